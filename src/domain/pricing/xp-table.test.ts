import { describe, expect, it } from "vitest";
import { levelForXp, MAX_XP, xpForLevel } from "./xp-table";

describe("XP table", () => {
  it("matches the game", () => {
    expect(xpForLevel(1)).toBe(0);
    expect(xpForLevel(2)).toBe(83);
    expect(xpForLevel(50)).toBe(101_333);
    expect(xpForLevel(60)).toBe(273_742);
    expect(xpForLevel(90)).toBe(5_346_332);
    expect(xpForLevel(92)).toBe(6_517_253);
    expect(xpForLevel(99)).toBe(13_034_431);
    expect(MAX_XP).toBe(200_000_000);
  });

  it("reads levels back from XP", () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(82)).toBe(1);
    expect(levelForXp(83)).toBe(2);
    expect(levelForXp(13_034_430)).toBe(98);
    expect(levelForXp(13_034_431)).toBe(99);
    expect(levelForXp(MAX_XP)).toBe(99);
  });

  it("refuses levels that do not exist", () => {
    expect(() => xpForLevel(0)).toThrow(RangeError);
    expect(() => xpForLevel(100)).toThrow(RangeError);
  });
});
