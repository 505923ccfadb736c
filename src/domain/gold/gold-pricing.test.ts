import { describe, expect, it } from "vitest";
import {
  checkGoldAmount,
  DEFAULT_GOLD_RATES,
  formatMillions,
  goldEquivalentMillions,
  goldPayoutCents,
  goldPriceCents,
  hasGoldSpread,
  millionsForBudget,
} from "./gold-pricing";

describe("gold prices", () => {
  it("sells at 0.19 USD per million and buys at 0.12", () => {
    expect(DEFAULT_GOLD_RATES).toEqual({ sellMillicentsPerMillion: 19_000, buyMillicentsPerMillion: 12_000 });
    expect(goldPriceCents(100)).toBe(1_900);
    expect(goldPriceCents(750)).toBe(14_250);
    expect(goldPayoutCents(1_000)).toBe(12_000);
  });

  it("needs the buy rate strictly below the sell rate", () => {
    expect(hasGoldSpread(DEFAULT_GOLD_RATES)).toBe(true);
    expect(hasGoldSpread({ sellMillicentsPerMillion: 13_000, buyMillicentsPerMillion: 12_999 })).toBe(true);
    expect(hasGoldSpread({ sellMillicentsPerMillion: 19_000, buyMillicentsPerMillion: 19_000 })).toBe(false);
    expect(hasGoldSpread({ sellMillicentsPerMillion: 10_000, buyMillicentsPerMillion: 12_000 })).toBe(false);
  });

  it("rounds a rate finer than a cent half-up, once per line", () => {
    const rates = { sellMillicentsPerMillion: 18_550, buyMillicentsPerMillion: 12_000 };
    expect(goldPriceCents(101, rates)).toBe(1_874); // 1873.55 cents
    expect(goldPriceCents(100, rates)).toBe(1_855);
  });

  it("turns a budget into the whole millions it buys", () => {
    expect(millionsForBudget(10_000)).toBe(526); // $100 / 0.19 = 526.3
    expect(millionsForBudget(1_900)).toBe(100);
    expect(millionsForBudget(0)).toBe(0);
  });
});

describe("checkGoldAmount", () => {
  it("accepts whole millions from 100M", () => {
    expect(checkGoldAmount(100)).toEqual({ ok: true, millions: 100 });
    expect(checkGoldAmount(99)).toEqual({ ok: false, message: "The minimum order is 100M." });
    expect(checkGoldAmount(150.5).ok).toBe(false);
    expect(checkGoldAmount(Number.NaN).ok).toBe(false);
    expect(checkGoldAmount(100_001).ok).toBe(false);
  });
});

describe("goldEquivalentMillions (spec section 9)", () => {
  it("divides by 0.12 and rounds up to whole millions", () => {
    expect(goldEquivalentMillions(1_200)).toBe(100); // $12 -> exactly 100M, no float drift
    expect(goldEquivalentMillions(2_200)).toBe(184); // $22 -> 183.33M
    expect(goldEquivalentMillions(16_000)).toBe(1_334); // $160 -> 1333.33M
    expect(goldEquivalentMillions(1_000)).toBe(84); // $10 is not under 10: 83.33 -> 84
  });

  it("keeps one decimal under 10 USD", () => {
    expect(goldEquivalentMillions(999)).toBe(83.3); // $9.99 -> 83.25
    expect(goldEquivalentMillions(150)).toBe(12.5);
    expect(goldEquivalentMillions(100)).toBe(8.3); // 8.333
  });

  it("keeps one decimal when asked to, whatever the amount", () => {
    expect(goldEquivalentMillions(2_200, true)).toBe(183.3);
    expect(goldEquivalentMillions(2_205, true)).toBe(183.8); // 183.75 rounds half up
  });
});

describe("formatMillions", () => {
  it("writes millions the way players do", () => {
    expect(formatMillions(750)).toBe("750M");
    expect(formatMillions(2_500)).toBe("2,500M");
    expect(formatMillions(12.5)).toBe("12.5M");
  });

  it("says what toLocaleString('en-US', one decimal) says, for every tenth and for odd values", () => {
    const intl = (value: number) => `${value.toLocaleString("en-US", { maximumFractionDigits: 1 })}M`;
    for (let tenths = 0; tenths <= 200_000; tenths += tenths < 2_000 ? 1 : 997) {
      expect(formatMillions(tenths / 10)).toBe(intl(tenths / 10));
    }
    for (const odd of [0.25, 1.05, 2.35, 1 / 3, 123_456.78, -4.5, 1e20]) expect(formatMillions(odd)).toBe(intl(odd));
  });
});
