import { parseUsdToCents } from "@/domain/money/money";
import { PROMO_BOUNDS, promoValueProblem } from "./promo-bounds";
import {
  normalisePromoCode,
  PROMO_CODE_PATTERN,
  PROMO_KINDS,
  PROMO_SCOPES,
  type PromoCode,
  type PromoKind,
  type PromoScope,
} from "./promo-code";

/*
 * The back office's "new promo code" form, checked field by field. The browser runs it to show
 * each field's message as the operator types, and the server runs it again on what arrives (the
 * form's strings, as typed), so the two can never disagree. Times are UTC, as the back office
 * shows every time.
 */

export const PROMO_FORM_FIELDS = [
  "code",
  "kind",
  "amount",
  "scope",
  "targets",
  "includeGold",
  "minTotal",
  "startsAt",
  "endsAt",
  "maxUses",
  "maxUsesPerEmail",
] as const;
export type PromoFormField = (typeof PROMO_FORM_FIELDS)[number];
export type PromoForm = Record<PromoFormField, string>;
export type PromoFormErrors = Partial<Record<PromoFormField, string>>;

export type NewPromo = Omit<PromoCode, "active" | "paused">;

/**
 * What a code may be limited to: the catalogue's product lines and products, by id (what a code
 * stores) and by name (what the owner reads and types).
 */
export type PromoTargets = {
  lines: readonly { id: string; name: string }[];
  products: readonly { sku: string; name: string; lineId: string }[];
};

/** Names by line id and by sku, for words ("Fire Cape") where a code stores ids ("fire-cape"). */
export function targetNames(known: PromoTargets): Record<string, string> {
  return Object.fromEntries([
    ...known.lines.map((line) => [line.id, line.name]),
    ...known.products.map((product) => [product.sku, product.name]),
  ]);
}

/** What the form is checked against besides the catalogue: the time now, and an edited code's start. */
export type PromoFormContext = {
  now: Date;
  /** An edited code's stored start: kept as it is, it may lie in the past (the code has been running). */
  keptStartsAt?: string | null;
};

export const EMPTY_PROMO_FORM: PromoForm = {
  code: "",
  kind: "percent",
  amount: "",
  scope: "all",
  targets: "",
  includeGold: "",
  minTotal: "",
  startsAt: "",
  endsAt: "",
  maxUses: "",
  maxUsesPerEmail: "",
};

/** "12.5" (percent) → 1250 basis points; up to two decimals, more than 0 and at most 100. */
export function parsePercentToBasisPoints(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const points = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return points > 0 && points <= 10_000 ? points : null;
}

/** "2026-03-01T09:30" (UTC, as a datetime-local field gives it) → ISO; "" → null; undefined when invalid. */
export function parseUtcTime(text: string): string | null | undefined {
  const value = text.trim();
  if (value === "") return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return undefined;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 16) !== value.slice(0, 16)
    ? undefined
    : date.toISOString();
}

function positiveIntOrNull(text: string): number | null | undefined {
  const value = text.trim();
  if (value === "") return null;
  if (!/^\d{1,9}$/.test(value)) return undefined;
  const count = Number(value);
  return count >= 1 ? count : undefined;
}

/**
 * The targets as ids. The picker sends ids separated by commas; a name typed or pasted ("Fire Cape",
 * any case) is taken as its id, and so is a list of ids separated by spaces. What matches nothing is
 * returned as typed, whole, so the message names "Fire Capes", never "Fire" and "Capes".
 */
export function resolveTargets(
  text: string,
  scope: "lines" | "skus",
  known: PromoTargets,
): { ids: string[]; unknown: string[] } {
  const options =
    scope === "lines"
      ? known.lines.map((line) => ({ id: line.id, name: line.name }))
      : known.products.map((product) => ({ id: product.sku, name: product.name }));
  const byKey = new Map<string, string>();
  for (const option of options) {
    byKey.set(option.name.trim().toLowerCase(), option.id);
    byKey.set(option.id.toLowerCase(), option.id);
  }
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const entry of text.split(/[,\n]+/).map((part) => part.trim().replace(/\s+/g, " "))) {
    if (entry === "") continue;
    const whole = byKey.get(entry.toLowerCase());
    const words = entry.split(" ").map((word) => byKey.get(word.toLowerCase()));
    if (whole) ids.push(whole);
    else if (words.length > 1 && words.every((id) => id !== undefined)) ids.push(...(words as string[]));
    else unknown.push(entry);
  }
  return { ids: [...new Set(ids)], unknown: [...new Set(unknown)] };
}

