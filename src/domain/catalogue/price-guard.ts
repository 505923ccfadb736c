import { type ChangeCheck, combineChecks } from "@/domain/admin/change-check";
import { formatUsd } from "@/domain/money/money";
import { usdRateToNanodollars } from "@/domain/pricing/price-line";
import { type PriceField, type PriceRole, priceFields, priceLabels, pricingGroup } from "./price-fields";
import type { EditProblem } from "./product-edits";
import type { Product } from "./product-schema";

/*
 * The guard rails on product prices, the same in the editor, the command line and the import.
 * The bounds cover the seed catalogue's range with room to spare (a service from $7 to $3,200, a
 * unit from $0.60 to $75): a price outside them is a slip (a $0.00 cape, a $99,999 quest), so it
 * is refused with the bound named. A cut to less than half of the old price is allowed, but only
 * once the operator confirms it a second time, told what buyers will pay.
 */

export type PriceBound = { minCents: number; maxCents: number; what: string };

export const PRICE_BOUNDS: Record<PriceRole, PriceBound> = {
  price: { minCents: 50, maxCents: 1_000_000, what: "A price" },
  unit: { minCents: 5, maxCents: 100_000, what: "A unit price" },
  add: { minCents: 50, maxCents: 1_000_000, what: "An add-on amount" },
};

/**
 * USD per XP of a training method, as typed: the seed's run from 0.000004 to 0.00018, so a
 * 99 in a skill stays between about $13 and $13,000 within these.
 */
export const RATE_BOUNDS = { min: "0.000001", max: "0.001" } as const;

/** "from 0.000001 to 0.001 USD per XP". */
export function rateBoundText(): string {
  return `from ${RATE_BOUNDS.min} to ${RATE_BOUNDS.max} USD per XP`;
}

/** Why this rate is outside its bound, or undefined when it is within it. */
export function rateBoundProblem(rate: string): string | undefined {
  const value = usdRateToNanodollars(rate);
  const min = usdRateToNanodollars(RATE_BOUNDS.min);
  const max = usdRateToNanodollars(RATE_BOUNDS.max);
  if (value >= min && value <= max) return undefined;
  const side = value < min ? `at least ${RATE_BOUNDS.min}` : `at most ${RATE_BOUNDS.max}`;
  return `must be ${side} USD per XP (${rate} is outside the bound: a rate is ${rateBoundText()})`;
}

type RateField = { path: string; label: string; rate: string };

function rateFields(product: Product | undefined): RateField[] {
  if (product?.pricing.kind !== "xp-range") return [];
  return product.pricing.methods.map((method, index) => ({
    path: `pricing.methods.${index}.usdPerXp`,
    label: `${method.label} (levels ${method.fromLevel}–${method.toLevel})`,
    rate: method.usdPerXp,
  }));
}

/** A cut to below this share of the old price (in percent) needs the second confirmation. */
export const LARGE_CUT_PERCENT = 50;

/** "from $0.50 to $10,000.00": a bound as the editor's hint and the refusal name it. */
export function boundText(role: PriceRole): string {
  const bound = PRICE_BOUNDS[role];
  return `from ${formatUsd(bound.minCents)} to ${formatUsd(bound.maxCents)}`;
}

/** Why this amount is outside its bound, or undefined when it is within it. */
export function priceBoundProblem(role: PriceRole, cents: number): string | undefined {
  const bound = PRICE_BOUNDS[role];
  if (cents >= bound.minCents && cents <= bound.maxCents) return undefined;
  const side =
    cents < bound.minCents ? `at least ${formatUsd(bound.minCents)}` : `at most ${formatUsd(bound.maxCents)}`;
  return `must be ${side} (${formatUsd(cents)} is outside the bound: ${bound.what.toLowerCase()} is ${boundText(role)})`;
}

function byPath(product: Product | undefined): Map<string, PriceField> {
  return new Map((product ? priceFields(product) : []).map((field) => [field.path, field]));
}

/**
 * The price fields a change moved (or a new product brings) that are outside their bounds, each
 * with its path, so the editor shows it beside the field. Fields it left alone are not judged: an
 * old value is not the operator's slip today.
 */
