// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CART_STORAGE_KEY } from "@/features/cart/cart-store";
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

let root: Root | null = null;
let container: HTMLElement;

beforeEach(() => {
  // Fresh modules per test: the cart store keeps the cart it first read from storage.
  vi.resetModules();
  formLoads.count = 0;
  // The stored cart's review at idle asks the server: answered at once, and not part of these tests.
  vi.stubGlobal("requestIdleCallback", undefined);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ code: "bad_request:cart", message: "Not in this test." }, { status: 400 })),
  );
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container.remove();
  document.documentElement.removeAttribute("data-cart");
  window.localStorage.removeItem(CART_STORAGE_KEY);
  vi.unstubAllGlobals();
});

async function renderCheckout(): Promise<void> {
  const [{ CheckoutView }, { HydratedProvider }] = await Promise.all([
    import("./checkout-view"),
    import("@/features/runtime/use-hydrated"),
  ]);
  await act(async () => {
    root = createRoot(container);
    root.render(
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
    expect(container.querySelector('[data-testid="checkout-empty"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="checkout-form"]')).toBeNull();
    expect(formLoads.count).toBe(0);
  });

  it("loads the form for a cart with lines, and keeps it when the cart empties", async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ uuid: crypto.randomUUID(), cartItems: [FIRE_CAPE] }),
    );
    await renderCheckout();
    await vi.waitFor(() => expect(container.querySelector('[data-testid="checkout-form"]')).not.toBeNull());
    expect(formLoads.count).toBe(1);

    const { clearCart } = await import("@/features/cart/cart-store");
    await act(async () => clearCart());
    expect(container.querySelector('[data-testid="checkout-form"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="checkout-empty"]')).toBeNull();
  });
});
