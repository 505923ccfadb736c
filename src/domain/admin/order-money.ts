import { describeCents } from "@/domain/checkout/payment-check";

/**
 * An order's amount as an operator reads it, in the order's own currency: "$170.00" (every order
 * today is in USD), "€41.40"; a currency the shop does not know keeps the exact "1500 XYZ cents".
 */
export function formatOrderMoney(cents: number, currency: string): string {
  return describeCents(cents, currency);
}
