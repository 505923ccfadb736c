import { centsToDecimalText, formatUsd } from "@/domain/money/money";
import type { PromoCode } from "./promo-code";
import type { NewPromo, PromoForm } from "./promo-form";
import { promoScopeLabel, promoValueLabel } from "./promo-labels";

/*
 * Editing a code: the form filled from what is stored, what an edit changed in words (the audit's
 * "before → after" and the history on the code's page), and the one rule an edit has that a new
 * code has not: its total uses cannot be set below the uses already taken (the orders that took
 * them stand, so such a limit would be a number the shop cannot keep).
 */

/** "2026-03-01T09:30:00.000Z" → "2026-03-01T09:30", as a datetime-local field takes it (UTC). */
function timeField(iso: string | null): string {
  return iso === null ? "" : iso.slice(0, 16);
}

/** The stored code as the form's strings, so the edit form starts from it and a save without changes changes nothing. */
export function promoFormOf(code: NewPromo): PromoForm {
  return {
    code: code.code,
    kind: code.kind,
    amount: code.kind === "fixed" ? centsToDecimalText(code.value) : String(code.value / 100),
    scope: code.scope,
    targets: code.targets.join(","),
    includeGold: code.includeGold ? "on" : "",
    minTotal: code.minTotalCents > 0 ? centsToDecimalText(code.minTotalCents) : "",
    startsAt: timeField(code.startsAt),
    endsAt: timeField(code.endsAt),
    maxUses: code.maxUses === null ? "" : String(code.maxUses),
    maxUsesPerEmail: code.maxUsesPerEmail === null ? "" : String(code.maxUsesPerEmail),
  };
}

/** A code's terms, without its state: what an edit may change and the audit records before and after. */
export function promoTerms(code: NewPromo | PromoCode): NewPromo {
  return {
    code: code.code,
    kind: code.kind,
    value: code.value,
    scope: code.scope,
    targets: [...code.targets],
    includeGold: code.includeGold,
    minTotalCents: code.minTotalCents,
    startsAt: code.startsAt,
    endsAt: code.endsAt,
    maxUses: code.maxUses,
    maxUsesPerEmail: code.maxUsesPerEmail,
  };
}

export type PromoChange = { field: string; before: string; after: string };

const whenText = (iso: string | null, none: string) =>
  iso === null ? none : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const limitText = (limit: number | null) => (limit === null ? "No limit" : String(limit));

/** Each term an edit changed, in words: "Reduction: 10% off → 15% off". Names are the catalogue's where known. */
export function promoChanges(
  before: NewPromo,
  after: NewPromo,
  names: Readonly<Record<string, string>> = {},
): PromoChange[] {
  const fields: [string, (code: NewPromo) => string][] = [
    ["Reduction", (code) => promoValueLabel(code)],
    ["Applies to", (code) => promoScopeLabel(code, names)],
    ["Minimum total", (code) => (code.minTotalCents > 0 ? formatUsd(code.minTotalCents) : "None")],
    ["Starts", (code) => whenText(code.startsAt, "At once")],
    ["Ends", (code) => whenText(code.endsAt, "Never")],
    ["Total uses", (code) => limitText(code.maxUses)],
    ["Uses per email", (code) => limitText(code.maxUsesPerEmail)],
  ];
  return fields.flatMap(([field, text]) => {
    const was = text(before);
    const now = text(after);
    return was === now ? [] : [{ field, before: was, after: now }];
  });
}

/** "Reduction: 10% off → 15% off; Ends: Never → 2027-01-01 00:00 UTC." */
export function promoChangeSentence(changes: readonly PromoChange[]): string {
  if (changes.length === 0) return "Nothing changed.";
  return `${changes.map((change) => `${change.field}: ${change.before} \u2192 ${change.after}`).join("; ")}.`;
}

/** The total-uses field's message when it is below the uses already taken; null when it is not. */
export function maxUsesProblem(maxUses: number | null, uses: number): string | null {
  if (maxUses === null || maxUses >= uses) return null;
  return `${uses} ${uses === 1 ? "use is" : "uses are"} already taken: set at least ${uses}, or leave it empty.`;
}
