"use client";

import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { CartItem } from "@/domain/cart/cart-schema";
import { applyQuote, type CheckoutQuote, movedSince } from "@/domain/checkout/checkout-quote";
import { takeServerPrices } from "@/features/cart/cart-store";
import { quoteRequest } from "./checkout-api";

export type QuoteState =
  | { status: "loading" }
  | { status: "failed"; message: string }
  /** skus: the cart's lines as asked, in the quote's order. */
  | { status: "quoted"; quote: CheckoutQuote; skus: string[]; wasCents: (number | null)[] };

/** What the server is asked about: the lines' identity, never their prices (those are the answer). */
function cartKey(items: readonly CartItem[]): string {
  return JSON.stringify(items.map((item) => [item.sku, item.count, item.config]));
}

/**
 * Asks the server to price the cart when the checkout opens and again whenever its lines change;
 * takes the server's prices into the cart and remembers, beside each line, what it showed before.
 */
export function useCheckoutQuote(
  items: CartItem[],
  discountBasisPoints: number,
  enabled: boolean,
  code: string | null,
) {
  const [state, setState] = useState<QuoteState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const key = cartKey(items);
  const latest = useRef(items);
  latest.current = items;
  const shown = useRef(state);
  shown.current = state;

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-quoted when the lines' identity (key) or the promo code changes or on retry, not when only their prices do.
  useEffect(() => {
    if (!enabled || latest.current.length === 0) return;
    let current = true;
    const asked = latest.current;
    setState({ status: "loading" });
    void quoteRequest(asked, code).then((answer) => {
      if (!current) return;
      if ("error" in answer) {
        setState({ status: "failed", message: answer.error });
        return;
      }
      const applied = applyQuote(asked, answer, discountBasisPoints);
      // The quoted lines and totals are drawn in a transition: React renders them in slices the
      // visitor's typing can interrupt, not in one long task while the page is still loading
      // (docs/adr/0034-load-time-work-waits.md).
      startTransition(() =>
        setState((previous) => ({
          status: "quoted",
          quote: answer,
          skus: asked.map((item) => item.sku),
          // A note stays while its line does: the cart now holds the server's price, so a second
          // quote finds nothing moved.
          wasCents: applied.wasCents.map((was, index) => was ?? keptNote(previous, asked[index]?.sku)),
        })),
      );
      takeServerPrices(applied.items);
    });
    return () => {
      current = false;
    };
  }, [key, attempt, enabled, discountBasisPoints, code]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  /** The order's 409 answer is a newer quote: shown at once, with what the old one charged beside each moved line. */
  const adopt = useCallback(
    (quote: CheckoutQuote) => {
      const applied = applyQuote(latest.current, quote, discountBasisPoints);
      const before = shown.current;
      const moved = before.status === "quoted" ? movedSince(before.quote, quote) : applied.wasCents;
      // The 409 carries prices only: the gold line's promise stays the one the buyer was shown.
      const goldPromise = quote.goldPromise ?? (before.status === "quoted" ? before.quote.goldPromise : undefined);
      setState({
        status: "quoted",
        quote: goldPromise ? { ...quote, goldPromise } : quote,
        skus: latest.current.map((item) => item.sku),
        wasCents: moved.map((was, index) => was ?? applied.wasCents[index] ?? null),
      });
      takeServerPrices(applied.items);
    },
    [discountBasisPoints],
  );
  return { state, retry, adopt };
}

function keptNote(previous: QuoteState, sku: string | undefined): number | null {
  if (previous.status !== "quoted" || sku === undefined) return null;
  const index = previous.skus.indexOf(sku);
  return index >= 0 ? (previous.wasCents[index] ?? null) : null;
}
