import { CHANGE_OK, type ChangeCheck } from "@/domain/admin/change-check";
import { formatUsd } from "@/domain/money/money";
import type { PromoCode, PromoKind } from "./promo-code";
import { promoValueLabel } from "./promo-labels";

/*
 * The guard rails on a new promo code's value, the one place they are written (the form's hint,
 * its field check and the server's second question all read them; docs/operations.md repeats them).
 * A code of 100 % gives the order away and a fixed code of millions is a typo, so both are refused:
 * at most 90 % off or $1,000 off (a real money-off code is tens of dollars; even on the dearest
 * service, Grandmaster combat achievements at $3,200, more than $1,000 off is a typo). A code over
 * 50 % or $500 is rare enough to be asked about twice, with what every use takes off an order.
 */

export const PROMO_BOUNDS = {
  maxPercentBasisPoints: 9_000,
  maxFixedCents: 100_000,
  confirmAbovePercentBasisPoints: 5_000,
  confirmAboveFixedCents: 50_000,
} as const;

type PromoValue = Pick<PromoCode, "kind" | "value">;

const label = (kind: PromoKind, value: number) => promoValueLabel({ kind, value });

function maxOf(kind: PromoKind): number {
  return kind === "fixed" ? PROMO_BOUNDS.maxFixedCents : PROMO_BOUNDS.maxPercentBasisPoints;
}

function confirmAboveOf(kind: PromoKind): number {
  return kind === "fixed" ? PROMO_BOUNDS.confirmAboveFixedCents : PROMO_BOUNDS.confirmAbovePercentBasisPoints;
}

/** The amount field's hint: "At most 90% off; over 50% off asks you to confirm." */
export function promoBoundText(kind: PromoKind): string {
  return `At most ${label(kind, maxOf(kind))}; over ${label(kind, confirmAboveOf(kind))} asks you to confirm.`;
}

/** The amount field's message when the value is over its bound, naming it; null inside it. */
export function promoValueProblem(promo: PromoValue): string | null {
  const max = maxOf(promo.kind);
  if (promo.value <= max) return null;
  return `A code takes at most ${label(promo.kind, max)}: ${label(promo.kind, promo.value)} is refused.`;
}

/** Refused over the bound; asks the second confirmation over 50 % or $500, naming what every use takes off. */
export function promoValueCheck(promo: PromoValue): ChangeCheck {
  const problem = promoValueProblem(promo);
  if (problem !== null) return { kind: "refused", message: problem };
  if (promo.value <= confirmAboveOf(promo.kind)) return CHANGE_OK;
  return {
    kind: "confirm",
    effect:
      promo.kind === "fixed"
        ? `Every use takes up to ${formatUsd(promo.value)} off an order.`
        : `Every use takes ${label(promo.kind, promo.value)} the lines it applies to.`,
  };
}
