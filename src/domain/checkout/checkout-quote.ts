import type { CartItem } from "@/domain/cart/cart-schema";
import type { GoldPromise } from "@/domain/gold/gold-promise";
import { lineStory } from "@/domain/pricing/pricing-context";
import type { PromoAnswer } from "@/domain/promotions/promo-check";
import type { OrderLine, OrderTotals, RepriceResult } from "./reprice";

/*
 * The checkout's quote: the server's price of each cart line before the visitor types anything,
 * and what the browser makes of it (which lines changed price, the cart with the server's prices).
 */

export type QuoteResult = { status: "priced"; line: OrderLine } | { status: "refused"; sku: string; reason: string };

export type CheckoutQuote = {
  results: QuoteResult[];
  totals: OrderTotals;
  /** The server's answer about the promo code sent with the quote, if one was. */
  promo?: PromoAnswer;
  /** The delivery promise of the cart's gold line, from the stock at the moment of the quote. */
  goldPromise?: GoldPromise;
};

const NO_TOTALS: OrderTotals = { subtotalCents: 0, discountCents: 0, totalCents: 0 };

/**
 * Prices each line on its own (so one refused line does not hide the others' prices), then the
 * priced ones together with `reprice`, the very function placing the order runs, for the totals.
 */
export function quoteCart(
  items: readonly CartItem[],
  reprice: (items: readonly CartItem[]) => RepriceResult,
): CheckoutQuote {
  const results: QuoteResult[] = items.map((item) => {
    const alone = reprice([item]);
    if (alone.ok && alone.lines[0]) return { status: "priced", line: alone.lines[0] };
    const reason = alone.ok
      ? "This line cannot be priced."
      : (alone.problems[0]?.reason ?? "This line cannot be priced.");
    return { status: "refused", sku: item.sku, reason };
  });
  const priced = items.filter((_, index) => results[index]?.status === "priced");
  if (priced.length === 0) return { results, totals: NO_TOTALS };
  const together = reprice(priced);
  return { results, totals: together.ok ? together.totals : NO_TOTALS };
}

/** What the checkout keeps of a quote: the cart at the server's prices and the lines whose price moved. */
export type AppliedQuote = {
  items: CartItem[];
  /** By cart position: what the browser had shown as that line's charge, where the server's differs. */
  wasCents: (number | null)[];
};

/** Compares each quoted line with the browser's own story of it, and takes the server's prices into the cart. */
export function applyQuote(
  items: readonly CartItem[],
  quote: CheckoutQuote,
  discountBasisPoints: number,
): AppliedQuote {
  const wasCents: (number | null)[] = [];
  const updated = items.map((item, index) => {
    const result = quote.results[index];
    wasCents.push(null);
    if (result?.status !== "priced") return item;
    const browser = lineStory(item, { discountBasisPoints }).payableCents;
    if (browser !== result.line.payableCents) wasCents[index] = browser;
    if (item.pricePer === result.line.unitCents && item.totalPrice === result.line.totalCents) return item;
    return { ...item, pricePer: result.line.unitCents, totalPrice: result.line.totalCents };
  });
  return { items: updated, wasCents };
}

/** By position: what the earlier quote charged for a line whose charge the later one changed. */
export function movedSince(earlier: CheckoutQuote, later: CheckoutQuote): (number | null)[] {
  return later.results.map((result, index) => {
    const before = earlier.results[index];
    if (result.status !== "priced" || before?.status !== "priced") return null;
    return before.line.payableCents === result.line.payableCents ? null : before.line.payableCents;
  });
}

/** A quote made of the order's 409 answer: every line priced, in the cart's order. */
export function quoteOfLines(lines: readonly OrderLine[], totals: OrderTotals): CheckoutQuote {
  const results: QuoteResult[] = lines.map((line) => ({ status: "priced", line }));
  // The server kept the code it applied: the next placement sends it again with this total.
  if (!totals.promo) return { results, totals };
  return { results, totals, promo: { status: "applied", code: totals.promo.code, cents: totals.promo.cents } };
}
