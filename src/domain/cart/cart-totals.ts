import { GOLD_SKU } from "@/domain/gold/gold-sku";
import { divideRoundHalfUp } from "@/domain/money/money";
import type { CartItem } from "./cart-schema";

/** OSRS Gold is sold at cost plus a thin margin, so the site-wide discount never applies to it. */
export const DISCOUNT_EXCLUDED_SKUS: readonly string[] = [GOLD_SKU];

export function isDiscountable(item: Pick<CartItem, "sku">): boolean {
  return !DISCOUNT_EXCLUDED_SKUS.includes(item.sku);
}

/** The discount on one line, rounded half-up to cents; basis points keep fractional percentages exact. */
export function lineDiscountCents(item: Pick<CartItem, "sku" | "totalPrice">, discountBasisPoints: number): number {
  if (!isDiscountable(item) || discountBasisPoints <= 0) return 0;
  return divideRoundHalfUp(item.totalPrice * discountBasisPoints, 10_000);
}

export type CartTotals = { subtotalCents: number; discountCents: number; totalCents: number };

export function cartTotals(items: readonly CartItem[], discountBasisPoints: number): CartTotals {
  let subtotalCents = 0;
  let discountCents = 0;
  for (const item of items) {
    subtotalCents += item.totalPrice;
    discountCents += lineDiscountCents(item, discountBasisPoints);
  }
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}
