import { GOLD_SKU } from "@/domain/gold/gold-sku";
import { formatUsd } from "@/domain/money/money";
import type { PromoCode } from "./promo-code";
import { eligibleCents, type PromoLine, promoReductionCents } from "./promo-reduction";

/*
 * Whether a typed code takes something off this cart, and if not, why, in words the visitor can
 * act on. The reasons are checked in the order a visitor can do something about them: a code that
 * does not exist or is over says so before anything about the cart; "used up" comes last, because
 * it is the one thing that can change between the quote and the order.
 */

export const PROMO_REFUSALS = [
  "unknown",
  "paused",
  "not-started",
  "expired",
  "not-applicable",
  "gold-only",
  "below-minimum",
  "used-up",
  "used-by-email",
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

export type PromoCheck =
  | { ok: true; code: string; cents: number }
  | { ok: false; reason: PromoRefusal; message: string };

/** The checkout's answer about a typed code: its reduction, or why not. */
export type PromoAnswer =
  | { status: "applied"; code: string; cents: number }
  | { status: "refused"; reason: PromoRefusal; message: string };

export function promoAnswerOf(check: PromoCheck): PromoAnswer {
  return check.ok
    ? { status: "applied", code: check.code, cents: check.cents }
    : { status: "refused", reason: check.reason, message: check.message };
}

export type PromoCheckInput = {
  /** The stored code the typed one matched (upper-cased), or undefined. */
  code: PromoCode | undefined;
  lines: readonly PromoLine[];
  lineIdOf: (productSku: string) => string | undefined;
  /** The cart's total after the site-wide discount, before any code. */
  totalCents: number;
  now: Date;
  /** Uses taken so far (held or used, not released). */
  uses: number;
  /** This email's uses so far; undefined while the email is not known yet (the quote). */
  emailUses?: number;
};

export function promoRefusalMessage(reason: PromoRefusal, code: Pick<PromoCode, "minTotalCents"> | undefined): string {
  switch (reason) {
    case "unknown":
      return "This promo code does not exist. Check the spelling and try again.";
    case "paused":
      return "This promo code is paused for now. Try again later, or check out without it.";
    case "not-started":
      return "This promo code is not active yet.";
    case "expired":
      return "This promo code has expired.";
    case "not-applicable":
      return "This promo code does not apply to any item in your cart.";
    case "gold-only":
      return "This promo code does not apply to OSRS Gold.";
    case "below-minimum":
      return `This promo code needs an order of at least ${formatUsd(code?.minTotalCents ?? 0)} before the code.`;
    case "used-up":
      return "This promo code has been used up.";
    case "used-by-email":
      return "This promo code has already been used with your email address.";
  }
}

export type PromoLimit = "used-up" | "used-by-email";

/**
 * The use limit a code has reached, if any: all its uses taken ("used-up") before this email's
 * ("used-by-email"). `emailUses` undefined (the quote, before the email is known) skips the email's.
 */
export function promoLimitReached(
  code: Pick<PromoCode, "maxUses" | "maxUsesPerEmail">,
  counts: { uses: number; emailUses?: number },
): PromoLimit | null {
  if (code.maxUses !== null && counts.uses >= code.maxUses) return "used-up";
  if (code.maxUsesPerEmail !== null && counts.emailUses !== undefined && counts.emailUses >= code.maxUsesPerEmail)
    return "used-by-email";
  return null;
}

const refuse = (reason: PromoRefusal, code?: PromoCode): PromoCheck => ({
  ok: false,
  reason,
  message: promoRefusalMessage(reason, code),
});

const isGoldOnly = (lines: readonly PromoLine[]) => lines.length > 0 && lines.every((line) => line.sku === GOLD_SKU);

export function checkPromo(input: PromoCheckInput): PromoCheck {
  const { code } = input;
  // An inactive code is "unknown" to a visitor: it should not tell anyone that it once existed.
  if (!code?.active) return refuse("unknown");
  // Paused is said as such: the owner means to bring it back, and the buyer may have it from an email.
  if (code.paused) return refuse("paused", code);
  const at = input.now.toISOString();
  if (code.startsAt !== null && at < code.startsAt) return refuse("not-started", code);
  if (code.endsAt !== null && at >= code.endsAt) return refuse("expired", code);
  const eligible = eligibleCents(code, input.lines, input.lineIdOf);
  if (eligible === 0)
    return refuse(!code.includeGold && isGoldOnly(input.lines) ? "gold-only" : "not-applicable", code);
  if (input.totalCents < code.minTotalCents) return refuse("below-minimum", code);
  const limit = promoLimitReached(code, input);
  if (limit) return refuse(limit, code);
  return { ok: true, code: code.code, cents: promoReductionCents(code, eligible) };
}
