import { describe, expect, it } from "vitest";
import { CURRENCIES } from "@/domain/settings/currencies";
import { formatCount, formatMinorUnits } from "./format-amount";

function intl(value: number, currency: string, maximumFractionDigits: number): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits,
  }).format(value);
}

// Deterministic spread: small amounts, every boundary of a thousands group, large and negative ones.
const AMOUNTS = (() => {
  const values = new Set<number>([0, 1, 5, 9, 10, 99, 100, 101, 999, 1000, 1001, 4500, 17_400, 99_999, 100_000]);
  for (let power = 0; power <= 15; power++) {
    const base = 10 ** power;
    for (const value of [base - 1, base, base + 1, 7 * base + 3]) if (Number.isSafeInteger(value)) values.add(value);
  }
  let seed = 12345;
  for (let i = 0; i < 400; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    values.add(seed % 10 ** (1 + (i % 12)));
  }
  return [...values].flatMap((value) => [value, -value]).filter((value) => !Object.is(value, -0));
})();

describe("formatMinorUnits", () => {
  it.each(CURRENCIES)("writes %s cents exactly as en-US Intl does", (currency) => {
    for (const cents of AMOUNTS) expect(formatMinorUnits(cents, 2, currency)).toBe(intl(cents / 100, currency, 2));
  });

  it.each(CURRENCIES)("writes %s rates in millicents (up to five decimals) exactly as en-US Intl does", (currency) => {
    for (const millicents of AMOUNTS.filter((value) => Math.abs(value) < 2 ** 40)) {
      expect(formatMinorUnits(millicents, 5, currency)).toBe(intl(millicents / 100_000, currency, 5));
    }
  });

  it("reads as a visitor expects", () => {
    expect(formatMinorUnits(123_456_789, 2, "USD")).toBe("$1,234,567.89");
    expect(formatMinorUnits(4140, 2, "EUR")).toBe("€41.40");
    expect(formatMinorUnits(6255, 2, "CAD")).toBe("CA$62.55");
    expect(formatMinorUnits(18_500, 5, "USD")).toBe("$0.185");
    expect(formatMinorUnits(2, 5, "AUD")).toBe("A$0.00002");
    expect(formatMinorUnits(-5, 2, "GBP")).toBe("-£0.05");
  });

  it("leaves what is not a safe whole number to Intl", () => {
    expect(formatMinorUnits(12.5, 2, "USD")).toBe(intl(0.125, "USD", 2));
    expect(formatMinorUnits(Number.POSITIVE_INFINITY, 2, "USD")).toBe(intl(Number.POSITIVE_INFINITY, "USD", 2));
    expect(formatMinorUnits(2 ** 60, 2, "EUR")).toBe(intl(2 ** 60 / 100, "EUR", 2));
  });

  it("writes counts exactly as toLocaleString('en-US') does", () => {
    for (const value of AMOUNTS) expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    expect(formatCount(200_000_000)).toBe("200,000,000");
    expect(formatCount(1.5)).toBe("1.5");
  });
});
