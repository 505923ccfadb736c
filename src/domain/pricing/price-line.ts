import type { CartItemConfig } from "@/domain/cart/cart-schema";
import { lineDiscountCents } from "@/domain/cart/cart-totals";
import type { OptionChoice, PricedProduct, TrainingMethod, UnitTier } from "@/domain/catalogue/product-schema";
import { DEFAULT_GOLD_RATES, goldEquivalentMillions } from "@/domain/gold/gold-pricing";
import { formatCount } from "@/domain/money/format-amount";
import { divideRoundHalfUp } from "@/domain/money/money";
import { levelForXp, MAX_XP, xpForLevel } from "./xp-table";

/*
 * The one pricing function. The browser runs it to show a price; the server runs it again on the
 * same product, config and count to decide what is charged. A config it cannot price exactly is
 * refused with a reason, never guessed.
 */

export type LineConfig = CartItemConfig;

export type PricingContext = { discountBasisPoints: number; goldBuyMillicentsPerMillion?: number };

export type XpSegment = { methodId: string; methodLabel: string; fromXp: number; toXp: number; cents: number };

export type PricedLine = {
  ok: true;
  /** The config with every default filled in and multi choices in catalogue order: what the cart keeps. */
  config: LineConfig;
  count: number;
  subName: string;
  /** Before add-ons. */
  baseCents: number;
  pricePerCents: number;
  /** Before the discount. */
  totalCents: number;
  discountCents: number;
  payableCents: number;
  goldEquivalentMillions: number;
  segments: XpSegment[];
  /** A larger count that costs the same (the volume-break cap), when there is one. */
  sameAsCount?: number;
};

export type PriceRefusal = { ok: false; field: string; reason: string };

export type PriceResult = PricedLine | PriceRefusal;

const NANODOLLARS_PER_CENT = 10_000_000;

/** "0.000054" USD per XP as integer nanodollars (54_000), without a float in the way. */
export function usdRateToNanodollars(rate: string): number {
  const [whole = "0", fraction = ""] = rate.split(".");
  return Number(whole) * 1_000_000_000 + Number(fraction.padEnd(9, "0").slice(0, 9));
}

function refuse(field: string, reason: string): PriceRefusal {
  return { ok: false, field, reason };
}

const XP_KEYS = ["startXp", "targetXp", "method"];

function allowedKeys(product: PricedProduct): Set<string> {
  const keys = new Set(product.optionGroups.map((group) => group.id));
  if (product.pricing.kind === "xp-range") for (const key of XP_KEYS) keys.add(key);
  if (product.pricing.kind === "tiered") keys.add("tier");
  return keys;
}

type Selection = { config: LineConfig; chosen: OptionChoice[]; labels: string[] } | PriceRefusal;

function selectOptions(product: PricedProduct, config: LineConfig): Selection {
  const normalised: LineConfig = {};
  const chosen: OptionChoice[] = [];
  const labels: string[] = [];
  for (const group of product.optionGroups) {
    const value = config[group.id];
    if (group.kind === "single") {
      const choice = value === undefined ? group.choices[0] : group.choices.find((option) => option.id === value);
      if (!choice) return refuse(group.id, `"${String(value)}" is not a choice of ${group.label}.`);
      normalised[group.id] = choice.id;
      chosen.push(choice);
      if (group.choices.length > 1) labels.push(choice.label);
      continue;
    }
    if (value !== undefined && typeof value !== "string")
      return refuse(group.id, `${group.label} must be a list of choices.`);
    const ids = value ? value.split(",").filter(Boolean) : [];
    if (new Set(ids).size !== ids.length) return refuse(group.id, `${group.label} lists a choice twice.`);
    const unknown = ids.find((choiceId) => !group.choices.some((option) => option.id === choiceId));
    if (unknown) return refuse(group.id, `"${unknown}" is not a choice of ${group.label}.`);
    const picked = group.choices.filter((option) => ids.includes(option.id));
    normalised[group.id] = picked.map((option) => option.id).join(",");
    chosen.push(...picked);
    labels.push(...picked.map((option) => option.label));
  }
  return { config: normalised, chosen, labels };
}

/** The volume breaks that price a per-unit configuration: its chosen variant's own, or the product's. */
export function unitTiersFor(product: PricedProduct, config: LineConfig): readonly UnitTier[] {
  if (product.pricing.kind !== "per-unit") return [];
  const selection = selectOptions(product, config);
  const variant = "ok" in selection ? undefined : selection.chosen.find((choice) => choice.unitTiers !== undefined);
  return (variant?.unitTiers as UnitTier[] | undefined) ?? product.pricing.unitTiers;
}

