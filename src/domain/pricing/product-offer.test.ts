import { describe, expect, it } from "vitest";
import { allCatalogueEntries } from "@/domain/catalogue/catalogue";
import type { PricedProduct } from "@/domain/catalogue/product-schema";
import { type LineConfig, priceLine, unitCentsFor, unitTiersFor } from "./price-line";
import { quantityHint } from "./product-offer";

const context = { discountBasisPoints: 0 };

/** Each per-unit product once per variant with its own volume breaks (Awakened, Challenge Mode…). */
function perUnitConfigurations(): { product: PricedProduct; config: LineConfig; name: string }[] {
  return allCatalogueEntries().flatMap(({ product }) => {
    if (product.pricing.kind !== "per-unit") return [];
    const variants = product.optionGroups.flatMap((group) =>
      group.kind === "single"
        ? group.choices
            .filter((choice) => choice.unitTiers !== undefined)
            .map((choice) => ({ config: { [group.id]: choice.id }, name: `${product.sku} ${choice.id}` }))
        : [],
    );
    const configurations = variants.length > 0 ? variants : [{ config: {}, name: product.sku }];
    return configurations.map((entry) => ({ product, ...entry }));
  });
}

/** The counts a hint names: "from 110 and 310 tickets", "1,100 tickets cost the same", "From 10 to 2,000". */
function namedCounts(hint: string): number[] {
  return [...hint.matchAll(/\d[\d,]*/g)].map((match) => Number(match[0].replaceAll(",", "")));
}

describe("the quantity hint of every product sold by the unit", () => {
  const configurations = perUnitConfigurations();

  it("covers the products with volume breaks and steps", () => {
    const skus = new Set(configurations.map((entry) => entry.product.sku));
    expect(skus).toContain("minigame-castle-wars");
    expect(skus).toContain("minigame-nightmare-zone");
    expect(configurations.length).toBeGreaterThan(60);
  });

  it.each(perUnitConfigurations().map((entry) => [entry.name, entry] as const))(
    "%s names only counts the quantity allows, each a real break",
    (_name, { product, config }) => {
      if (product.pricing.kind !== "per-unit") throw new Error("not per unit");
      const pricing = product.pricing;
      const tiers = unitTiersFor(product, config);
      // Every count the buyer can type, and the hint at each (the "cost the same" part changes with it).
      for (let count = pricing.minCount; count <= pricing.maxCount; count += pricing.step) {
        const priced = priceLine(product, config, count, context);
        expect(priced.ok, `${count}`).toBe(true);
        const hint = quantityHint(product, config, priced);
        // A unit label that starts with a number would read "11 100K points".
        expect(hint).not.toMatch(/\d [\d]/);
        for (const named of namedCounts(hint.replace(pricing.unitLabel, "").replaceAll(pricing.unitLabelPlural, ""))) {
          expect(named, hint).toBeGreaterThanOrEqual(pricing.minCount);
          expect(named, hint).toBeLessThanOrEqual(pricing.maxCount);
          expect((named - pricing.minCount) % pricing.step, `${hint} in steps of ${pricing.step}`).toBe(0);
        }
        const breaks = hint.match(/^Cheaper per .+? from (.+?)\./)?.[1];
        for (const named of breaks ? namedCounts(breaks.replace(pricing.unitLabelPlural, "")) : []) {
          // The unit price drops at the named count and not at the allowed count before it.
          const before = named - pricing.step;
          expect(unitCentsFor(tiers, named), hint).toBeLessThan(unitCentsFor(tiers, before));
        }
      }
    },
  );

  it("names Castle Wars' break at 110 tickets and Nightmare Zone's in blocks of 100K points", () => {
    const byName = new Map(configurations.map((entry) => [entry.name, entry]));
    const castleWars = byName.get("minigame-castle-wars");
    const nightmareZone = byName.get("minigame-nightmare-zone");
    if (!castleWars || !nightmareZone) throw new Error("missing product");
    expect(quantityHint(castleWars.product, {}, priceLine(castleWars.product, {}, 100, context))).toBe(
      "Cheaper per ticket from 110 and 310 tickets. 110 tickets cost the same.",
    );
    expect(quantityHint(nightmareZone.product, {}, priceLine(nightmareZone.product, {}, 10, context))).toBe(
      "Cheaper per block of 100K points from 11 and 51 blocks of 100K points. 11 blocks of 100K points cost the same.",
    );
  });
});
