// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CART_STORAGE_KEY } from "@/features/cart/cart-store";
import { cartPageHarness } from "../../../tests/support/cart-page-harness";
import { FIRE_CAPE } from "../../../tests/support/fixtures";
import type { CheckoutSettings } from "./checkout-settings";

/*
 * An empty cart at the checkout runs none of the form's code: the form's module is imported only
 * for a cart with lines, and once shown it stays (it draws the placed order when the cart empties).
 */

const formLoads = vi.hoisted(() => ({ count: 0 }));

vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ prefetch: () => undefined }),
}));
vi.mock("./checkout-form", () => {
  formLoads.count += 1;
  return { CheckoutForm: () => <form data-testid="checkout-form" /> };
});

const SETTINGS: CheckoutSettings = {
  discountBasisPoints: 1_000,
  minOrderCents: 0,
  methods: [],
  goldBuyMillicentsPerMillion: 0,
};

const page = cartPageHarness();

beforeEach(() => {
  formLoads.count = 0;
});

afterEach(() => {
  document.documentElement.removeAttribute("data-cart");
});

async function renderCheckout(): Promise<void> {
  const [{ CheckoutView }, { HydratedProvider }] = await Promise.all([
    import("./checkout-view"),
    import("@/features/runtime/use-hydrated"),
  ]);
  await act(async () => {
    page.root = createRoot(page.container);
    page.root.render(
      <HydratedProvider>
        <CheckoutView settings={SETTINGS} />
      </HydratedProvider>,
    );
  });
}

describe("CheckoutView", () => {
  it("draws an empty cart without loading the form's code", async () => {
    // What the head's boot script marks when storage holds no cart line.
    document.documentElement.setAttribute("data-cart", "empty");
    await renderCheckout();
    expect(page.container.querySelector('[data-testid="checkout-empty"]')).not.toBeNull();
    expect(page.container.querySelector('[data-testid="checkout-form"]')).toBeNull();
    expect(formLoads.count).toBe(0);
  });

  it("loads the form for a cart with lines, and keeps it when the cart empties", async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ uuid: crypto.randomUUID(), cartItems: [FIRE_CAPE] }),
    );
    await renderCheckout();
    await vi.waitFor(() => expect(page.container.querySelector('[data-testid="checkout-form"]')).not.toBeNull());
    expect(formLoads.count).toBe(1);

    const { clearCart } = await import("@/features/cart/cart-store");
    await act(async () => clearCart());
    expect(page.container.querySelector('[data-testid="checkout-form"]')).not.toBeNull();
    expect(page.container.querySelector('[data-testid="checkout-empty"]')).toBeNull();
  });
});
