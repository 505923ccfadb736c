import { describe, expect, it } from "vitest";
import { barLength, columnBars, niceMax } from "./dashboard-chart";

describe("niceMax", () => {
  it("rounds up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(5_300)).toBe(10_000);
    expect(niceMax(2_150)).toBe(2_500);
    expect(niceMax(17)).toBe(20);
    expect(niceMax(0.3)).toBe(0.5);
  });
});

describe("barLength", () => {
  it("is the value's share of the full length, at least a sliver when not zero", () => {
    expect(barLength(50, 100, 200)).toBe(100);
    expect(barLength(0, 100, 200)).toBe(0);
    expect(barLength(1, 100_000, 200)).toBe(1);
    expect(barLength(5, 0, 200)).toBe(0);
  });
});

describe("columnBars", () => {
  it("stands one column per value on the bottom, in slots across the width", () => {
    expect(columnBars([0, 5, 10], 10, 300, 100)).toEqual([
      { x: 10, y: 100, width: 80, height: 0 },
      { x: 110, y: 50, width: 80, height: 50 },
      { x: 210, y: 0, width: 80, height: 100 },
    ]);
  });
});
