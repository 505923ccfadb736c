import { describe, expect, it } from "vitest";
import { findProductBySku } from "./catalogue";
import { checkProduct, parseFieldValue, setField, setFields, setOptionPrice, setPrice } from "./product-edits";
import type { OptionChoice, Product } from "./product-schema";

function product(sku: string): Product {
  const entry = findProductBySku(sku);
  if (!entry) throw new Error(sku);
  return entry.product;
}

describe("setPrice", () => {
  it("sets a fixed price's base", () => {
    const result = setPrice(product("quest-dragon-slayer-ii"), 4321);
    expect(result.ok && result.product.pricing).toMatchObject({ kind: "fixed", baseCents: 4321 });
  });

  it("refuses a product whose options set the price, naming the option prices and how to set them", () => {
    expect(setPrice(product("fire-cape"), 2500)).toEqual({
      ok: false,
      problems: [
        {
          path: "price",
          message:
            'is set by the option chosen (Account type), not by one price: Main account price $22.00, Zerker (45 Defence) account price $35.00, Pure (1 Defence) account price $45.00. Set one with --option-price "Main=CENTS" (US cents, like 2500 for $25.00)',
        },
      ],
    });
    const awakened = setPrice(product("dt2-vardorvis"), 500);
    expect(awakened.ok === false && awakened.problems[0]?.message).toContain(
      "Normal: price per kill from 1 kill $3.00, Awakened: price per kill from 1 kill $35.00",
    );
  });

  it("refuses when the default choice sets its own price and the others pay the base", () => {
    const before = product("fire-cape");
    const [group, ...groups] = before.optionGroups;
    if (!group) throw new Error("no group");
    const [main, ...choices] = group.choices;
    const partly = {
      ...before,
      optionGroups: [
        { ...group, choices: [main as OptionChoice, ...choices.map(({ baseCents: _, ...choice }) => choice)] },
        ...groups,
      ],
    };
    const result = setPrice(partly, 2600);
    expect(result.ok === false && result.problems[0]?.message).toContain(
      "Main account price $22.00. Set one with --option-price",
    );
    expect(result.ok === false && result.problems[0]?.message).toContain("--field pricing.baseCents=CENTS");
  });

  it("sets the one option's price when a single option always sets it", () => {
    const before = product("fire-cape");
    const [group, ...groups] = before.optionGroups;
    if (!group?.choices[0]) throw new Error("no group");
    const single = { ...before, optionGroups: [{ ...group, choices: [group.choices[0]] }, ...groups] };
    const result = setPrice(single, 2600);
    expect(result.ok && result.product.optionGroups[0]?.choices[0]?.baseCents).toBe(2600);
    expect(result.ok && result.product.pricing).toEqual(before.pricing);
  });
});

describe("setOptionPrice", () => {
  it("sets an option's price by its label or id, any case", () => {
    const byLabel = setOptionPrice(product("fire-cape"), "main", 3000);
    expect(byLabel.ok && byLabel.product.optionGroups[0]?.choices[0]?.baseCents).toBe(3000);
    const byId = setOptionPrice(product("fire-cape"), "Zerker (45 Defence)", 4000);
    expect(byId.ok && byId.product.optionGroups[0]?.choices[1]?.baseCents).toBe(4000);
    const variant = setOptionPrice(product("dt2-vardorvis"), "awakened", 4000);
    expect(variant.ok && variant.product.optionGroups[0]?.choices[1]?.unitTiers?.[0]?.unitCents).toBe(4000);
  });

  it("names the options that have a price when the one asked for has none", () => {
    expect(setOptionPrice(product("fire-cape"), "Ironman", 3000)).toEqual({
      ok: false,
      problems: [
        {
          path: "option-price Ironman",
          message:
            'is not an option with its own price; the options are "Main", "Zerker (45 Defence)", "Pure (1 Defence)"',
        },
      ],
    });
    expect(setOptionPrice(product("quest-dragon-slayer-ii"), "Main", 3000).ok).toBe(false);
    expect(setOptionPrice(product("fire-cape"), "Main", -1).ok).toBe(false);
  });

  it("sets the unit price of a per-unit product's first break and keeps the others", () => {
    const before = product("pvm-general-graardor");
    const result = setPrice(before, 999);
    expect(result.ok).toBe(true);
    if (!result.ok || result.product.pricing.kind !== "per-unit" || before.pricing.kind !== "per-unit") return;
    expect(result.product.pricing.unitTiers[0]?.unitCents).toBe(999);
    expect(result.product.pricing.unitTiers.slice(1)).toEqual(before.pricing.unitTiers.slice(1));
  });

  it("says which field to set for a product priced by tier or by experience", () => {
    expect(setPrice(product("diary-ardougne"), 100)).toMatchObject({
      ok: false,
      problems: [{ path: "price", message: expect.stringContaining("pricing.tiers.N.priceCents") }],
    });
    expect(setPrice(product("skill-attack"), 100)).toMatchObject({
      ok: false,
      problems: [{ path: "price", message: expect.stringContaining("usdPerXp") }],
    });
  });

  it("refuses a price that is not whole cents", () => {
    for (const cents of [-1, 1.5, Number.NaN]) {
      expect(setPrice(product("fire-cape"), cents).ok).toBe(false);
    }
  });
});

