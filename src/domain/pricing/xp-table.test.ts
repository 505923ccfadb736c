import { describe, expect, it } from "vitest";
import { checkXpField, levelForXp, MAX_XP, xpForLevel } from "./xp-table";

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

describe("checkXpField", () => {
  it("turns a level into its XP", () => {
    expect(checkXpField("1", false)).toEqual({ ok: true, xp: 0 });
    expect(checkXpField(" 99 ", false)).toEqual({ ok: true, xp: 13_034_431 });
  });

  it("refuses levels outside 1–99 and anything but a whole number, without clamping", () => {
    expect(checkXpField("0", false)).toEqual({ ok: false, message: "The lowest level is 1." });
    expect(checkXpField("100", false)).toEqual({ ok: false, message: "The highest level is 99." });
    for (const text of ["", " ", "5.5", "-3", "abc", "1e3"]) {
      expect(checkXpField(text, false), text).toEqual({ ok: false, message: "Enter a whole level from 1 to 99." });
    }
  });

  it("takes XP from 0 to 200M, with or without commas", () => {
    expect(checkXpField("0", true)).toEqual({ ok: true, xp: 0 });
    expect(checkXpField("13,034,431", true)).toEqual({ ok: true, xp: 13_034_431 });
    expect(checkXpField("200000000", true)).toEqual({ ok: true, xp: MAX_XP });
    expect(checkXpField("200,000,001", true)).toEqual({ ok: false, message: "XP goes up to 200,000,000 (200M)." });
    expect(checkXpField("999999999999999", true).ok).toBe(false);
    expect(checkXpField("12.5", true)).toEqual({
      ok: false,
      message: "Enter a whole XP amount from 0 to 200,000,000.",
    });
  });
});
