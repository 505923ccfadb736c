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
