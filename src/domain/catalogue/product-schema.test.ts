import { describe, expect, it } from "vitest";
import tables from "../../../content/catalogue/tables.json" with { type: "json" };
import { type ProductInput, productSchema } from "./product-schema";

const product: ProductInput = {
  sku: "fire-cape",
  slug: "fire-cape",
  name: "Fire Cape",
  imageSrc: "/art/fire-cape.svg",
  shortDescription: "All 63 waves of the TzHaar Fight Caves.",
  longDescription: "Our players clear the Fight Caves on your account and hand it back with the cape.",
  requirements: [],
  customerProvides: ["Account access"],
  estimatedTime: "2–8 hours",
  faq: [],
  pricing: { kind: "fixed", baseCents: 3_500 },
};

/** Priced by the kill, as the seed's data writes it: no `step`. */
const perUnit = tables["dt2-per-kill"];

const method = { id: "crabs", label: "Crabs", fromLevel: 1, toLevel: 99, usdPerXp: "0.00002" };

/** The first problem an operator is shown (product-edits.ts, catalogue-file.ts: path and message). */
function firstProblem(candidate: unknown) {
  return productSchema.safeParse(candidate).error?.issues[0];
}

describe("the product schema", () => {
  it("fills what a line module may leave out: tags, option groups and a per-unit step", () => {
    expect(productSchema.parse(product)).toMatchObject({ tags: [], optionGroups: [] });
    expect(productSchema.parse({ ...product, pricing: perUnit }).pricing).toMatchObject({ kind: "per-unit", step: 1 });
  });

  it("names the field and the rule an operator broke", () => {
    expect(firstProblem({ ...product, sku: "Fire Cape" })).toMatchObject({
      path: ["sku"],
      message: "must be kebab-case",
    });
    expect(firstProblem({ ...product, shortDescription: "Short" })).toMatchObject({
      path: ["shortDescription"],
      message: "Too small: expected string to have >=10 characters",
    });
    expect(firstProblem({ ...product, price: 3_500 })).toMatchObject({
      path: [],
      message: 'Unrecognized key: "price"',
    });
    expect(firstProblem({ ...product, pricing: { kind: "free" } })).toMatchObject({
      path: ["pricing", "kind"],
      message: "Invalid discriminator value. Expected 'fixed' | 'per-unit' | 'xp-range' | 'tiered'",
    });
  });

  it("checks the price tiers, the option groups and the training methods as a whole", () => {
    const tiers = (unitTiers: unknown) => firstProblem({ ...product, pricing: { ...perUnit, unitTiers } });
    expect(tiers([{ from: 2, unitCents: 900 }])).toMatchObject({
      path: ["pricing", "unitTiers"],
      message: "the first tier must start at 1",
    });
    expect(
      tiers([
        { from: 1, unitCents: 900 },
        { from: 1, unitCents: 800 },
      ]),
    ).toMatchObject({
      path: ["pricing", "unitTiers"],
      message: "tiers must be in increasing order of `from`",
    });
    const group = {
      id: "kills",
      label: "Kills",
      kind: "multi",
      variant: true,
      choices: [{ id: "normal", label: "Normal" }],
    };
    expect(firstProblem({ ...product, optionGroups: [group] })).toMatchObject({
      path: ["optionGroups", 0],
      message: "only a single-choice group can be a variant",
    });
    const xpRange = {
      kind: "xp-range",
      skill: "Attack",
      methods: [{ ...method, fromLevel: 50, toLevel: 40 }],
      defaultStartLevel: 1,
      defaultTargetLevel: 99,
    };
    expect(firstProblem({ ...product, pricing: xpRange })).toMatchObject({
      path: ["pricing", "methods", 0],
      message: "toLevel must be above fromLevel",
    });
  });
});
