import { describe, expect, it } from "vitest";
import { type Product, productSchema } from "@/domain/catalogue/product-schema";
import { type PricedLine, type PriceResult, priceLine, usdRateToNanodollars } from "./price-line";
import { defaultCount, fromPrice, quantityHint, toCartItem } from "./product-offer";
import { xpForLevel } from "./xp-table";

const context = { discountBasisPoints: 1_000 };

function product(overrides: Partial<Product> & Pick<Product, "pricing">): Product {
  return productSchema.parse({
    sku: "test-product",
    slug: "test-product",
    name: "Test product",
    imageSrc: "/art/pvm.svg",
    shortDescription: "A product for the pricing tests.",
    longDescription: "A product that exists only so the pricing engine can be tested in isolation.",
    requirements: [],
    customerProvides: ["Nothing"],
    estimatedTime: "1 day",
    faq: [],
    ...overrides,
  });
}

function ok(result: PriceResult): PricedLine {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

const cape = product({
  sku: "infernal-cape",
  name: "Infernal Cape",
  pricing: { kind: "fixed", baseCents: 16_000 },
  optionGroups: [
    {
      id: "account-type",
      label: "Account type",
      kind: "single",
      choices: [
        { id: "main", label: "Main", baseCents: 16_000 },
        { id: "zerker", label: "Zerker", baseCents: 32_000 },
      ],
    },
    {
      id: "gear",
      label: "Gear",
      kind: "multi",
      choices: [
        { id: "no-twisted-bow", label: "No Twisted bow", addCents: 4_000 },
        { id: "ranged-under-90", label: "Ranged under 90", addCents: 3_000 },
      ],
    },
    {
      id: "extras",
      label: "Extras",
      kind: "multi",
      choices: [
        { id: "express", label: "Express", addPercent: 25 },
        { id: "stream", label: "Stream", addPercent: 15 },
      ],
    },
  ],
});

const zulrah = product({
  sku: "pvm-zulrah",
  name: "Zulrah",
  pricing: {
    kind: "per-unit",
    unitLabel: "kill",
    unitLabelPlural: "kills",
    minCount: 5,
    maxCount: 1_000,
    step: 1,
    defaultCount: 25,
    unitTiers: [
      { from: 1, unitCents: 250 },
      { from: 51, unitCents: 200 },
      { from: 101, unitCents: 150 },
    ],
  },
  optionGroups: [
    {
      id: "mode",
      label: "Mode",
      kind: "single",
      choices: [
        { id: "normal", label: "Normal" },
        { id: "awakened", label: "Awakened", unitTiers: [{ from: 1, unitCents: 3_500 }] },
      ],
    },
  ],
});

const agility = product({
  sku: "skill-agility",
  name: "Agility",
  pricing: {
    kind: "xp-range",
    skill: "Agility",
    defaultStartLevel: 60,
    defaultTargetLevel: 90,
    methods: [
      { id: "gnome", label: "Gnome Stronghold", fromLevel: 1, toLevel: 40, usdPerXp: "0.00007" },
      { id: "canifis", label: "Canifis", fromLevel: 40, toLevel: 50, usdPerXp: "0.000054" },
      { id: "falador", label: "Falador", fromLevel: 50, toLevel: 60, usdPerXp: "0.000045" },
      { id: "seers", label: "Seers' Village", fromLevel: 60, toLevel: 90, usdPerXp: "0.00002" },
      { id: "ardougne", label: "Ardougne", fromLevel: 90, toLevel: 99, usdPerXp: "0.00002" },
    ],
  },
});

const diary = product({
  sku: "diary-ardougne",
  name: "Ardougne Diary",
  pricing: {
    kind: "tiered",
    tierLabel: "Tier",
    tiers: [
      { id: "easy", label: "Easy", priceCents: 800 },
      { id: "elite", label: "Elite", priceCents: 20_000 },
    ],
  },
});

describe("fixed price with options", () => {
  it("starts from the first account type with nothing added", () => {
    const line = ok(priceLine(cape, {}, 1, context));
    expect(line).toMatchObject({ baseCents: 16_000, totalCents: 16_000, discountCents: 1_600, payableCents: 14_400 });
    expect(line.config).toEqual({ "account-type": "main", gear: "", extras: "" });
    expect(line.subName).toBe("Main");
  });

  it("replaces the base by account type and adds amounts, then percentages of the whole", () => {
    const line = ok(
      priceLine(
        cape,
        { "account-type": "zerker", gear: "ranged-under-90,no-twisted-bow", extras: "express" },
        1,
        context,
      ),
    );
    // (320 + 40 + 30) x 1.25 = 487.50
    expect(line.totalCents).toBe(48_750);
    expect(line.discountCents).toBe(4_875);
    expect(line.config.gear).toBe("no-twisted-bow,ranged-under-90");
    expect(line.subName).toBe("Zerker · No Twisted bow · Ranged under 90 · Express");
  });

  it("adds several percentages together", () => {
    expect(ok(priceLine(cape, { extras: "express,stream" }, 1, context)).totalCents).toBe(22_400); // 160 x 1.40
  });

  it("shows the gold equivalent of what is paid", () => {
    // $144.00 / 0.12 = 1,200M
    expect(ok(priceLine(cape, {}, 1, context)).goldEquivalentMillions).toBe(1_200);
  });
});

describe("per unit with volume breaks", () => {
  it.each([
    [5, 1_250],
    [40, 10_000],
    [50, 10_200],
    [51, 10_200],
    [52, 10_400],
    [60, 12_000],
    [61, 12_200],
    [100, 15_150],
    [101, 15_150],
  ])("prices %i kills at %i cents", (count, cents) => {
    expect(ok(priceLine(zulrah, {}, count, context)).totalCents).toBe(cents);
  });

  it("caps a count below a break at the break's total and names the break", () => {
    const capped = ok(priceLine(zulrah, {}, 45, context));
    expect(capped).toMatchObject({ totalCents: 10_200, sameAsCount: 51 });
    expect(ok(priceLine(zulrah, {}, 40, context)).sameAsCount).toBeUndefined();
    expect(ok(priceLine(zulrah, {}, 51, context)).sameAsCount).toBeUndefined();
    expect(quantityHint(zulrah, {}, capped)).toBe("Cheaper per kill from 51 and 101 kills. 51 kills cost the same.");
    expect(quantityHint(zulrah, {}, ok(priceLine(zulrah, {}, 40, context)))).toBe(
      "Cheaper per kill from 51 and 101 kills.",
    );
  });

  it("caps only at counts the steps can reach", () => {
    const stepped = product({
      pricing: {
        kind: "per-unit",
        unitLabel: "game",
        unitLabelPlural: "games",
        minCount: 10,
        maxCount: 200,
        step: 10,
        defaultCount: 10,
        unitTiers: [
          { from: 1, unitCents: 100 },
          { from: 101, unitCents: 80 },
        ],
      },
    });
    // 101 cannot be chosen; 110 games at 80 cents is the break the buyer can reach.
    const capped = ok(priceLine(stepped, {}, 90, context));
    expect(capped).toMatchObject({ totalCents: 8_800, sameAsCount: 110 });
    expect(ok(priceLine(stepped, {}, 80, context))).toMatchObject({ totalCents: 8_000 });
    expect(quantityHint(stepped, {}, capped)).toBe("Cheaper per game from 110 games. 110 games cost the same.");
  });

  it("switches to the variant's own prices", () => {
    const line = ok(priceLine(zulrah, { mode: "awakened" }, 10, context));
    expect(line.totalCents).toBe(35_000);
    expect(line.pricePerCents).toBe(3_500);
    expect(line.subName).toBe("10 kills · Awakened");
    expect(quantityHint(zulrah, { mode: "awakened" }, line)).toBe("From 5 to 1,000 kills.");
  });

  it("refuses a count below the minimum or above the maximum", () => {
    expect(priceLine(zulrah, {}, 4, context)).toEqual({ ok: false, field: "count", reason: "The minimum is 5 kills." });
    expect(priceLine(zulrah, {}, 1_001, context)).toMatchObject({ ok: false, field: "count" });
    expect(priceLine(zulrah, {}, 5.5, context)).toMatchObject({ ok: false, field: "count" });
  });
});

describe("XP range", () => {
  it("prices Seers' Village 60 to 90 as 5,072,590 XP at 0.00002", () => {
    const line = ok(priceLine(agility, { startXp: xpForLevel(60), targetXp: xpForLevel(90) }, 1, context));
    expect(line.totalCents).toBe(10_145);
    expect(line.segments).toEqual([
      { methodId: "seers", methodLabel: "Seers' Village", fromXp: 273_742, toXp: 5_346_332, cents: 10_145 },
    ]);
    expect(line.subName).toBe("60 → 90");
  });

  it("prices a range that crosses methods segment by segment", () => {
    const line = ok(priceLine(agility, { startXp: xpForLevel(55), targetXp: xpForLevel(65) }, 1, context));
    const falador = (xpForLevel(60) - xpForLevel(55)) * 0.000045;
    const seers = (xpForLevel(65) - xpForLevel(60)) * 0.00002;
    expect(line.segments.map((segment) => segment.methodId)).toEqual(["falador", "seers"]);
    expect(line.totalCents).toBe(Math.round((falador + seers) * 100));
  });

  it("goes past 99 up to 200M XP with the last method", () => {
    const line = ok(priceLine(agility, { startXp: xpForLevel(99), targetXp: 20_000_000 }, 1, context));
    expect(line.totalCents).toBe(Math.round((20_000_000 - 13_034_431) * 0.00002 * 100));
    expect(line.subName).toBe("99 → 20,000,000 XP");
  });

  it("refuses a start above the target, levels out of range and unknown methods", () => {
    expect(priceLine(agility, { startXp: xpForLevel(90), targetXp: xpForLevel(60) }, 1, context)).toEqual({
      ok: false,
      field: "targetXp",
      reason: "The target must be above the start.",
    });
    expect(priceLine(agility, { startXp: -5, targetXp: 100 }, 1, context)).toMatchObject({
      ok: false,
      field: "startXp",
    });
    expect(priceLine(agility, { startXp: 0, targetXp: 200_000_001 }, 1, context)).toMatchObject({
      ok: false,
      field: "targetXp",
    });
    expect(priceLine(agility, { startXp: 0, targetXp: 83, method: "bots" }, 1, context)).toMatchObject({
      ok: false,
      field: "method",
    });
    expect(priceLine(agility, { startXp: "0", targetXp: 83 }, 1, context)).toMatchObject({
      ok: false,
      field: "startXp",
    });
  });

  it("uses the preferred method where it applies", () => {
    const runecraft = product({
      sku: "skill-runecraft",
      name: "Runecraft",
      pricing: {
        kind: "xp-range",
        skill: "Runecraft",
        defaultStartLevel: 77,
        defaultTargetLevel: 99,
        methods: [
          { id: "zmi", label: "ZMI", fromLevel: 1, toLevel: 77, usdPerXp: "0.00013" },
          { id: "lavas", label: "Lavas", fromLevel: 23, toLevel: 99, usdPerXp: "0.00018" },
          { id: "bloods", label: "Bloods", fromLevel: 77, toLevel: 99, usdPerXp: "0.00008" },
        ],
      },
    });
    const cheapest = ok(priceLine(runecraft, { startXp: xpForLevel(50), targetXp: xpForLevel(90) }, 1, context));
    expect(cheapest.segments.map((segment) => segment.methodId)).toEqual(["zmi", "lavas"]);
    const bloods = ok(
      priceLine(runecraft, { startXp: xpForLevel(50), targetXp: xpForLevel(90), method: "bloods" }, 1, context),
    );
    expect(bloods.segments.map((segment) => segment.methodId)).toEqual(["zmi", "bloods"]);
    expect(bloods.totalCents).toBeLessThan(cheapest.totalCents);
  });
});

describe("tiered", () => {
  it("prices the chosen tier", () => {
    expect(ok(priceLine(diary, {}, 1, context))).toMatchObject({ totalCents: 800, subName: "Easy" });
    expect(ok(priceLine(diary, { tier: "elite" }, 1, context))).toMatchObject({ totalCents: 20_000, subName: "Elite" });
  });

  it("refuses a tier it does not have", () => {
    expect(priceLine(diary, { tier: "master" }, 1, context)).toMatchObject({ ok: false, field: "tier" });
  });
});

describe("invalid configurations", () => {
  it("refuses an unknown option or choice with a reason", () => {
    expect(priceLine(cape, { discount: "yes" }, 1, context)).toEqual({
      ok: false,
      field: "discount",
      reason: '"discount" is not an option of Infernal Cape.',
    });
    expect(priceLine(cape, { "account-type": "skiller" }, 1, context)).toEqual({
      ok: false,
      field: "account-type",
      reason: '"skiller" is not a choice of Account type.',
    });
    expect(priceLine(cape, { gear: "free-tbow" }, 1, context)).toMatchObject({ ok: false, field: "gear" });
    expect(priceLine(cape, { gear: "no-twisted-bow,no-twisted-bow" }, 1, context)).toMatchObject({ ok: false });
    expect(priceLine(cape, { gear: 5 }, 1, context)).toMatchObject({ ok: false, field: "gear" });
  });

  it("refuses a quantity on a one-off service", () => {
    expect(priceLine(cape, {}, 2, context)).toMatchObject({ ok: false, field: "count" });
  });
});

describe("discount", () => {
  it("never applies to OSRS Gold, even through the engine", () => {
    const gold = product({ sku: "osrs-gold", name: "OSRS Gold", pricing: { kind: "fixed", baseCents: 1_900 } });
    expect(ok(priceLine(gold, {}, 1, context))).toMatchObject({
      totalCents: 1_900,
      discountCents: 0,
      payableCents: 1_900,
    });
  });

  it("is off at a zero rate", () => {
    expect(ok(priceLine(cape, {}, 1, { discountBasisPoints: 0 })).discountCents).toBe(0);
  });
});

describe("offers", () => {
  it("gives each listing card a from-price", () => {
    expect(fromPrice(cape)).toEqual({ cents: 16_000 });
    expect(fromPrice(zulrah)).toEqual({ cents: 150, per: "kill" });
    expect(fromPrice(agility)).toEqual({ cents: 200, per: "100k XP" });
    expect(fromPrice(diary)).toEqual({ cents: 800 });
  });

  it("makes a cart line that prices back to the same total", () => {
    const line = ok(priceLine(zulrah, { mode: "normal" }, 60, context));
    const item = toCartItem(zulrah, line);
    expect(item).toEqual({
      sku: "pvm-zulrah",
      name: "Zulrah",
      subName: "60 kills · Normal",
      count: 60,
      pricePer: 200,
      totalPrice: 12_000,
      imageSrc: "/art/pvm.svg",
      config: { mode: "normal" },
    });
    expect(ok(priceLine(zulrah, item.config, item.count, context)).totalCents).toBe(item.totalPrice);
    expect(defaultCount(zulrah)).toBe(25);
  });

  it("reads XP rates exactly", () => {
    expect(usdRateToNanodollars("0.000054")).toBe(54_000);
    expect(usdRateToNanodollars("0.00002")).toBe(20_000);
    expect(usdRateToNanodollars("1.5")).toBe(1_500_000_000);
  });
});
