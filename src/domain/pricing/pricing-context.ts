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

/** The label of the discount line in the cart drawer and the checkout summaries. */
export function discountLabel(discountBasisPoints: number): string {
  return `Discount (${discountPercent(discountBasisPoints)}, not on gold)`;
}
