import { describe, expect, it } from "vitest";
import { goldPromise } from "./gold-promise";
import { parseGoldStock, promisableTenths, wholeMillionsAvailable } from "./gold-stock";
import { millionsToTenths } from "./gold-units";

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
        const shown = goldPromise({
          millions,
          availableTenths: millionsToTenths(wholeMillionsAvailable(tenths)),
          settings,
        });
        expect(shown).toEqual(exact);
      }
    }
  });
});

describe("promisableTenths", () => {
  it("counts the available stock while nobody waits, and none while a paid order waits before a new one", () => {
    expect(promisableTenths({ availableTenths: 5_000, waitingTenths: 0 })).toBe(5_000);
    expect(promisableTenths({ availableTenths: 5_000, waitingTenths: 7_500 })).toBe(0);
    expect(promisableTenths({ availableTenths: -20, waitingTenths: 0 })).toBe(0);
  });
});
