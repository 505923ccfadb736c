import { describe, expect, it } from "vitest";
import { isPromoOverLimit, latePromoUse, promoOverLimitText } from "./promo-late-use";

describe("a late payment's promo code use", () => {
  it("is taken again while the code has a use left, however many it had", () => {
    expect(latePromoUse({ maxUses: 1, maxUsesPerEmail: null }, { uses: 0, emailUses: 0 })).toEqual({ kind: "retake" });
    expect(latePromoUse({ maxUses: 5, maxUsesPerEmail: 2 }, { uses: 4, emailUses: 1 })).toEqual({ kind: "retake" });
    expect(latePromoUse({ maxUses: null, maxUsesPerEmail: null }, { uses: 10_000, emailUses: 9 })).toEqual({
      kind: "retake",
    });
  });

  it("is spent when another order took the use it gave back", () => {
    expect(latePromoUse({ maxUses: 1, maxUsesPerEmail: null }, { uses: 1, emailUses: 0 })).toEqual({
      kind: "spent",
      reason: "used-up",
    });
    // A count above the limit (never written by the shop) is still spent, not a negative "left".
    expect(latePromoUse({ maxUses: 3, maxUsesPerEmail: null }, { uses: 4, emailUses: 0 })).toMatchObject({
      kind: "spent",
    });
  });

  it("is spent when the same email used the code meanwhile, and says the code's limit first", () => {
    expect(latePromoUse({ maxUses: 10, maxUsesPerEmail: 1 }, { uses: 3, emailUses: 1 })).toEqual({
      kind: "spent",
      reason: "used-by-email",
    });
    expect(latePromoUse({ maxUses: 3, maxUsesPerEmail: 1 }, { uses: 3, emailUses: 1 })).toEqual({
      kind: "spent",
      reason: "used-up",
    });
  });
});

describe("the back office's flag for an order paid over its code's limit", () => {
  it("is up while the order holds the money and its use is not counted", () => {
    expect(isPromoOverLimit({ status: "paid", promoUse: "released" })).toBe(true);
    expect(isPromoOverLimit({ status: "disputed", promoUse: "released" })).toBe(true);
  });

  it("is down for a counted use, an order without a code, and one that ended without the money", () => {
    expect(isPromoOverLimit({ status: "paid", promoUse: "used" })).toBe(false);
    expect(isPromoOverLimit({ status: "paid", promoUse: null })).toBe(false);
    for (const status of ["expired", "cancelled", "refunded", "pending"])
      expect(isPromoOverLimit({ status, promoUse: "released" })).toBe(false);
  });

  it("names the code, what was charged and what the code took off", () => {
    const text = promoOverLimitText({ code: "ONCE", cents: 315 }, 2_835);
    expect(text).toContain("promo code ONCE was spent");
    expect(text).toContain("($28.35, $3.15 off with the code)");
    expect(text).toContain("not counted among the code's uses");
  });
});
