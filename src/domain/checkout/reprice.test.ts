import { describe, expect, it } from "vitest";
import type { CartItem } from "@/domain/cart/cart-schema";
import { findProductBySku } from "@/domain/catalogue/catalogue";
import { DEFAULT_GOLD_RATES } from "@/domain/gold/gold-pricing";
import { browserTotalCents, refusedLines, repriceCart } from "./reprice";

const deps = {
  findProduct: (sku: string) => findProductBySku(sku)?.product,
  context: { discountBasisPoints: 1_000 },
  goldRates: DEFAULT_GOLD_RATES,
};

const fireCape: CartItem = {
  sku: "fire-cape",
  name: "Fire Cape",
  subName: "Zerker (45 Defence)",
  count: 1,
  pricePer: 3_500,
  totalPrice: 3_500,
  imageSrc: "/art/fire-cape.svg",
  config: { "account-type": "zerker" },
};

const gold: CartItem = {
  sku: "osrs-gold",
  name: "OSRS Gold",
  subName: "750M",
  count: 1,
  pricePer: 14_250,
  totalPrice: 14_250,
  imageSrc: "/art/gold.svg",
  config: { millions: 750 },
};

describe("repriceCart", () => {
  it("refuses gold above the contact limit with the words that say why, and takes the limit itself", () => {
    const limited = { ...deps, goldContactAboveMillions: 749 };
    expect(repriceCart([gold], limited)).toEqual({
      ok: false,
      problems: [
        { sku: "osrs-gold", reason: "For more than 749M of gold, contact us: large orders are arranged by hand." },
      ],
    });
    expect(repriceCart([gold], { ...deps, goldContactAboveMillions: 750 }).ok).toBe(true);
  });

  it("prices every line from the catalogue, with the discount on all but gold", () => {
    const result = repriceCart([fireCape, gold], deps);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.lines.map((line) => [line.sku, line.totalCents, line.discountCents])).toEqual([
      ["fire-cape", 3_500, 350],
      ["osrs-gold", 14_250, 0],
    ]);
    expect(result.totals).toEqual({ subtotalCents: 17_750, discountCents: 350, totalCents: 17_400 });
    expect(browserTotalCents([fireCape, gold], 1_000)).toBe(17_400);
  });

  it("ignores a lowered price from the browser", () => {
    const tampered = { ...fireCape, pricePer: 1, totalPrice: 1 };
    const cheapGold = { ...gold, totalPrice: 100, pricePer: 100 };
    const result = repriceCart([tampered, cheapGold], deps);
    expect(result.ok && result.totals.totalCents).toBe(17_400);
    expect(browserTotalCents([tampered, cheapGold], 1_000)).not.toBe(17_400);
  });

  it("takes names and options from the catalogue, not the browser", () => {
    const renamed = { ...fireCape, name: "Free cape", subName: "Free" };
    const result = repriceCart([renamed], deps);
    expect(result.ok && result.lines[0]?.name).toBe("Fire Cape");
  });

  it("refuses unknown skus, invalid configurations and bad counts with a reason", () => {
    const result = repriceCart(
      [
        { ...fireCape, sku: "free-money" },
        { ...fireCape, config: { "account-type": "admin" } },
        { ...gold, config: { millions: 10 } },
        { ...fireCape, count: -1 },
      ],
      deps,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((problem) => problem.sku)).toEqual([
      "free-money",
      "fire-cape",
      "osrs-gold",
      "fire-cape",
    ]);
    expect(!result.ok && result.problems[0]?.reason).toBe("This product is no longer sold.");
    expect(!result.ok && result.problems[2]?.reason).toBe("The minimum order is 100M.");
  });

  it("refuses an empty cart", () => {
    expect(repriceCart([], deps).ok).toBe(false);
  });

  it("prices each variant under its line sku and keeps that sku on the order line", () => {
    const line = (sku: string, config: CartItem["config"]): CartItem => ({ ...fireCape, sku, config });
    const result = repriceCart(
      [
        line("diary-ardougne:easy", { tier: "easy" }),
        line("diary-ardougne:medium", { tier: "medium" }),
        { ...line("dt2-vardorvis:awakened", { mode: "awakened" }), count: 2 },
      ],
      deps,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.lines.map((priced) => priced.sku)).toEqual([
      "diary-ardougne:easy",
      "diary-ardougne:medium",
      "dt2-vardorvis:awakened",
    ]);
    expect(result.lines[2]?.totalCents).toBe(7_000);
  });

  it("refuses a line priced under another variant's sku, or under the bare product sku", () => {
    const awakenedAsNormal: CartItem = {
      ...fireCape,
      sku: "dt2-vardorvis:normal",
      count: 2,
      config: { mode: "awakened" },
    };
    const bareDiary: CartItem = { ...fireCape, sku: "diary-ardougne", config: { tier: "elite" } };
    const result = repriceCart([awakenedAsNormal, bareDiary], deps);
    expect(!result.ok && result.problems.map((problem) => problem.sku)).toEqual([
      "dt2-vardorvis:normal",
      "diary-ardougne",
    ]);
    expect(!result.ok && result.problems[0]?.reason).toMatch(
      /does not match its chosen options.*dt2-vardorvis:awakened/,
    );
    expect(refusedLines([awakenedAsNormal, fireCape, gold], deps).map((problem) => problem.sku)).toEqual([
      "dt2-vardorvis:normal",
    ]);
  });
});
