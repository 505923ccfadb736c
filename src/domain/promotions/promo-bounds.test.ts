import { describe, expect, it } from "vitest";
import { CHANGE_OK } from "@/domain/admin/change-check";
import { promoBoundText, promoValueCheck, promoValueProblem } from "./promo-bounds";

describe("a promo code's bounds", () => {
  it("shows them beside the amount", () => {
    expect(promoBoundText("percent")).toBe("At most 90% off; over 50% off asks you to confirm.");
    expect(promoBoundText("fixed")).toBe("At most $1,000.00 off; over $500.00 off asks you to confirm.");
  });

  it("refuses a code over 90 % or $1,000 off, naming the bound", () => {
    expect(promoValueProblem({ kind: "percent", value: 10_000 })).toBe(
      "A code takes at most 90% off: 100% off is refused.",
    );
    expect(promoValueProblem({ kind: "percent", value: 9_001 })).toBe(
      "A code takes at most 90% off: 90.01% off is refused.",
    );
    expect(promoValueProblem({ kind: "fixed", value: 9_999_999_900 })).toBe(
      "A code takes at most $1,000.00 off: $99,999,999.00 off is refused.",
    );
    expect(promoValueProblem({ kind: "fixed", value: 100_001 })).toBe(
      "A code takes at most $1,000.00 off: $1,000.01 off is refused.",
    );
    expect(promoValueCheck({ kind: "percent", value: 10_000 })).toEqual({
      kind: "refused",
      message: "A code takes at most 90% off: 100% off is refused.",
    });
  });

  it("takes a code on its bound", () => {
    expect(promoValueProblem({ kind: "percent", value: 9_000 })).toBeNull();
    expect(promoValueProblem({ kind: "fixed", value: 100_000 })).toBeNull();
  });

  it("asks the second confirmation over 50 % or $500, naming what every use takes off", () => {
    expect(promoValueCheck({ kind: "fixed", value: 60_000 })).toEqual({
      kind: "confirm",
      effect: "Every use takes up to $600.00 off an order.",
    });
    expect(promoValueCheck({ kind: "percent", value: 5_001 })).toEqual({
      kind: "confirm",
      effect: "Every use takes 50.01% off the lines it applies to.",
    });
    expect(promoValueCheck({ kind: "percent", value: 5_000 })).toEqual(CHANGE_OK);
    expect(promoValueCheck({ kind: "fixed", value: 50_000 })).toEqual(CHANGE_OK);
    expect(promoValueCheck({ kind: "percent", value: 1_000 })).toEqual(CHANGE_OK);
  });
});
