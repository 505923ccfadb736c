import type { CartItem } from "@/domain/cart/cart-schema";
import { buildLineSku } from "@/domain/cart/line-sku";
import type { PricedProduct } from "@/domain/catalogue/product-schema";
import { formatCount } from "@/domain/money/format-amount";
import { divideRoundHalfUp } from "@/domain/money/money";
import type { LineConfig, PricedLine, PriceResult } from "./price-line";
import { firstAllowedCount, unitTiersFor, usdRateToNanodollars } from "./price-line";

/** The count a configurator starts at. */
export function defaultCount(product: PricedProduct): number {
  return product.pricing.kind === "per-unit" ? product.pricing.defaultCount : 1;
}

/**
 * The configurator's line under the quantity: where the breaks are, and when more units cost the same
 * (the cap). A break is named at the first count the quantity's steps allow, so every count it names
 * can be typed.
 */
export function quantityHint(product: PricedProduct, config: LineConfig, priced: PriceResult): string {
  const pricing = product.pricing;
  if (pricing.kind !== "per-unit") return "";
  const breaks = [
    ...new Set(
      unitTiersFor(product, config)
        .slice(1)
        .map((tier) => firstAllowedCount(tier.from, pricing))
        .filter((count) => count > pricing.minCount && count <= pricing.maxCount),
    ),
  ];
  const base =
    breaks.length > 0
      ? `Cheaper per ${pricing.unitLabel} from ${breaks.map(formatCount).join(" and ")} ${pricing.unitLabelPlural}.`
      : `From ${formatCount(pricing.minCount)} to ${formatCount(pricing.maxCount)} ${pricing.unitLabelPlural}.`;
  if (!priced.ok || priced.sameAsCount === undefined) return base;
  return `${base} ${formatCount(priced.sameAsCount)} ${pricing.unitLabelPlural} cost the same.`;
}

/** A listing card's "from" price: the cheapest way in, and what it is per. */
export function fromPrice(product: PricedProduct): { cents: number; per?: string } {
  const pricing = product.pricing;
  switch (pricing.kind) {
    case "fixed": {
      const bases = product.optionGroups
        .flatMap((group) => (group.kind === "single" ? group.choices : []))
        .map((choice) => choice.baseCents)
        .filter((cents): cents is number => cents !== undefined);
      return { cents: Math.min(pricing.baseCents, ...bases) };
    }
    case "per-unit": {
      const variantTiers = product.optionGroups.flatMap((group) =>
        group.choices.flatMap((choice) => choice.unitTiers ?? []),
      );
      const units = [...pricing.unitTiers, ...variantTiers].map((tier) => tier.unitCents);
      return { cents: Math.min(...units), per: pricing.unitLabel };
    }
    case "xp-range": {
      const cheapest = Math.min(...pricing.methods.map((method) => usdRateToNanodollars(method.usdPerXp)));
      return { cents: divideRoundHalfUp(cheapest * 100_000, 10_000_000), per: "100k XP" };
    }
    case "tiered":
      return { cents: Math.min(...pricing.tiers.map((tier) => tier.priceCents)) };
  }
}

/**
 * The cart line for a priced configuration. Its sku names the variant (tier, mode), so each variant
 * is its own line, while a new count or add-on of the same variant replaces it.
 */
export function toCartItem(product: PricedProduct, priced: PricedLine): CartItem {
  return {
    sku: buildLineSku(product, priced.config),
    name: product.name,
    ...(priced.subName ? { subName: priced.subName } : {}),
    count: priced.count,
    pricePer: priced.pricePerCents,
    totalPrice: priced.totalCents,
    imageSrc: product.imageSrc,
    config: priced.config,
  };
}

export type { LineConfig };