describe("setField", () => {
  it("sets text, numbers and list items, and leaves the product it was given alone", () => {
    const before = product("fire-cape");
    const named = setField(before, "name", "Fire Cape (fast)");
    expect(named.ok && named.product.name).toBe("Fire Cape (fast)");
    const faq = setField(before, "faq.0.answer", "Yes, always.");
    expect(faq.ok && faq.product.faq[0]?.answer).toBe("Yes, always.");
    const priced = setField(before, "pricing.baseCents", "2500");
    expect(priced.ok && priced.product.pricing).toMatchObject({ baseCents: 2500 });
    expect(before.name).toBe("Fire Cape");
  });

  it("adds an item at the next position of a list", () => {
    const before = product("fire-cape");
    const result = setField(before, `tags.${before.tags.length}`, "Fight Caves");
    expect(result.ok && result.product.tags.at(-1)).toBe("Fight Caves");
  });

  it("refuses what the schema refuses, naming the path", () => {
    expect(setField(product("fire-cape"), "pricing.baseCents", "-5")).toMatchObject({
      ok: false,
      problems: [{ path: "pricing.baseCents" }],
    });
    expect(setField(product("fire-cape"), "shortDescription", "short")).toMatchObject({
      ok: false,
      problems: [{ path: "shortDescription" }],
    });
    expect(setField(product("fire-cape"), "colour", "red")).toMatchObject({ ok: false });
  });

  it("refuses the sku, a malformed path and a position past the end", () => {
    expect(setField(product("fire-cape"), "sku", "other")).toMatchObject({ ok: false, problems: [{ path: "sku" }] });
    expect(setField(product("fire-cape"), "faq..answer", "x")).toMatchObject({ ok: false });
    expect(setField(product("fire-cape"), "faq.99.answer", "x")).toMatchObject({ ok: false });
    expect(setField(product("fire-cape"), "name.first", "x")).toMatchObject({ ok: false });
  });
});

describe("values as typed", () => {
  it("reads JSON when it is JSON and text otherwise", () => {
    expect(parseFieldValue("12")).toBe(12);
    expect(parseFieldValue('["a"]')).toEqual(["a"]);
    expect(parseFieldValue("Fire Cape")).toBe("Fire Cape");
    expect(parseFieldValue('"12"')).toBe("12");
  });
});

describe("checkProduct", () => {
  it("names every problem of a broken product with its path", () => {
    const result = checkProduct(
      { ...product("fire-cape"), name: "", pricing: { kind: "fixed", baseCents: "x" } },
      "products.0",
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => problem.path).sort()).toEqual([
      "products.0.name",
      "products.0.pricing.baseCents",
    ]);
  });
});

describe("setFields", () => {
  it("checks the product once all fields are set, so a change needing two fields passes", () => {
    const result = setFields(product("fire-cape"), [
      { path: "pricing", value: '{"kind":"tiered","tierLabel":"Speed","tiers":[]}' },
      { path: "pricing.tiers.0", value: '{"id":"normal","label":"Normal","priceCents":2500}' },
    ]);
    expect(result.ok && result.product.pricing).toMatchObject({ kind: "tiered", tiers: [{ priceCents: 2500 }] });
  });

  it("reports the problems of every field, not only the first", () => {
    const result = setFields(product("fire-cape"), [
      { path: "pricing.baseCents", value: "abc" },
      { path: "name", value: "" },
      { path: "sku", value: "other" },
    ]);
    expect(result.ok === false && result.problems.map((problem) => problem.path).sort()).toEqual([
      "name",
      "pricing.baseCents",
      "sku",
    ]);
  });
});
