import { describe, expect, it } from "vitest";
import { checkRefundReason, decideCancel, decideRefund, type RefundableOrder, refundableCents } from "./refund-rules";

const paid: RefundableOrder = {
  status: "paid",
  provider: "stripe",
  totalCents: 3_150,
  refundedCents: 0,
  pendingRefundCents: 0,
};
const manual: RefundableOrder = { ...paid, provider: "manual" };
const why = "Customer asked";
const zelle = { sentBy: "Zelle", reference: "ZL-1" };

describe("decideRefund", () => {
  it("refunds part, then the rest as full, with the reason trimmed", () => {
    expect(decideRefund(paid, { amount: 1_000, reason: ` ${why} ` })).toEqual({
      ok: true,
      amountCents: 1_000,
      reason: why,
      byHand: null,
    });
    expect(decideRefund({ ...paid, refundedCents: 1_000 }, { amount: "full", reason: why })).toMatchObject({
      ok: true,
      amountCents: 2_150,
    });
  });

  it("counts refunds asked for and not yet recorded", () => {
    expect(refundableCents({ totalCents: 3_150, refundedCents: 1_000, pendingRefundCents: 2_000 })).toBe(150);
    expect(decideRefund({ ...paid, pendingRefundCents: 3_000 }, { amount: 151, reason: why })).toEqual({
      ok: false,
      reason: "The amount is more than what can still be refunded ($1.50).",
    });
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])("refuses %s cents", (amount) => {
    expect(decideRefund(paid, { amount, reason: why })).toEqual({
      ok: false,
      reason: "The amount to refund must be more than $0.00, to the cent.",
    });
  });

  it("refuses more than was paid", () => {
    expect(decideRefund(paid, { amount: 3_151, reason: why }).ok).toBe(false);
    expect(decideRefund(paid, { amount: 3_150, reason: why })).toMatchObject({ ok: true, amountCents: 3_150 });
  });

  it("refunds only paid orders with something left", () => {
    expect(decideRefund({ ...paid, status: "pending" }, { amount: "full", reason: why })).toEqual({
      ok: false,
      reason: "Only a paid order can be refunded; this one is pending.",
    });
    expect(decideRefund({ ...paid, status: "disputed" }, { amount: 100, reason: why }).ok).toBe(false);
    expect(decideRefund({ ...paid, refundedCents: 3_150 }, { amount: "full", reason: why })).toEqual({
      ok: false,
      reason: "Nothing is left to refund on this order.",
    });
  });

  it("needs a reason the customer can read", () => {
    for (const reason of ["", "   ", "a\u0000b", "x".repeat(501)]) {
      expect(decideRefund(paid, { amount: 100, reason }).ok).toBe(false);
    }
    expect(checkRefundReason("Line one\nline two")).toEqual({ ok: true, reason: "Line one\nline two" });
  });

  it("refunds a manual order by hand only, with how it was sent and its reference", () => {
    expect(
      decideRefund(manual, { amount: 100, reason: why, byHand: { sentBy: " Zelle ", reference: " ZL-1 " } }),
    ).toEqual({
      ok: true,
      amountCents: 100,
      reason: why,
      byHand: zelle,
    });
    expect(decideRefund(manual, { amount: 100, reason: why })).toMatchObject({ ok: false });
    expect(decideRefund(manual, { amount: 100, reason: why, byHand: { sentBy: "", reference: "r" } })).toMatchObject({
      ok: false,
    });
    expect(
      decideRefund(manual, { amount: 100, reason: why, byHand: { sentBy: "Zelle", reference: "a\nb" } }),
    ).toMatchObject({ ok: false });
    expect(
      decideRefund(manual, { amount: 100, reason: why, byHand: { sentBy: "x".repeat(41), reference: "r" } }),
    ).toMatchObject({ ok: false });
    expect(decideRefund(paid, { amount: 100, reason: why, byHand: zelle })).toEqual({
      ok: false,
      reason: "This order was paid through its provider: refund it there.",
    });
  });
});

describe("decideCancel", () => {
  it("cancels an unpaid order without a refund, a paid one with its choice, a refunded one with none", () => {
    expect(decideCancel({ status: "pending", fulfilment: "queued" }, "none")).toEqual({ ok: true, kind: "unpaid" });
    expect(decideCancel({ status: "pending", fulfilment: "queued" }, "full").ok).toBe(false);
    expect(decideCancel({ status: "paid", fulfilment: "in_progress" }, 500)).toEqual({
      ok: true,
      kind: "paid",
      refund: 500,
    });
    expect(decideCancel({ status: "paid", fulfilment: "paused" }, "none")).toEqual({
      ok: true,
      kind: "paid",
      refund: "none",
    });
    expect(decideCancel({ status: "refunded", fulfilment: "queued" }, "none")).toEqual({ ok: true, kind: "refunded" });
    expect(decideCancel({ status: "refunded", fulfilment: "queued" }, "full").ok).toBe(false);
  });

  it("keeps an unpaid order that holds part payments, naming what was received", () => {
    expect(decideCancel({ status: "pending", fulfilment: "queued", receivedCents: 17_000 }, "none")).toEqual({
      ok: false,
      reason:
        "$170.00 of this order is paid already (part payments). Record the rest of the payment, then cancel it with a refund of what you send back.",
    });
    expect(decideCancel({ status: "pending", fulfilment: "queued", receivedCents: 0 }, "none").ok).toBe(true);
  });

  it("refuses a cancelled, delivered, disputed or expired order", () => {
    expect(decideCancel({ status: "paid", fulfilment: "cancelled" }, "none")).toEqual({
      ok: false,
      reason: "The order is already cancelled.",
    });
    expect(decideCancel({ status: "paid", fulfilment: "delivered" }, "full").ok).toBe(false);
    expect(decideCancel({ status: "disputed", fulfilment: "queued" }, "none").ok).toBe(false);
    expect(decideCancel({ status: "expired", fulfilment: "queued" }, "none").ok).toBe(false);
  });
});
