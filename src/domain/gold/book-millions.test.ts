import { describe, expect, it } from "vitest";
import { checkBookMillions, parseMillionsText } from "./book-millions";

describe("parseMillionsText", () => {
  it("reads whole millions, thousands separators, a tenth and a sign", () => {
    expect(parseMillionsText("250")).toBe(2_500);
    expect(parseMillionsText(" 1,250 ")).toBe(12_500);
    expect(parseMillionsText("12.5")).toBe(125);
    expect(parseMillionsText("-40")).toBe(-400);
    expect(parseMillionsText("+0.1")).toBe(1);
  });

  it("refuses what is not a number of millions to the tenth", () => {
    for (const text of ["", "12.55", "1,25", "1e3", "abc", "--4", "12.", ".5", "Infinity", "9".repeat(400)]) {
      expect(parseMillionsText(text), text).toBeNull();
    }
  });
});

describe("checkBookMillions", () => {
  it("wants stock added above zero and a correction not zero, both bounded", () => {
    expect(checkBookMillions("500", false)).toEqual({ ok: true, tenths: 5_000 });
    expect(checkBookMillions("-500", false)).toEqual({ ok: false, message: "must be more than zero" });
    expect(checkBookMillions("0", false)).toEqual({ ok: false, message: "must be more than zero" });
    expect(checkBookMillions("-500", true)).toEqual({ ok: true, tenths: -5_000 });
    expect(checkBookMillions("0.0", true)).toEqual({ ok: false, message: "must not be zero" });
    expect(checkBookMillions("100,000", false)).toEqual({ ok: true, tenths: 1_000_000 });
    expect(checkBookMillions("100000.1", true)).toMatchObject({ ok: false });
    expect(checkBookMillions("lots", true)).toMatchObject({ ok: false });
  });
});
