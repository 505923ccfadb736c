import { describe, expect, it } from "vitest";
import { DEFAULT_CURRENCY_RATES } from "@/domain/settings/currencies";
import { DEFAULT_GOLD_RATES, goldPriceCents } from "./gold-pricing";
import { goldForTypedPrice, goldPriceText, parseTypedPrice } from "./gold-typed-price";

const rates = DEFAULT_CURRENCY_RATES;
const gold = DEFAULT_GOLD_RATES;

describe("a price typed in the gold form", () => {
  it("is read in the visitor's currency, to the cent", () => {
    expect(parseTypedPrice("19.01")).toBe(1_901);
    expect(parseTypedPrice("£19.01")).toBe(1_901);
    expect(parseTypedPrice(" CA$19.1 ")).toBe(1_910);
    expect(parseTypedPrice("19")).toBe(1_900);
    for (const text of ["19.011", "ten", "", "-5", "1,000"]) expect(parseTypedPrice(text), text).toBeNull();
  });

  it("buys whole millions: 19.01 USD is 100M, shown and charged at 19.00", () => {
    expect(goldForTypedPrice(1_901, "USD", rates, gold)).toEqual({ millions: 100, usdCents: 1_900, shownCents: 1_900 });
    expect(goldForTypedPrice(1_900, "USD", rates, gold)).toEqual({ millions: 100, usdCents: 1_900, shownCents: 1_900 });
    expect(goldForTypedPrice(1_918, "USD", rates, gold).millions).toBe(100);
    expect(goldForTypedPrice(1_919, "USD", rates, gold).millions).toBe(101);
  });

  it("in pounds, buys the gold whose price in pounds is not above it, and shows that price", () => {
    // 500M is $95.00, which is £75.05 at 0.79.
    expect(goldForTypedPrice(7_505, "GBP", rates, gold)).toEqual({ millions: 500, usdCents: 9_500, shownCents: 7_505 });
    expect(goldForTypedPrice(7_504, "GBP", rates, gold).millions).toBe(499);
    expect(goldPriceText(500, "GBP", rates, gold)).toBe("75.05");
    expect(goldPriceText(500, "USD", rates, gold)).toBe("95.00");
  });

  it("round-trips in every currency: the field's text once left buys the same gold it shows", () => {
    for (const currency of ["USD", "EUR", "GBP", "CAD", "AUD"] as const) {
      for (let typed = 1_000; typed <= 60_000; typed += 137) {
        const bought = goldForTypedPrice(typed, currency, rates, gold);
        expect(bought.shownCents, `${currency} ${typed}`).toBeLessThanOrEqual(typed);
        expect(bought.usdCents).toBe(goldPriceCents(bought.millions, gold));
        const shownText = goldPriceText(bought.millions, currency, rates, gold);
        expect(parseTypedPrice(shownText)).toBe(bought.shownCents);
        expect(goldForTypedPrice(bought.shownCents, currency, rates, gold).millions, `${currency} ${typed}`).toBe(
          bought.millions,
        );
      }
    }
  });
});
