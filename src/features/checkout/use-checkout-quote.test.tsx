// @vitest-environment happy-dom
import { act, Suspense, use } from "react";
import { createRoot } from "react-dom/client";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckoutQuote } from "@/domain/checkout/checkout-quote";
import { CART_STORAGE_KEY } from "@/features/cart/cart-store";
import { cartPageHarness } from "../../../tests/support/cart-page-harness";
import { FIRE_CAPE, FIRE_CAPE_CENTS } from "../../../tests/support/fixtures";
import type { QuoteState, useCheckoutQuote } from "./use-checkout-quote";

/*
 * The checkout's quote is asked for while the page is still loading: its answer is drawn in a
 * transition, so React renders the quoted lines in slices the load has no long task of, and keeps
 * what is on screen until that render is ready (a suspending render shows no fallback).
 */

const answer = vi.hoisted(() => ({ current: null as null | ((quote: CheckoutQuote) => void) }));
vi.mock("./checkout-api", () => ({
  quoteRequest: () =>
    new Promise<CheckoutQuote>((resolve) => {
      answer.current = resolve;
    }),
}));

const SERVER_CENTS = FIRE_CAPE_CENTS + 100;
const QUOTE: CheckoutQuote = {
  results: [
    {
      status: "priced",
      line: {
        sku: FIRE_CAPE.sku,
        name: FIRE_CAPE.name,
        subName: FIRE_CAPE.subName ?? "",
        count: 1,
        config: FIRE_CAPE.config,
        unitCents: SERVER_CENTS,
        totalCents: SERVER_CENTS,
        discountCents: 0,
        payableCents: SERVER_CENTS,
      },
    },
  ],
  totals: { subtotalCents: SERVER_CENTS, discountCents: 0, totalCents: SERVER_CENTS },
};

/** A part of the quoted view that is not ready at once, as a lazy chunk would be: until `release`. */
const quotedPart: { ready: Promise<void>; release: () => void } = {
  ready: Promise.resolve(),
  release: () => undefined,
};
const committed: QuoteState[] = [];

function Shown({ state }: { state: QuoteState }) {
  if (state.status === "quoted") use(quotedPart.ready);
  return <p data-testid="shown">{state.status === "quoted" ? state.quote.totals.totalCents : state.status}</p>;
}

// Fresh modules for each test (the harness): the hook is imported once they are reset.
let useQuote: typeof useCheckoutQuote;

function Checkout() {
  const { state } = useQuote([FIRE_CAPE], 0, true, null);
  committed.push(state);
  return (
    <Suspense fallback={<p data-testid="fallback">…</p>}>
      <Shown state={state} />
    </Suspense>
  );
}

// Taking the server's price writes the cart to storage and saves it to the server: the harness
// clears storage after the test, so no other file finds this cart, and the save (its module loads
// on demand, so it may go out after the test) meets a refused or offline fetch, never the network.
const page = cartPageHarness();
/** What the view draws: the quoted total or the quote's status, null while the fallback stands. */
const shown = () => page.container.querySelector("[data-testid=shown]")?.textContent ?? null;

beforeEach(async () => {
  answer.current = null;
  committed.length = 0;
  quotedPart.ready = new Promise<void>((resolve) => {
    quotedPart.release = resolve;
  });
  // The checkout's cart, as the visitor's browser stored it (the harness removes it after the test).
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ uuid: crypto.randomUUID(), cartItems: [FIRE_CAPE] }));
  ({ useCheckoutQuote: useQuote } = await import("./use-checkout-quote"));
});

describe("useCheckoutQuote", () => {
  it("draws the server's answer in a transition: what is shown stays until the quoted render is ready", async () => {
    const root = createRoot(page.container);
    page.root = root;
    await act(async () => root.render(<Checkout />));
    expect(shown()).toBe("loading");
    expect(answer.current).not.toBeNull();

    // An urgent update would replace the loading line by the fallback here.
    await act(async () => answer.current?.(QUOTE));
    expect(page.container.querySelector("[data-testid=fallback]")).toBeNull();
    expect(shown()).toBe("loading");

    await act(async () => quotedPart.release());
    expect(shown()).toBe(String(SERVER_CENTS));
    const last = committed.at(-1);
    expect(last?.status === "quoted" && last.wasCents).toEqual([FIRE_CAPE_CENTS]);
    // The stored cart took the server's price.
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "{}").cartItems?.[0]?.pricePer).toBe(
      SERVER_CENTS,
    );
  });
});
