import { lineDiscountCents } from "@/domain/cart/cart-totals";
import type { PricingConfig } from "@/domain/shell/site-config";
import type { PricingContext } from "./price-line";

/*
 * The site-wide discount and the prices' context, worked out once for every place that shows or
 * charges a price: product pages, listing cards, the cart drawer, the checkout and the server's
 * re-pricing. Which lines the discount applies to is lineDiscountCents (never to gold).
 */

/** What the pricing engine needs from the operator's prices. */
export function pricingContextOf(pricing: PricingConfig): PricingContext {
  return {
    discountBasisPoints: pricing.discountBasisPoints,
    goldBuyMillicentsPerMillion: pricing.goldRates.buyMillicentsPerMillion,
  };
}

/** A line's price after the site-wide discount, in cents. */
export function payableCents(line: { sku: string; totalPrice: number }, discountBasisPoints: number): number {
  return line.totalPrice - lineDiscountCents(line, discountBasisPoints);
}

/** The discount as a percentage: "10%", "12.5%". */
export function discountPercent(discountBasisPoints: number): string {
  return `${discountBasisPoints / 100}%`;
}

/*
 * The one price story, on every surface and in every email: a line shows what it will be charged,
 * with its list price struck before it when a discount applies; the totals show the Total charged
 * and, beside it, what the discount saved (informational: it is never subtracted again).
 */

export type LineStory = {
  /** Before the discount: only ever shown struck through. */
  listCents: number;
  /** What the line is charged. */
  payableCents: number;
  savedCents: number;
};

export type StoryTotals = { totalCents: number; savedCents: number };

/** The story of a cart line as the browser holds it (list price in totalPrice). */
export function lineStory(
  line: { sku: string; totalPrice: number },
  context: Pick<PricingContext, "discountBasisPoints">,
): LineStory {
  const savedCents = lineDiscountCents(line, context.discountBasisPoints);
  return { listCents: line.totalPrice, payableCents: line.totalPrice - savedCents, savedCents };
}

/** The story of a line the server priced (reprice.ts's OrderLine). */
export function pricedLineStory(line: { totalCents: number; discountCents: number; payableCents: number }): LineStory {
  return { listCents: line.totalCents, payableCents: line.payableCents, savedCents: line.discountCents };
}

/** The Total is the sum of what the lines are charged, so the lines always add up to it. */
export function storyTotals(lines: readonly LineStory[]): StoryTotals {
  return lines.reduce(
    (sum, line) => ({ totalCents: sum.totalCents + line.payableCents, savedCents: sum.savedCents + line.savedCents }),
    { totalCents: 0, savedCents: 0 },
  );
}

/** The label of the informational savings row under the Total. */
export function youSaveLabel(discountBasisPoints: number): string {
  return `You save (${discountPercent(discountBasisPoints)}, not on gold)`;
}
