import { describe, expect, it } from "vitest";
import {
  centsToDecimalText,
  centsToDollars,
  divideRoundHalfUp,
  formatUsd,
  formatUsdRate,
  millicentsToCents,
  parseUsdRateToMillicents,
  parseUsdToCents,
} from "./money";

describe("formatUsd", () => {
  it("shows two decimals and thousands separators", () => {
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(1905)).toBe("$19.05");
    expect(formatUsd(123456789)).toBe("$1,234,567.89");
  });
});

describe("rounding", () => {
  it("rounds half up, once", () => {
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(divideRoundHalfUp(15, 10)).toBe(2);
    expect(millicentsToCents(1_499)).toBe(1);
    expect(millicentsToCents(1_500)).toBe(2);
    expect(millicentsToCents(101_450_000)).toBe(101_450);
  });

  it("turns cents into dollars for analytics", () => {
    expect(centsToDollars(14250)).toBe(142.5);
    expect(centsToDollars(1)).toBe(0.01);
  });
});

describe("parseUsdToCents", () => {
  it.each([
    ["12", 1200],
    ["12.5", 1250],
    ["12.05", 1205],
    ["$ 7.", 700],
    [" 0.99 ", 99],
  ])("reads %j as %i cents", (text, cents) => {
    expect(parseUsdToCents(text)).toBe(cents);
  });

  it.each(["", "abc", "1.234", "-5", "1e3", "12,50"])("refuses %j", (text) => {
    expect(parseUsdToCents(text)).toBeNull();
  });
});

describe("parseUsdRateToMillicents", () => {
  it("reads rates finer than a cent exactly", () => {
    expect(parseUsdRateToMillicents("0.19")).toBe(19_000);
    expect(parseUsdRateToMillicents("0.12")).toBe(12_000);
    expect(parseUsdRateToMillicents("0.185")).toBe(18_500);
    expect(parseUsdRateToMillicents("0.00002")).toBe(2);
    expect(parseUsdRateToMillicents("3")).toBe(300_000);
  });

  it("refuses what it cannot represent", () => {
    expect(parseUsdRateToMillicents("0.000001")).toBeNull();
    expect(parseUsdRateToMillicents("-1")).toBeNull();
    expect(parseUsdRateToMillicents("abc")).toBeNull();
  });
});

describe("rate and field formatting", () => {
  it("shows rates finer than a cent without losing digits", () => {
    expect(formatUsdRate(19_000)).toBe("$0.19");
    expect(formatUsdRate(18_500)).toBe("$0.185");
    expect(formatUsdRate(2)).toBe("$0.00002");
  });

  it("writes cents for an input field", () => {
    expect(centsToDecimalText(14_250)).toBe("142.50");
    expect(centsToDecimalText(5)).toBe("0.05");
    expect(centsToDecimalText(0)).toBe("0.00");
  });
});
