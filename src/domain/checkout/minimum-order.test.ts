import { describe, expect, it } from "vitest";
import { checkMinimumOrder, effectiveMinimumCents } from "./minimum-order";

describe("the minimum order", () => {
  it("accepts a total at or above the minimum and refuses one cent under it", () => {
    expect(checkMinimumOrder(100, 100)).toEqual({ ok: true });
    expect(checkMinimumOrder(17_400, 100)).toEqual({ ok: true });
    expect(checkMinimumOrder(99, 100)).toEqual({
      ok: false,
      minimumCents: 100,
      message: "The minimum order is $1.00; your total is $0.99. Add a little more to your cart to check out.",
    });
  });

  it("names the operator's minimum and the total in the message", () => {
    const check = checkMinimumOrder(3_150, 5_000);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toMatch(/^The minimum order is \$50\.00; your total is \$31\.50\./);
  });

  it("never accepts a total of zero, even when the operator's minimum is zero", () => {
    expect(effectiveMinimumCents(0)).toBe(1);
    expect(effectiveMinimumCents(250)).toBe(250);
    expect(checkMinimumOrder(0, 0)).toMatchObject({ ok: false, minimumCents: 1 });
    expect(checkMinimumOrder(1, 0)).toEqual({ ok: true });
    expect(checkMinimumOrder(0, 100)).toMatchObject({ ok: false, minimumCents: 100 });
  });
});
