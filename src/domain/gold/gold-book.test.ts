import { describe, expect, it } from "vitest";
import {
  crossesBelow,
  dayMargin,
  formatBasisPoints,
  isLowStock,
  levelY,
  linePoints,
  seriesScale,
  stockSeries,
} from "./gold-book";

const DAYS = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"];

describe("stockSeries", () => {
  it("walks back from the current balance and forward through the window's days", () => {
    // 1,000M on hand before the window; +500M on the 2nd with 200M reserved; 100M delivered on the 4th.
    const series = stockSeries(
      { onHandTenths: 14_000, reservedTenths: 1_000 },
      [
        { day: "2026-12-02", onHandTenths: 5_000, reservedTenths: 2_000 },
        { day: "2026-12-04", onHandTenths: -1_000, reservedTenths: -1_000 },
      ],
      DAYS,
    );
    expect(series).toEqual([
      { day: "2026-12-01", onHandTenths: 10_000, availableTenths: 10_000 },
      { day: "2026-12-02", onHandTenths: 15_000, availableTenths: 13_000 },
      { day: "2026-12-03", onHandTenths: 15_000, availableTenths: 13_000 },
      { day: "2026-12-04", onHandTenths: 14_000, availableTenths: 13_000 },
    ]);
  });

  it("adds up a day given in parts, and keeps a later-dated movement out of the window's end", () => {
    const series = stockSeries(
      { onHandTenths: 700, reservedTenths: 50 },
      [
        { day: "2026-12-03", onHandTenths: 100, reservedTenths: 0 },
        { day: "2026-12-03", onHandTenths: 200, reservedTenths: 50 },
        { day: "2026-12-05", onHandTenths: 400, reservedTenths: 0 },
      ],
      DAYS,
    );
    expect(series.map((point) => point.onHandTenths)).toEqual([0, 0, 300, 300]);
    expect(series.at(-1)?.availableTenths).toBe(250);
  });

  it("ignores a day before the window: it is already in the opening balance", () => {
    const series = stockSeries(
      { onHandTenths: 50, reservedTenths: 0 },
      [{ day: "2026-11-01", onHandTenths: 50, reservedTenths: 0 }],
      DAYS,
    );
    expect(series.map((point) => point.onHandTenths)).toEqual([50, 50, 50, 50]);
  });

  it("is flat at the balance without movements, and shows available below zero after an override", () => {
    expect(stockSeries({ onHandTenths: 0, reservedTenths: 30 }, [], DAYS).map((p) => p.availableTenths)).toEqual([
      -30, -30, -30, -30,
    ]);
  });
});

describe("the chart's geometry", () => {
  it("scales from zero to a round top, or from a round bottom when a figure is below zero", () => {
    expect(seriesScale([0, 1_300, 900])).toEqual({ min: 0, max: 2_000 });
    expect(seriesScale([-30, 400])).toEqual({ min: -50, max: 500 });
    expect(seriesScale([0, 0])).toEqual({ min: 0, max: 1 });
    expect(seriesScale([])).toEqual({ min: 0, max: 1 });
  });

  it("puts each value in the middle of its slot, the top of the scale at y 0", () => {
    expect(linePoints([0, 50, 100], { min: 0, max: 100 }, 300, 200)).toBe("50,200 150,100 250,0");
    expect(linePoints([-50], { min: -100, max: 100 }, 100, 100)).toBe("50,75");
    expect(linePoints([], { min: 0, max: 1 }, 100, 100)).toBe("");
    expect(levelY(0, { min: -100, max: 100 }, 100)).toBe(50);
  });
});

describe("dayMargin", () => {
  it("compares the average prices of a million sold and bought, and the margin on what went both ways", () => {
    // 1,000M sold for $190 (0.19/M); 400M bought for $48 (0.12/M).
    const margin = dayMargin({ tenths: 10_000, cents: 19_000 }, { tenths: 4_000, cents: 4_800 });
    expect(margin.sellRateMillicents).toBe(19_000);
    expect(margin.buyRateMillicents).toBe(12_000);
    expect(margin.marginMillicents).toBe(7_000);
    expect(margin.marginBasisPoints).toBe(3_684);
    expect(margin.matchedTenths).toBe(4_000);
    expect(margin.matchedMarginCents).toBe(2_800);
  });

  it("has no margin when one side did not trade", () => {
    const margin = dayMargin({ tenths: 1_000, cents: 1_900 }, { tenths: 0, cents: 0 });
    expect(margin.sellRateMillicents).toBe(19_000);
    expect(margin.buyRateMillicents).toBeNull();
    expect(margin.marginMillicents).toBeNull();
    expect(margin.marginBasisPoints).toBeNull();
    expect(margin.matchedMarginCents).toBeNull();
    expect(margin.matchedTenths).toBe(0);
  });

  it("keeps a tenth of a million's price to the millicent, and a loss is negative", () => {
    // 12.5M bought for $1.50 (0.12/M) and sold for $1.25 (0.10/M).
    const margin = dayMargin({ tenths: 125, cents: 125 }, { tenths: 125, cents: 150 });
    expect(margin.sellRateMillicents).toBe(10_000);
    expect(margin.buyRateMillicents).toBe(12_000);
    expect(margin.marginMillicents).toBe(-2_000);
    expect(margin.matchedMarginCents).toBe(-25);
    expect(formatBasisPoints(margin.marginBasisPoints ?? 0)).toBe("-20.00%");
    expect(formatBasisPoints(3_684)).toBe("36.84%");
  });
});

describe("crossesBelow", () => {
  it("is a crossing only from at or above the threshold to below it", () => {
    expect(crossesBelow(10_000, 9_999, 10_000)).toBe(true);
    expect(crossesBelow(12_000, 500, 10_000)).toBe(true);
    // Still low: no new crossing.
    expect(crossesBelow(9_000, 8_000, 10_000)).toBe(false);
    // Rising, or staying above.
    expect(crossesBelow(9_000, 11_000, 10_000)).toBe(false);
    expect(crossesBelow(12_000, 10_000, 10_000)).toBe(false);
  });

  it("says the stock is low below the threshold", () => {
    expect(isLowStock(9_999, 10_000)).toBe(true);
    expect(isLowStock(10_000, 10_000)).toBe(false);
  });
});
