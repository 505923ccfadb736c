import type { OptionChoice, OptionGroup, Pricing, Product, UnitTier } from "./product-schema";

/*
 * Every amount of a product that decides what a buyer pays, named in the product's own words
 * ("Main account price", "Awakened: price per kill from 1 kill"), with its path in the product's
 * data. The editor shows these fields, the history names a moved path by its label, the command
 * line's --price and --option-price find their field here, and the guard rails check them.
 *
 * A product's own price (pricing.baseCents, or its unit price breaks) is dead when a single-choice
 * option group sets its own price on every choice: whichever the buyer picks replaces it (see
 * priceLine). Such a field is left out, so nobody edits a price that changes nothing.
 */

/** price: what one service costs; unit: the price of one unit (a kill, a raid); add: an add-on's amount. */
export type PriceRole = "price" | "unit" | "add";

export type PriceField = {
  path: string;
  label: string;
  cents: number;
  role: PriceRole;
  /** "price": the product's own price; "options": a price an option sets. */
  section: "price" | "options";
  /** The option that sets it, for `--option-price "<label>=CENTS"`; absent for the product's own price. */
  option?: { groupLabel: string; choiceId: string; choiceLabel: string };
};

function overridesBase(choice: OptionChoice, pricing: Pricing): boolean {
  if (pricing.kind === "fixed") return choice.baseCents !== undefined;
  if (pricing.kind === "per-unit") return choice.unitTiers !== undefined;
  return false;
}

/** The single-choice group whose every choice sets its own price, when there is one. */
export function pricingGroup(product: Pick<Product, "pricing" | "optionGroups">): OptionGroup | undefined {
  return product.optionGroups.find(
    (group) => group.kind === "single" && group.choices.every((choice) => overridesBase(choice, product.pricing)),
  );
}

/**
 * The single-choice group whose default (first) choice sets its own price when only some of its
 * choices do: the default buyer pays that option's price, others the product's own.
 */
export function defaultOverrideGroup(product: Pick<Product, "pricing" | "optionGroups">): OptionGroup | undefined {
  return product.optionGroups.find((group) => {
    const [first] = group.choices;
    return group.kind === "single" && first !== undefined && overridesBase(first, product.pricing);
  });
}

/** Whether a buyer can ever be charged the product's own price (no option replaces it every time). */
export function basePriceCharged(product: Pick<Product, "pricing" | "optionGroups">): boolean {
  return pricingGroup(product) === undefined;
}

/** "Main account price", "Fighter torso price": a price an option sets, as the owner says it. */
export function optionPriceLabel(group: Pick<OptionGroup, "id">, choice: Pick<OptionChoice, "label">): string {
  return group.id === "account-type" ? `${choice.label} account price` : `${choice.label} price`;
}

function unitTierLabel(pricing: Extract<Pricing, { kind: "per-unit" }>, tier: UnitTier): string {
  const unit = tier.from === 1 ? pricing.unitLabel : pricing.unitLabelPlural;
  return `price per ${pricing.unitLabel} from ${tier.from} ${unit}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function ownPriceFields(pricing: Pricing): PriceField[] {
  switch (pricing.kind) {
    case "fixed":
      return [
        { path: "pricing.baseCents", label: "Base price", cents: pricing.baseCents, role: "price", section: "price" },
      ];
    case "per-unit":
      return pricing.unitTiers.map((tier, index) => ({
        path: `pricing.unitTiers.${index}.unitCents`,
        label: capitalise(unitTierLabel(pricing, tier)),
        cents: tier.unitCents,
        role: "unit",
        section: "price",
      }));
    case "tiered":
      return pricing.tiers.map((tier, index) => ({
        path: `pricing.tiers.${index}.priceCents`,
        label: `${pricing.tierLabel}: ${tier.label}`,
        cents: tier.priceCents,
        role: "price",
        section: "price",
      }));
    case "xp-range":
      return [];
  }
}

function optionPriceFields(product: Pick<Product, "pricing" | "optionGroups">): PriceField[] {
  const pricing = product.pricing;
  return product.optionGroups.flatMap((group, g) =>
    group.choices.flatMap((choice, c): PriceField[] => {
      const at = `optionGroups.${g}.choices.${c}`;
      const option = { groupLabel: group.label, choiceId: choice.id, choiceLabel: choice.label };
      const fields: PriceField[] = [];
      if (choice.baseCents !== undefined && pricing.kind === "fixed") {
        fields.push({
          path: `${at}.baseCents`,
          label: optionPriceLabel(group, choice),
          cents: choice.baseCents,
          role: "price",
          section: "options",
          option,
        });
      }
      if (choice.unitTiers !== undefined && pricing.kind === "per-unit") {
        choice.unitTiers.forEach((tier, index) => {
          fields.push({
            path: `${at}.unitTiers.${index}.unitCents`,
            label: `${choice.label}: ${unitTierLabel(pricing, tier)}`,
            cents: tier.unitCents,
            role: "unit",
            section: "options",
            option,
          });
        });
      }
      if (choice.addCents !== undefined) {
        fields.push({
          path: `${at}.addCents`,
          label: `${group.label}: ${choice.label}, adds`,
          cents: choice.addCents,
          role: "add",
          section: "options",
          option,
        });
      }
      return fields;
    }),
  );
}

/** Every amount that can reach a buyer's price, the product's own first (unless an option always replaces it). */
export function priceFields(product: Pick<Product, "pricing" | "optionGroups">): PriceField[] {
  return [...(basePriceCharged(product) ? ownPriceFields(product.pricing) : []), ...optionPriceFields(product)];
}

/**
 * A label for every price path of the product, dead ones too (the history may name a change made
 * to one before it was hidden from the editor).
 */
export function priceLabels(product: Pick<Product, "pricing" | "optionGroups">): Map<string, string> {
  return new Map(
    [...ownPriceFields(product.pricing), ...optionPriceFields(product)].map((field) => [field.path, field.label]),
  );
}
