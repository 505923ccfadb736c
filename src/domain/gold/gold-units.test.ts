import { describe, expect, it } from "vitest";
import { formatTenths, goldTenthsOfLines, millionsToTenths, tenthsToMillions } from "./gold-units";

describe("gold units", () => {
  it("counts tenths of a million", () => {
    expect(millionsToTenths(12.5)).toBe(125);
    expect(millionsToTenths(0.1 + 0.2)).toBe(3);
    expect(tenthsToMillions(125)).toBe(12.5);
  });

  it("writes millions with their tenth", () => {
    expect(formatTenths(12_500)).toBe("1,250M");
    expect(formatTenths(125)).toBe("12.5M");
    expect(formatTenths(-400)).toBe("-40M");
    expect(formatTenths(0)).toBe("0M");
  });

  it("reads the gold an order buys from its lines", () => {
    const gold = { sku: "osrs-gold", count: 1, config: { millions: 500 } };
    const cape = { sku: "fire-cape", count: 1, config: { millions: 900 } };
    expect(goldTenthsOfLines([gold, cape])).toBe(5_000);
    expect(goldTenthsOfLines([cape])).toBe(0);
    expect(goldTenthsOfLines([{ ...gold, config: { millions: "500" } }])).toBe(0);
  });
});
