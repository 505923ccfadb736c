import { describe, expect, it } from "vitest";
import { goldPromise } from "./gold-promise";
import { parseGoldStock, wholeMillionsAvailable } from "./gold-stock";

const answer = { availableMillions: 1_250, deliveryMinutes: 15, restockHours: 0, contactAboveMillions: 20_000 };

describe("parseGoldStock", () => {
  it("reads the stock answer", () => {
    expect(parseGoldStock(answer)).toEqual(answer);
    expect(parseGoldStock({ ...answer, extra: "ignored" })).toEqual(answer);
  });

  it("reads nothing from a broken answer", () => {
    for (const value of [
      null,
      "1250",
      [],
      { ...answer, availableMillions: -1 },
      { ...answer, availableMillions: 1.5 },
      { ...answer, deliveryMinutes: 0 },
      { ...answer, restockHours: "24" },
      { ...answer, contactAboveMillions: undefined },
    ]) {
      expect(parseGoldStock(value)).toBeUndefined();
    }
  });
});

describe("wholeMillionsAvailable", () => {
  it("rounds down to the millions the shop can promise, never below zero", () => {
    expect(wholeMillionsAvailable(12_509)).toBe(1_250);
    expect(wholeMillionsAvailable(9)).toBe(0);
    expect(wholeMillionsAvailable(-30)).toBe(0);
  });

  it("loses no promise: whole millions give the promise the tenths give", () => {
    const settings = { deliveryMinutes: 15, restockHours: 0, contactAboveMillions: 20_000 };
    for (const tenths of [0, 9, 10, 4_999, 5_000, 5_009]) {
      for (const millions of [1, 499, 500, 501]) {
        const exact = goldPromise({ millions, availableTenths: tenths, settings });
        const shown = goldPromise({ millions, availableTenths: wholeMillionsAvailable(tenths) * 10, settings });
        expect(shown).toEqual(exact);
      }
    }
  });
});
