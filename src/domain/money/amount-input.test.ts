import { describe, expect, it } from "vitest";
import { AMOUNT_UNREADABLE, readAmountInput } from "./amount-input";

describe("readAmountInput", () => {
  it("turns dollars typed with or without cents, a sign or spaces, into whole cents", () => {
    expect(readAmountInput("12.50")).toEqual({ ok: true, cents: 1_250 });
    expect(readAmountInput(" $174 ")).toEqual({ ok: true, cents: 17_400 });
    expect(readAmountInput("0.01")).toEqual({ ok: true, cents: 1 });
  });

  it("refuses nothing, zero, words, a third decimal and a negative, saying how to type it", () => {
    for (const text of ["", "0", "0.00", "ten", "12.345", "-5", "1,000"]) {
      expect(readAmountInput(text)).toEqual({ ok: false, message: AMOUNT_UNREADABLE });
    }
  });
});
