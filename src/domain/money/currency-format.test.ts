import { describe, expect, it } from "vitest";
import { DEFAULT_CURRENCY_RATES } from "@/domain/settings/shop-settings";
import { formatMoney, formatUsdCentsIn, formatUsdRateIn, parseCurrency } from "./currency-format";
import { formatUsd, formatUsdRate } from "./money";

const RATES = DEFAULT_CURRENCY_RATES;

describe("prices in the visitor's currency", () => {
  it.each([
    ["USD", 4500, "$45.00"],
    ["EUR", 4500, "€41.40"],
    ["GBP", 4500, "£35.55"],
    ["CAD", 4500, "CA$62.55"],
    ["AUD", 4500, "A$68.85"],
    ["EUR", 123_456_789, "€1,135,802.46"],
    ["GBP", 1, "£0.01"],
    ["EUR", 0, "€0.00"],
  ] as const)("%s: %i US cents read %s", (currency, usdCents, text) => {
    expect(formatUsdCentsIn(usdCents, currency, RATES)).toBe(text);
  });

  it("says the same as formatUsd in USD, whatever the rates", () => {
    for (const cents of [0, 1, 99, 4500, 17_400, 123_456_789]) {
      expect(formatUsdCentsIn(cents, "USD", { EUR: 1, GBP: 1, CAD: 1, AUD: 1 })).toBe(formatUsd(cents));
    }
  });

  it("rounds a converted amount half up to the cent", () => {
    // 5 cents at 0.9 is 4.5 cents: 5 euro cents.
    expect(formatUsdCentsIn(5, "EUR", { ...RATES, EUR: 900_000 })).toBe("€0.05");
    expect(formatUsdCentsIn(5, "EUR", { ...RATES, EUR: 899_999 })).toBe("€0.04");
  });

  it("formats an amount already in the currency", () => {
    expect(formatMoney(4140, "EUR")).toBe("€41.40");
    expect(formatMoney(100_000, "AUD")).toBe("A$1,000.00");
  });

  it("keeps a rate's finer digits", () => {
    expect(formatUsdRateIn(19_000, "USD", RATES)).toBe(formatUsdRate(19_000));
    expect(formatUsdRateIn(19_000, "EUR", RATES)).toBe("€0.1748");
    expect(formatUsdRateIn(12_000, "GBP", RATES)).toBe("£0.0948");
    expect(formatUsdRateIn(18_500, "CAD", RATES)).toBe("CA$0.25715");
  });

  it.each([
    ["EUR", "EUR"],
    ["USD", "USD"],
    ["eur", null],
    ["JPY", null],
    ["", null],
    [null, null],
    [42, null],
  ] as const)("reads a stored choice %j as %j", (stored, choice) => {
    expect(parseCurrency(stored)).toBe(choice);
  });
});
