import { describe, expect, it } from "vitest";
import { allCatalogueEntries } from "@/domain/catalogue/catalogue";
import type { Product } from "@/domain/catalogue/product-schema";
import { type LineConfig, type PricedLine, priceLine } from "./price-line";
import { MAX_XP, xpForLevel } from "./xp-table";

/*
 * Buying more never costs less: over every product of the catalogue, every variant with
 * its own unit prices and every count the buyer can choose, the total and the discounted total
 * never fall as the quantity grows; and a higher XP target never costs less.
 */

const context = { discountBasisPoints: 1_000 };

function priced(product: Product, config: LineConfig, count: number): PricedLine {
  const result = priceLine(product, config, count, context);
  if (!result.ok) throw new Error(`${product.sku} ${JSON.stringify(config)} × ${count} refused: ${result.reason}`);
  return result;
}

/** The default config, then one config per choice that brings its own unit prices. */
function unitVariants(product: Product): LineConfig[] {
  const configs: LineConfig[] = [{}];
  for (const group of product.optionGroups) {
    for (const choice of group.choices) if (choice.unitTiers) configs.push({ [group.id]: choice.id });
  }
  return configs;
}

/** Every place the total falls: [variant, count, total, next count, next total]. */
function drops(product: Product): string[] {
  const pricing = product.pricing;
  if (pricing.kind !== "per-unit") return [];
  const found: string[] = [];
  for (const config of unitVariants(product)) {
    let previous = priced(product, config, pricing.minCount);
    for (let count = pricing.minCount + pricing.step; count <= pricing.maxCount; count += pricing.step) {
      const next = priced(product, config, count);
      if (next.totalCents < previous.totalCents || next.payableCents < previous.payableCents) {
        found.push(
          `${product.sku} ${JSON.stringify(config)}: ${previous.count} cost ${previous.totalCents}, ${count} cost ${next.totalCents}`,
        );
      }
      previous = next;
    }
  }
  return found;
}

const products = allCatalogueEntries().map((entry) => entry.product);

describe("buying more never costs less", () => {
  it("holds for every count of every per-unit product and unit-priced variant", () => {
    const perUnit = products.filter((product) => product.pricing.kind === "per-unit");
    expect(perUnit.length).toBeGreaterThan(50);
    expect(perUnit.flatMap(drops)).toEqual([]);
  });

  it("leaves no quantity to choose on fixed and tiered products", () => {
    for (const product of products.filter((item) => item.pricing.kind === "fixed" || item.pricing.kind === "tiered")) {
      expect(priceLine(product, {}, 2, context).ok, product.sku).toBe(false);
    }
  });

  it("never charges less for a higher XP target", () => {
    const skills = products.filter((product) => product.pricing.kind === "xp-range");
    expect(skills.length).toBeGreaterThan(20);
    // Each level's XP and the middle of each level, then past 99 up to 200M.
    const targets = Array.from({ length: 98 }, (_, index) => index + 2).flatMap((level) => {
      const low = xpForLevel(level);
      return level < 99 ? [low, Math.floor((low + xpForLevel(level + 1)) / 2)] : [low, 50_000_000, MAX_XP];
    });
    for (const product of skills) {
      if (product.pricing.kind !== "xp-range") continue;
      for (const startLevel of [1, 30, 60, 90]) {
        const startXp = xpForLevel(startLevel);
        let previous = 0;
        for (const targetXp of targets.filter((target) => target > startXp)) {
          const result = priceLine(product, { startXp, targetXp }, 1, context);
          // A range no method covers is refused, never priced lower.
          if (!result.ok) continue;
          expect(result.payableCents, `${product.sku} ${startXp} → ${targetXp}`).toBeGreaterThanOrEqual(previous);
          previous = result.payableCents;
        }
      }
    }
  });
});
