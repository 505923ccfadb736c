import { formatUsd } from "@/domain/money/money";
import { type PromoLimit, promoLimitReached } from "./promo-check";
import type { PromoCode } from "./promo-code";

/*
 * An order that expired or was cancelled gave its promo code's use back; its payment can still
 * arrive (a provider's late webhook, an operator marking a manual order paid). Money is never
 * refused, so the order becomes paid at what was charged, with the code's reduction. Whether it
 * counts as one of the code's uses again is decided here: it takes the use back when the code's
 * limits leave one (as if it had never been given back), and otherwise the code is spent (another
 * order took the freed use, or this email's) and the order is flagged for the operator instead of
 * counted, so the code's count never passes its limit.
 *
 * Only the use limits decide. The code's dates and whether it is still active governed the price
 * when the order was placed; they do not undo it, as they do not for an order paid on time after
 * the code ended or was deactivated.
 */

export type LatePromoUse = { kind: "retake" } | { kind: "spent"; reason: PromoLimit };

/** `uses` and `emailUses` are the code's standing uses now, read under its lock, not counting this order. */
export function latePromoUse(
  code: Pick<PromoCode, "maxUses" | "maxUsesPerEmail">,
  counts: { uses: number; emailUses: number },
): LatePromoUse {
  const limit = promoLimitReached(code, counts);
  return limit ? { kind: "spent", reason: limit } : { kind: "retake" };
}

/**
 * The flag the back office shows: the order kept the money and the code's reduction, but its use
 * is not counted (it was given back and the code was spent when the payment came). A refunded
 * order's use is given back too, and that is no longer anything to look at.
 */
export function isPromoOverLimit(order: { status: string; promoUse: "used" | "released" | null }): boolean {
  return order.promoUse === "released" && (order.status === "paid" || order.status === "disputed");
}

/** The back office's notice for such an order. */
export function promoOverLimitText(promo: { code: string; cents: number }, totalCents: number): string {
  return `Paid after promo code ${promo.code} was spent: the use this order gave back when it closed was taken by another order before its payment arrived. It is paid at what was charged (${formatUsd(totalCents)}, ${formatUsd(promo.cents)} off with the code) and is not counted among the code's uses. Decide whether to honour the reduction, ask the customer for the difference, or refund.`;
}
