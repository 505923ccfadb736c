import type { OrderTotals } from "@/domain/checkout/reprice";
import { formatUsd } from "@/domain/money/money";

/*
 * The reduction is a line of its own under the lines: the lines keep their catalogue prices and
 * the total is what they add up to less the code's cents. A reduction of 0 records no code.
 */

/** Totals with the accepted code's reduction taken off; never below 0. */
export function totalsWithPromo(totals: OrderTotals, promo: { code: string; cents: number } | null): OrderTotals {
  const { promo: _earlier, ...plain } = totals;
  const cents = Math.min(promo?.cents ?? 0, totals.totalCents);
  if (!promo || cents <= 0) return plain;
  return { ...plain, totalCents: totals.totalCents - cents, promo: { code: promo.code, cents } };
}

/** The line the summary, the payment page, the emails and the back office show: "Promo SPRING10". */
export function promoLineLabel(code: string): string {
  return `Promo ${code}`;
}

/** The reduction as one line of text (emails, the back office): "Promo SPRING10 −$4.50". */
export function promoLineText(promo: { code: string; cents: number }): string {
  return `${promoLineLabel(promo.code)} −${formatUsd(promo.cents)}`;
}