/** "2026-03-01T09:30:00.000Z" at minute precision: a start typed for this very minute is not "in the past". */
function minuteOf(now: Date): string {
  return `${now.toISOString().slice(0, 16)}:00.000Z`;
}

export function parsePromoForm(
  form: PromoForm,
  known: PromoTargets,
  context: PromoFormContext,
): { ok: true; promo: NewPromo } | { ok: false; errors: PromoFormErrors } {
  const errors: PromoFormErrors = {};
  const code = normalisePromoCode(form.code);
  if (!PROMO_CODE_PATTERN.test(code)) errors.code = "Use 3 to 32 letters, digits, - or _.";
  const kind = PROMO_KINDS.includes(form.kind as PromoKind) ? (form.kind as PromoKind) : undefined;
  if (!kind) errors.kind = "Choose a percentage or a fixed amount.";
  const value = kind === "fixed" ? parseUsdToCents(form.amount) : parsePercentToBasisPoints(form.amount);
  if (kind === "fixed" && !(value && value > 0)) errors.amount = "Enter an amount in dollars, like 5.00.";
  if (kind === "percent" && value === null)
    errors.amount = `Enter a percentage from 0.01 to ${PROMO_BOUNDS.maxPercentBasisPoints / 100}, like 10.`;
  // Over its bound (a 100 % code, $99,999,999 off): refused here, so the browser says so before the server does.
  const overBound = kind && value ? promoValueProblem({ kind, value }) : null;
  if (overBound) errors.amount = overBound;
  const scope = PROMO_SCOPES.includes(form.scope as PromoScope) ? (form.scope as PromoScope) : undefined;
  if (!scope) errors.scope = "Choose what the code applies to.";
  const { ids: targets, unknown } =
    scope === "lines" || scope === "skus" ? resolveTargets(form.targets, scope, known) : { ids: [], unknown: [] };
  if (unknown.length > 0)
    errors.targets = `Not in the catalogue: ${unknown.map((entry) => `“${entry}”`).join(", ")}. Choose from the list.`;
  else if (scope && scope !== "all" && targets.length === 0)
    errors.targets = scope === "lines" ? "Choose at least one product line." : "Choose at least one product.";
  const minTotalCents = form.minTotal.trim() === "" ? 0 : parseUsdToCents(form.minTotal);
  if (minTotalCents === null) errors.minTotal = "Enter an amount in dollars, like 20.00, or leave it empty.";
  const startsAt = parseUtcTime(form.startsAt);
  if (startsAt === undefined) errors.startsAt = "Enter a date and time, or leave it empty.";
  else if (startsAt !== null && startsAt < minuteOf(context.now) && startsAt !== context.keptStartsAt)
    errors.startsAt = "The start is in the past: choose a later time, or leave it empty to start at once.";
  const endsAt = parseUtcTime(form.endsAt);
  if (endsAt === undefined) errors.endsAt = "Enter a date and time, or leave it empty.";
  // A code whose end is past would be saved to refuse every checkout: said here, never done silently.
  else if (endsAt !== null && endsAt <= context.now.toISOString())
    errors.endsAt = "The end is in the past: choose a later time, or leave it empty for no end.";
  else if (endsAt && startsAt && endsAt <= startsAt) errors.endsAt = "The end must come after the start.";
  const maxUses = positiveIntOrNull(form.maxUses);
  if (maxUses === undefined) errors.maxUses = "Enter a whole number of 1 or more, or leave it empty.";
  const maxUsesPerEmail = positiveIntOrNull(form.maxUsesPerEmail);
  if (maxUsesPerEmail === undefined) errors.maxUsesPerEmail = "Enter a whole number of 1 or more, or leave it empty.";
  if (
    Object.keys(errors).length > 0 ||
    !kind ||
    !scope ||
    value === null ||
    minTotalCents === null ||
    startsAt === undefined ||
    endsAt === undefined ||
    maxUses === undefined ||
    maxUsesPerEmail === undefined
  )
    return { ok: false, errors };
  return {
    ok: true,
    promo: {
      code,
      kind,
      value,
      scope,
      targets,
      includeGold: form.includeGold === "on",
      minTotalCents,
      startsAt,
      endsAt,
      maxUses,
      maxUsesPerEmail,
    },
  };
}
