import { describe, expect, it } from "vitest";
import { decideRefund, type RefundableOrder, refundableCents } from "./refund-rules";

const paid: RefundableOrder = {
  status: "paid",
  provider: "stripe",
  totalCents: 3_150,
  refundedCents: 0,
  pendingRefundCents: 0,
};

describe("decideRefund", () => {
  it("refunds part, then the rest as full", () => {
    expect(decideRefund(paid, 1_000)).toEqual({ ok: true, amountCents: 1_000 });
    expect(decideRefund({ ...paid, refundedCents: 1_000 }, "full")).toEqual({ ok: true, amountCents: 2_150 });
  });

  it("counts refunds asked for and not yet recorded", () => {
    expect(refundableCents({ totalCents: 3_150, refundedCents: 1_000, pendingRefundCents: 2_000 })).toBe(150);
    expect(decideRefund({ ...paid, pendingRefundCents: 3_000 }, 151)).toEqual({
      ok: false,
      reason: "The amount is more than what can still be refunded ($1.50).",
    });
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])("refuses %s cents", (amount) => {
    expect(decideRefund(paid, amount)).toEqual({
      ok: false,
      reason: "The amount to refund must be more than $0.00, to the cent.",
    });
  });

  it("refuses more than was paid", () => {
    expect(decideRefund(paid, 3_151).ok).toBe(false);
    expect(decideRefund(paid, 3_150)).toEqual({ ok: true, amountCents: 3_150 });
  });

  it("refunds only paid provider orders with something left", () => {
    expect(decideRefund({ ...paid, status: "pending" }, "full")).toEqual({
      ok: false,
      reason: "Only a paid order can be refunded; this one is pending.",
    });
    expect(decideRefund({ ...paid, status: "disputed" }, 100).ok).toBe(false);
    expect(decideRefund({ ...paid, provider: "manual" }, 100).ok).toBe(false);
    expect(decideRefund({ ...paid, refundedCents: 3_150 }, "full")).toEqual({
      ok: false,
      reason: "Nothing is left to refund on this order.",
    });
  });
});