export function unitCentsFor(tiers: readonly UnitTier[], count: number): number {
  let unit = tiers[0]?.unitCents ?? 0;
  for (const tier of tiers) if (count >= tier.from) unit = tier.unitCents;
  return unit;
}

type CountRange = { minCount: number; maxCount: number; step: number };

/** The first count at or past `from` that the quantity's steps allow (a break at 101 in steps of 10 is reached at 110). */
export function firstAllowedCount(from: number, range: Pick<CountRange, "minCount" | "step">): number {
  return range.minCount + Math.ceil(Math.max(0, from - range.minCount) / range.step) * range.step;
}

/**
 * What `count` units cost before add-ons. A volume break prices every unit at the break's price,
 * which alone would make 50 kills dearer than 51; so the total is capped at the cheapest total of
 * any larger count the buyer could choose. We cap rather than graduate the breaks because a cap
 * keeps the advertised per-unit price at every break and never raises a price: it only lowers
 * the counts just below a break. `sameAsCount` is the larger count that costs the same, for the
 * configurator to say so.
 */
export function perUnitTotalCents(
  tiers: readonly UnitTier[],
  count: number,
  range: CountRange,
): { cents: number; sameAsCount?: number } {
  let best: { cents: number; sameAsCount?: number } = { cents: unitCentsFor(tiers, count) * count };
  for (const tier of tiers) {
    if (tier.from <= count) continue;
    const reachable = firstAllowedCount(tier.from, range);
    if (reachable > range.maxCount) continue;
    const cents = unitCentsFor(tiers, reachable) * reachable;
    if (cents <= best.cents) best = { cents, sameAsCount: reachable };
  }
  return best;
}

function methodRangeXp(method: TrainingMethod): [number, number] {
  return [xpForLevel(method.fromLevel), method.toLevel === 99 ? MAX_XP : xpForLevel(method.toLevel)];
}

