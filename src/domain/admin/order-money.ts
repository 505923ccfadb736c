import { describeCents } from "@/domain/checkout/payment-check";
import { formatMoney, parseCurrency } from "@/domain/money/currency-format";

/**
 * An order's amount as an operator reads it, in the order's own currency: "$170.00" (every order
 * today is in USD), "€41.40"; a currency the shop does not know keeps the exact "1500 XYZ cents".
 */
export function formatOrderMoney(cents: number, currency: string): string {
  const known = parseCurrency(currency.toUpperCase());
  return known ? formatMoney(cents, known) : describeCents(cents, currency);
}
