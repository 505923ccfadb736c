import { describe, expect, it } from "vitest";
import { GOLD_SKU } from "@/domain/gold/gold-pricing";
import { eligibleCents, promoAppliesToLine, promoReductionCents } from "./promo-reduction";

const lineIdOf = (sku: string) => ({ "fire-cape": "capes", "infernal-cape": "capes", "cox-kc": "raids" })[sku];
const ALL = { scope: "all" as const, targets: [], includeGold: false };

describe("which lines a code applies to", () => {
  it("takes every line but gold for scope all, gold only when chosen", () => {
    expect(promoAppliesToLine(ALL, { sku: "fire-cape" }, lineIdOf)).toBe(true);
    expect(promoAppliesToLine(ALL, { sku: GOLD_SKU }, lineIdOf)).toBe(false);
    expect(promoAppliesToLine({ ...ALL, includeGold: true }, { sku: GOLD_SKU }, lineIdOf)).toBe(true);
  });

  it("matches a line sku's product for scope skus, and the product's line for scope lines", () => {
    const skus = { scope: "skus" as const, targets: ["fire-cape"], includeGold: false };
    expect(promoAppliesToLine(skus, { sku: "fire-cape:zerk" }, lineIdOf)).toBe(true);
    expect(promoAppliesToLine(skus, { sku: "infernal-cape" }, lineIdOf)).toBe(false);
    const lines = { scope: "lines" as const, targets: ["raids"], includeGold: false };
    expect(promoAppliesToLine(lines, { sku: "cox-kc" }, lineIdOf)).toBe(true);
    expect(promoAppliesToLine(lines, { sku: "fire-cape" }, lineIdOf)).toBe(false);
    expect(promoAppliesToLine(lines, { sku: "unknown" }, lineIdOf)).toBe(false);
  });

  it("sums what the eligible lines are charged after the site-wide discount", () => {
    const lines = [
      { sku: "fire-cape", payableCents: 4_500 },
      { sku: GOLD_SKU, payableCents: 1_900 },
      { sku: "cox-kc", payableCents: 1_000 },
    ];
    expect(eligibleCents(ALL, lines, lineIdOf)).toBe(5_500);
    expect(eligibleCents({ ...ALL, includeGold: true }, lines, lineIdOf)).toBe(7_400);
    expect(eligibleCents({ scope: "lines", targets: ["capes"], includeGold: false }, lines, lineIdOf)).toBe(4_500);
  });
});

describe("the reduction in cents", () => {
  it("rounds a percentage half-up once", () => {
    expect(promoReductionCents({ kind: "percent", value: 1_000 }, 1_005)).toBe(101);
    expect(promoReductionCents({ kind: "percent", value: 1_000 }, 1_004)).toBe(100);
    expect(promoReductionCents({ kind: "percent", value: 1_250 }, 4_500)).toBe(563);
    expect(promoReductionCents({ kind: "percent", value: 10_000 }, 4_500)).toBe(4_500);
  });

  it("caps a fixed amount at the eligible amount and never goes below 0", () => {
    expect(promoReductionCents({ kind: "fixed", value: 500 }, 4_500)).toBe(500);
    expect(promoReductionCents({ kind: "fixed", value: 5_000 }, 300)).toBe(300);
    expect(promoReductionCents({ kind: "fixed", value: 500 }, 0)).toBe(0);
  });
});
