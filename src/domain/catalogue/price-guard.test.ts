import { describe, expect, it } from "vitest";
import { seedRecords } from "./catalogue-snapshot";
import { priceBoundProblem, priceBoundProblems, priceChangeCheck, rateBoundProblem } from "./price-guard";
import type { OptionChoice, Product, TrainingMethod } from "./product-schema";

const records = seedRecords("2026-11-27T00:00:00.000Z");
const fireCape = records.find((record) => record.sku === "fire-cape")?.product as Product;

function withMainPrice(cents: number): Product {
  const [group, ...groups] = fireCape.optionGroups;
  if (!group) throw new Error("no group");
  const [main, ...choices] = group.choices;
  return {
    ...fireCape,
    optionGroups: [{ ...group, choices: [{ ...(main as OptionChoice), baseCents: cents }, ...choices] }, ...groups],
  };
}

describe("the price bounds", () => {
  it("refuses $0.00 and more than $10,000 for a price, naming the bound", () => {
    expect(priceBoundProblem("price", 0)).toBe(
      "must be at least $0.50 ($0.00 is outside the bound: a price is from $0.50 to $10,000.00)",
    );
    expect(priceBoundProblem("price", 1_000_001)).toContain("at most $10,000.00");
    expect(priceBoundProblem("price", 50)).toBeUndefined();
    expect(priceBoundProblem("price", 1_000_000)).toBeUndefined();
  });

  it("lets a unit cost less, but not nothing", () => {
    expect(priceBoundProblem("unit", 5)).toBeUndefined();
    expect(priceBoundProblem("unit", 4)).toContain("at least $0.05");
    expect(priceBoundProblem("unit", 100_001)).toContain("at most $1,000.00");
  });

  it("judges only the prices a change moved, by their path", () => {
    expect(priceBoundProblems(fireCape, withMainPrice(0)).map((problem) => problem.path)).toEqual([
      "optionGroups.0.choices.0.baseCents",
    ]);
    const stored = withMainPrice(10);
    expect(priceBoundProblems(stored, { ...stored, name: "Fire cape" })).toEqual([]);
    expect(priceBoundProblems(undefined, stored, "products.3.product")[0]?.path).toBe(
      "products.3.product.optionGroups.0.choices.0.baseCents",
    );
  });
});

describe("a price change's verdict", () => {
  it("refuses a change to the base price an option always replaces, saying what sets the price", () => {
    const dead = { ...fireCape, pricing: { kind: "fixed" as const, baseCents: 2_600 } };
    expect(priceChangeCheck(fireCape, dead)).toEqual({
      kind: "refused",
      message:
        'Fire Cape: Base price is not charged: the option chosen (Account type) sets the price; set an option\'s price instead (--option-price "Main=CENTS", or its field in the editor).',
    });
    // Unchanged, or on a new product, it is not the operator's slip today.
    expect(priceChangeCheck(dead, { ...dead, name: "Fire cape" })).toEqual({ kind: "ok" });
    expect(priceChangeCheck(undefined, dead)).toEqual({ kind: "ok" });
  });

  it("refuses a $0.00 option price in the product's words", () => {
    expect(priceChangeCheck(fireCape, withMainPrice(0))).toEqual({
      kind: "refused",
      message:
        "Fire Cape: Main account price must be at least $0.50 ($0.00 is outside the bound: a price is from $0.50 to $10,000.00).",
    });
  });

  it("asks to confirm a cut by more than half, naming what buyers pay", () => {
    expect(priceChangeCheck(fireCape, withMainPrice(1_000))).toEqual({
      kind: "confirm",
      effect:
        "Fire Cape: Main account price falls from $22.00 to $10.00 (−55 %); buyers are charged the new price at once.",
    });
  });

  it("lets a cut to exactly half, a rise, and a new product within bounds through", () => {
    expect(priceChangeCheck(fireCape, withMainPrice(1_100))).toEqual({ kind: "ok" });
    expect(priceChangeCheck(fireCape, withMainPrice(9_000))).toEqual({ kind: "ok" });
    expect(priceChangeCheck(undefined, fireCape)).toEqual({ kind: "ok" });
  });
});

describe("the rate bounds of a product priced by experience", () => {
  const attack = records.find((record) => record.sku === "skill-attack")?.product as Product;
  const withRate = (rate: string): Product => {
    if (attack.pricing.kind !== "xp-range") throw new Error("not xp");
    const [first, ...methods] = attack.pricing.methods;
    return {
      ...attack,
      pricing: { ...attack.pricing, methods: [{ ...(first as TrainingMethod), usdPerXp: rate }, ...methods] },
    };
  };

  it("refuses a rate of 0 or above 0.001 USD per XP, naming the bound", () => {
    expect(rateBoundProblem("0")).toBe(
      "must be at least 0.000001 USD per XP (0 is outside the bound: a rate is from 0.000001 to 0.001 USD per XP)",
    );
    expect(rateBoundProblem("0.0011")).toContain("at most 0.001 USD per XP");
    expect(rateBoundProblem("0.000001")).toBeUndefined();
    expect(priceBoundProblems(attack, withRate("0"))).toEqual([
      { path: "pricing.methods.0.usdPerXp", message: expect.stringContaining("at least 0.000001") },
    ]);
    expect(priceChangeCheck(attack, withRate("0"))).toMatchObject({ kind: "refused" });
  });

  it("asks to confirm a rate cut by more than half", () => {
    if (attack.pricing.kind !== "xp-range") throw new Error("not xp");
    const was = attack.pricing.methods[0]?.usdPerXp ?? "";
    const check = priceChangeCheck(attack, withRate("0.000001"));
    expect(check).toMatchObject({ kind: "confirm" });
    expect(check.kind === "confirm" && check.effect).toContain(`falls from ${was} to 0.000001 USD per XP`);
  });

  it("every seed rate lies within the bound", () => {
    for (const record of records) {
      if (record.product.pricing.kind !== "xp-range") continue;
      for (const method of record.product.pricing.methods) {
        expect(rateBoundProblem(method.usdPerXp), `${record.sku} ${method.id}`).toBeUndefined();
      }
    }
  });
});
