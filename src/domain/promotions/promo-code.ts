/*
 * A promo code as the shop keeps it. Codes are matched whatever their case: they are
 * stored and compared upper-cased. Percentages are basis points (1000 = 10%), amounts cents.
 */

export const PROMO_KINDS = ["percent", "fixed"] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export const PROMO_SCOPES = ["all", "lines", "skus"] as const;
export type PromoScope = (typeof PROMO_SCOPES)[number];

/** Letters, digits, - and _, 3 to 32 of them: readable aloud and safe in a URL or an email. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

export type PromoCode = {
  code: string;
  kind: PromoKind;
  /** Basis points for a percentage (1 to 10000), cents for a fixed amount. */
  value: number;
  scope: PromoScope;
  /** Line ids (scope "lines") or product skus (scope "skus"); empty for "all". */
  targets: readonly string[];
  /** OSRS Gold is left out of the reduction unless this is set. */
  includeGold: boolean;
  /** The cart's total (after the site-wide discount, before the code) must reach this. */
  minTotalCents: number;
  /** ISO instants; null means no bound. The code runs from startsAt (included) to endsAt (excluded). */
  startsAt: string | null;
  endsAt: string | null;
  /** null means no limit. */
  maxUses: number | null;
  maxUsesPerEmail: number | null;
  /** false once ended for good (it never runs again). */
  active: boolean;
  /** Paused by an owner: refused at checkout until resumed; its terms and uses are kept. */
  paused: boolean;
};

/** What the shop matches a typed code by: trimmed and upper-cased ("  spring10 " → "SPRING10"). */
export function normalisePromoCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** An email as redemptions count it: trimmed and lower-cased, so "A@x.com" and "a@X.com " are one person. */
export function normalisePromoEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type PromoState = "scheduled" | "running" | "paused" | "ended" | "used-up" | "inactive";

/** The state the back office shows beside a code at `now`. */
export function promoState(
  code: Pick<PromoCode, "active" | "paused" | "startsAt" | "endsAt" | "maxUses">,
  uses: number,
  now: Date,
): PromoState {
  if (!code.active) return "inactive";
  if (code.paused) return "paused";
  const at = now.toISOString();
  if (code.endsAt !== null && at >= code.endsAt) return "ended";
  if (code.maxUses !== null && uses >= code.maxUses) return "used-up";
  if (code.startsAt !== null && at < code.startsAt) return "scheduled";
  return "running";
}
