import { describe, expect, it } from "vitest";
import { CURRENCIES, convertCents, DEFAULT_CURRENCY_RATES, parseCurrency } from "./currencies";

describe("parseCurrency", () => {
  it("takes each of the five codes and nothing else", () => {
    for (const code of CURRENCIES) expect(parseCurrency(code)).toBe(code);
    for (const other of ["eur", "JPY", "", null, undefined, 1, {}, ["EUR"]]) expect(parseCurrency(other)).toBeNull();
  });
});

describe("convertCents", () => {
  it("rounds to the cent", () => {
    expect(convertCents(1000, "GBP", DEFAULT_CURRENCY_RATES)).toBe(790);
    expect(convertCents(1000, "USD", DEFAULT_CURRENCY_RATES)).toBe(1000);
  });
});