export function priceBoundProblems(before: Product | undefined, after: Product, prefix = ""): EditProblem[] {
  const at = (path: string) => (prefix === "" ? path : `${prefix}.${path}`);
  const old = byPath(before);
  const prices = priceFields(after).flatMap((field) => {
    if (old.get(field.path)?.cents === field.cents) return [];
    const message = priceBoundProblem(field.role, field.cents);
    return message ? [{ path: at(field.path), message }] : [];
  });
  const oldRates = new Map(rateFields(before).map((field) => [field.path, field.rate]));
  const rates = rateFields(after).flatMap((field) => {
    if (oldRates.get(field.path) === field.rate) return [];
    const message = rateBoundProblem(field.rate);
    return message ? [{ path: at(field.path), message }] : [];
  });
  return [...prices, ...rates];
}

/**
 * A change to a price nobody is charged (the fire cape's base price, replaced by every account
 * type's own): refused, since it would be recorded and reported as done while buyers pay the same
 * (`--field pricing.baseCents=…`, or an edited import file). The message says what sets the price.
 */
export function deadPriceProblems(before: Product | undefined, after: Product): EditProblem[] {
  const group = pricingGroup(after);
  if (!before || !group) return [];
  const charged = new Set(priceFields(after).map((field) => field.path));
  const was = new Map(leafNumbers(before));
  const example = group.choices[0]?.label ?? "OPTION";
  return leafNumbers(after).flatMap(([path, value]) => {
    if (charged.has(path) || !priceLabels(after).has(path) || was.get(path) === value) return [];
    return [
      {
        path,
        message: `is not charged: the option chosen (${group.label}) sets the price; set an option's price instead (--option-price "${example}=CENTS", or its field in the editor)`,
      },
    ];
  });
}

/** The product's own price paths and their numbers (the fixed base, the unit breaks). */
function leafNumbers(product: Product): [string, number][] {
  const pricing = product.pricing;
  if (pricing.kind === "fixed") return [["pricing.baseCents", pricing.baseCents]];
  if (pricing.kind === "per-unit") {
    return pricing.unitTiers.map((tier, index) => [`pricing.unitTiers.${index}.unitCents`, tier.unitCents]);
  }
  return [];
}

function isLargeCut(was: number, now: number): boolean {
  return now * 100 < was * (100 - LARGE_CUT_PERCENT);
}

function cutPercent(beforeCents: number, afterCents: number): number {
  return Math.round(((beforeCents - afterCents) * 100) / beforeCents);
}

/**
 * The whole verdict on a product's change: refused when a moved price is outside its bound (named
 * with the product's words), to confirm when a price falls to less than half, fine otherwise.
 */
export function priceChangeCheck(before: Product | undefined, after: Product): ChangeCheck {
  const problems = [...priceBoundProblems(before, after), ...deadPriceProblems(before, after)];
  const labels = new Map(
    [...priceFields(after), ...rateFields(after)].map((field) => [field.path, field.label] as const),
  );
  for (const [path, label] of priceLabels(after)) if (!labels.has(path)) labels.set(path, label);
  if (problems.length > 0) {
    return {
      kind: "refused",
      message: problems
        .map((problem) => `${after.name}: ${labels.get(problem.path) ?? problem.path} ${problem.message}.`)
        .join(" "),
    };
  }
  const old = byPath(before);
  const prices = priceFields(after).map((field): ChangeCheck => {
    const was = old.get(field.path)?.cents;
    if (was === undefined || !isLargeCut(was, field.cents)) return { kind: "ok" };
    return {
      kind: "confirm",
      effect: `${after.name}: ${field.label} falls from ${formatUsd(was)} to ${formatUsd(field.cents)} (−${cutPercent(was, field.cents)} %); buyers are charged the new price at once.`,
    };
  });
  const oldRates = new Map(rateFields(before).map((field) => [field.path, field.rate]));
  const rates = rateFields(after).map((field): ChangeCheck => {
    const was = oldRates.get(field.path);
    if (was === undefined) return { kind: "ok" };
    const [wasNanos, nowNanos] = [usdRateToNanodollars(was), usdRateToNanodollars(field.rate)];
    if (!isLargeCut(wasNanos, nowNanos)) return { kind: "ok" };
    return {
      kind: "confirm",
      effect: `${after.name}: ${field.label} falls from ${was} to ${field.rate} USD per XP (−${cutPercent(wasNanos, nowNanos)} %); buyers are charged the new rate at once.`,
    };
  });
  return combineChecks([...prices, ...rates]);
}
