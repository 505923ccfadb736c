import { describe, expect, it } from "vitest";
import { priceLine } from "@/domain/pricing/price-line";
import { defaultCount, fromPrice } from "@/domain/pricing/product-offer";
import { xpForLevel } from "@/domain/pricing/xp-table";
import { allCatalogueEntries, CATALOGUE, findProduct, findProductByPath, findProductBySku } from "./catalogue";
import { PRODUCT_LINES } from "./product-lines";

const context = { discountBasisPoints: 1_000 };
const entries = allCatalogueEntries();

describe("catalogue", () => {
  it("has every product line of the spec", () => {
    expect(CATALOGUE.map((line) => line.id).sort()).toEqual(
      [
        "bundles",
        "ca-boss",
        "ca-difficulty",
        "capes",
        "diaries",
        "dt2",
        "ironman-gathering",
        "megascales",
        "minigames",
        "pvm",
        "quests",
        "raids",
        "skills",
      ].sort(),
    );
  });

  it("has the game's 24 skills, 12 diary regions, 4 DT2 bosses and 6 combat achievement tiers", () => {
    const count = (id: string) => CATALOGUE.find((line) => line.id === id)?.products.length;
    expect(count("skills")).toBe(24);
    expect(count("diaries")).toBe(12);
    expect(count("dt2")).toBe(4);
    expect(count("ca-difficulty")).toBe(6);
  });

  it("reuses the PvM boss slugs for combat achievements by boss", () => {
    const pvm = new Set(CATALOGUE.find((line) => line.id === "pvm")?.products.map((product) => product.slug));
    for (const product of CATALOGUE.find((line) => line.id === "ca-boss")?.products ?? []) {
      expect(pvm.has(product.slug), product.slug).toBe(true);
    }
  });

  it("finds products by line and slug, sku and path", () => {
    expect(findProduct("pvm", "zulrah")?.path).toBe("/osrs-pvm/zulrah");
    expect(findProductBySku("fire-cape")?.path).toBe("/fire-cape");
    expect(findProductByPath("/quiver")?.product.sku).toBe("dizanas-quiver");
    expect(findProduct("pvm", "nope")).toBeUndefined();
  });

  it.each(entries.map((entry) => [entry.path, entry] as const))("%s prices with its defaults", (_path, entry) => {
    const result = priceLine(entry.product, {}, defaultCount(entry.product), context);
    if (!result.ok) throw new Error(`${entry.product.sku}: ${result.reason}`);
    expect(result.totalCents).toBeGreaterThan(0);
    expect(result.payableCents).toBeLessThanOrEqual(result.totalCents);
    expect(fromPrice(entry.product).cents).toBeGreaterThan(0);
  });

  it("covers every level from 1 to 99 for every skill", () => {
    for (const entry of entries) {
      if (entry.product.pricing.kind !== "xp-range") continue;
      const result = priceLine(entry.product, { startXp: 0, targetXp: xpForLevel(99) }, 1, context);
      expect(result.ok, `${entry.product.sku}: ${result.ok ? "" : result.reason}`).toBe(true);
    }
  });
});

/** Every string a value holds, however deep: a product's prose, its options' labels and notes. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the catalogue's words", () => {
  // A service is played by a player from our team; the spec quotes no sentence with "booster" in it.
  const boosterWord = /\bboost(er|ers|ing)\b/i;

  it.each(entries.map((entry) => [entry.path, entry] as const))("%s never speaks of a booster", (_path, entry) => {
    for (const text of strings(entry.product)) expect(text).not.toMatch(boosterWord);
  });

  it("line intros and the home page's line cards never speak of a booster", () => {
    for (const line of CATALOGUE) expect(line.intro, line.id).not.toMatch(boosterWord);
    for (const card of PRODUCT_LINES) expect(card.blurb, card.id).not.toMatch(boosterWord);
  });
});