/** Splits [startXp, targetXp) where methods begin or end, and prices each piece with the method that covers it. */
export function priceXpRange(
  methods: readonly TrainingMethod[],
  startXp: number,
  targetXp: number,
  preferredId?: string,
): { segments: XpSegment[]; nanodollars: number } | { uncovered: number } {
  const cuts = new Set<number>([startXp, targetXp]);
  for (const method of methods) {
    for (const xp of methodRangeXp(method)) if (xp > startXp && xp < targetXp) cuts.add(xp);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const pieces: { method: TrainingMethod; fromXp: number; toXp: number; nanodollars: number }[] = [];
  for (let index = 0; index < points.length - 1; index++) {
    const fromXp = points[index] as number;
    const toXp = points[index + 1] as number;
    const covering = methods.filter((method) => {
      const [low, high] = methodRangeXp(method);
      return low <= fromXp && toXp <= high;
    });
    const method = covering.find((candidate) => candidate.id === preferredId) ?? covering[0];
    if (!method) return { uncovered: fromXp };
    const nanodollars = (toXp - fromXp) * usdRateToNanodollars(method.usdPerXp);
    const last = pieces[pieces.length - 1];
    // A cut made by another method's boundary does not split a run of the same method.
    if (last && last.method.id === method.id) {
      last.toXp = toXp;
      last.nanodollars += nanodollars;
    } else pieces.push({ method, fromXp, toXp, nanodollars });
  }
  return {
    segments: pieces.map((piece) => ({
      methodId: piece.method.id,
      methodLabel: piece.method.label,
      fromXp: piece.fromXp,
      toXp: piece.toXp,
      cents: divideRoundHalfUp(piece.nanodollars, NANODOLLARS_PER_CENT),
    })),
    nanodollars: pieces.reduce((sum, piece) => sum + piece.nanodollars, 0),
  };
}

function describeXp(xp: number): string {
  const level = levelForXp(xp);
  return xpForLevel(level) === xp ? `${level}` : `${formatCount(xp)} XP`;
}

export function priceLine(
  product: PricedProduct,
  config: LineConfig,
  count: number,
  context: PricingContext,
): PriceResult {
  const allowed = allowedKeys(product);
  const unknownKey = Object.keys(config).find((key) => !allowed.has(key));
  if (unknownKey) return refuse(unknownKey, `"${unknownKey}" is not an option of ${product.name}.`);
  if (!Number.isInteger(count)) return refuse("count", "The quantity must be a whole number.");

  const selection = selectOptions(product, config);
  if ("ok" in selection) return selection;
  const normalised = selection.config;
  const parts: string[] = [];
  let baseCents: number;
  let segments: XpSegment[] = [];
  let sameAsCount: number | undefined;
  const pricing = product.pricing;

  switch (pricing.kind) {
    case "fixed": {
      if (count !== 1) return refuse("count", `${product.name} is sold one at a time.`);
      const override = selection.chosen.find((choice) => choice.baseCents !== undefined);
      baseCents = override?.baseCents ?? pricing.baseCents;
      break;
    }
    case "per-unit": {
      if (count < pricing.minCount) {
        return refuse(
          "count",
          `The minimum is ${pricing.minCount} ${pricing.minCount === 1 ? pricing.unitLabel : pricing.unitLabelPlural}.`,
        );
      }
      if (count > pricing.maxCount) {
        return refuse("count", `The maximum is ${pricing.maxCount} ${pricing.unitLabelPlural}; contact us for more.`);
      }
      if ((count - pricing.minCount) % pricing.step !== 0) {
        return refuse("count", `Choose a quantity in steps of ${pricing.step}.`);
      }
      const variant = selection.chosen.find((choice) => choice.unitTiers !== undefined);
      const tiers = (variant?.unitTiers as UnitTier[] | undefined) ?? pricing.unitTiers;
      const capped = perUnitTotalCents(tiers, count, pricing);
      baseCents = capped.cents;
      if (capped.sameAsCount !== undefined) sameAsCount = capped.sameAsCount;
      parts.push(`${formatCount(count)} ${count === 1 ? pricing.unitLabel : pricing.unitLabelPlural}`);
      break;
    }
    case "xp-range": {
      if (count !== 1) return refuse("count", `${product.name} is sold one range at a time.`);
      const startXp = config.startXp ?? xpForLevel(pricing.defaultStartLevel);
      const targetXp = config.targetXp ?? xpForLevel(pricing.defaultTargetLevel);
      if (typeof startXp !== "number" || !Number.isInteger(startXp) || startXp < 0 || startXp >= MAX_XP) {
        return refuse("startXp", `The start must be a whole XP amount from 0 to ${formatCount(MAX_XP - 1)}.`);
      }
      if (typeof targetXp !== "number" || !Number.isInteger(targetXp) || targetXp > MAX_XP) {
        return refuse("targetXp", `The target must be a whole XP amount up to ${formatCount(MAX_XP)}.`);
      }
      if (targetXp <= startXp) return refuse("targetXp", "The target must be above the start.");
      const method = config.method;
      if (method !== undefined && (typeof method !== "string" || !pricing.methods.some((m) => m.id === method))) {
        return refuse("method", `"${String(method)}" is not a training method for ${pricing.skill}.`);
      }
      const priced = priceXpRange(pricing.methods, startXp, targetXp, method);
      if ("uncovered" in priced) {
        return refuse(
          "startXp",
          `No training method covers level ${levelForXp(priced.uncovered)} of ${pricing.skill}.`,
        );
      }
      segments = priced.segments;
      baseCents = divideRoundHalfUp(priced.nanodollars, NANODOLLARS_PER_CENT);
      normalised.startXp = startXp;
      normalised.targetXp = targetXp;
      if (method !== undefined) normalised.method = method;
      parts.push(`${describeXp(startXp)} → ${describeXp(targetXp)}`);
      break;
    }
    case "tiered": {
      if (count !== 1) return refuse("count", `${product.name} is sold one tier at a time.`);
      const tier =
        config.tier === undefined ? pricing.tiers[0] : pricing.tiers.find((option) => option.id === config.tier);
      if (!tier)
        return refuse(
          "tier",
          `"${String(config.tier)}" is not a ${pricing.tierLabel.toLowerCase()} of ${product.name}.`,
        );
      baseCents = tier.priceCents;
      normalised.tier = tier.id;
      parts.push(tier.label);
      break;
    }
  }

  const addCents = selection.chosen.reduce((sum, choice) => sum + (choice.addCents ?? 0), 0);
  const addPercent = selection.chosen.reduce((sum, choice) => sum + (choice.addPercent ?? 0), 0);
  const beforePercent = baseCents + addCents;
  const totalCents = beforePercent + divideRoundHalfUp(beforePercent * addPercent, 100);
  const discountCents = lineDiscountCents({ sku: product.sku, totalPrice: totalCents }, context.discountBasisPoints);
  const payableCents = totalCents - discountCents;

  return {
    ok: true,
    config: normalised,
    count,
    subName: [...parts, ...selection.labels].join(" · "),
    baseCents,
    pricePerCents: count > 1 ? divideRoundHalfUp(totalCents, count) : totalCents,
    totalCents,
    discountCents,
    payableCents,
    goldEquivalentMillions: goldEquivalentMillions(
      payableCents,
      false,
      context.goldBuyMillicentsPerMillion ?? DEFAULT_GOLD_RATES.buyMillicentsPerMillion,
    ),
    segments,
    ...(sameAsCount !== undefined ? { sameAsCount } : {}),
  };
}
