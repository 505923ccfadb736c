import { describe, expect, it } from "vitest";
import { seedRecords } from "./catalogue-snapshot";
import { basePriceCharged, priceFields, priceLabels, pricingGroup } from "./price-fields";
import { priceBoundProblem } from "./price-guard";

const records = seedRecords("2026-11-27T00:00:00.000Z");
const product = (sku: string) => {
  const found = records.find((candidate) => candidate.sku === sku);
  if (!found) throw new Error(sku);
  return found.product;
};

describe("a product's price fields", () => {
  it("finds the 15 fixed-price products whose options always replace the base price", () => {
    const optionPriced = records.filter(
      (record) => record.product.pricing.kind === "fixed" && !basePriceCharged(record.product),
    );
    expect(optionPriced.map((record) => record.sku).sort()).toHaveLength(15);
    expect(pricingGroup(product("fire-cape"))?.id).toBe("account-type");
  });

  it("names an option's price in the product's words, and leaves the dead base out", () => {
    expect(priceFields(product("fire-cape")).map((field) => [field.path, field.label, field.cents])).toEqual([
      ["optionGroups.0.choices.0.baseCents", "Main account price", 2_200],
      ["optionGroups.0.choices.1.baseCents", "Zerker (45 Defence) account price", 3_500],
      ["optionGroups.0.choices.2.baseCents", "Pure (1 Defence) account price", 4_500],
    ]);
    expect(priceLabels(product("fire-cape")).get("pricing.baseCents")).toBe("Base price");
  });

  it("keeps the base price when a buyer is charged it", () => {
    expect(priceFields(product("quest-dragon-slayer-ii"))).toEqual([
      { path: "pricing.baseCents", label: "Base price", cents: 8_000, role: "price", section: "price" },
    ]);
  });

  it("every seed price lies within the bound of its kind", () => {
    for (const record of records) {
      for (const field of priceFields(record.product)) {
        expect(priceBoundProblem(field.role, field.cents), `${record.sku} ${field.path}`).toBeUndefined();
      }
    }
  });
});
