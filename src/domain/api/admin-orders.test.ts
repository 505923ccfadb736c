import { describe, expect, it } from "vitest";
import {
  addNoteRequestSchema,
  cancelOrderRequestSchema,
  markPaidRequestSchema,
  orderListQueryFrom,
  orderListQuerySchema,
  refundRequestSchema,
  setFulfilmentRequestSchema,
} from "./admin-orders";

describe("admin order contracts", () => {
  it("reads the list's query string into filter, cursor and limit", () => {
    const query = orderListQuerySchema.parse(
      orderListQueryFrom(new URLSearchParams("status=paid&q=Zezima&limit=20&cursor=abc")),
    );
    expect(query).toEqual({ filter: { status: "paid", q: "Zezima" }, cursor: "abc", limit: 20 });
    expect(orderListQuerySchema.parse(orderListQueryFrom(new URLSearchParams(""))).limit).toBe(50);
    expect(orderListQuerySchema.safeParse(orderListQueryFrom(new URLSearchParams("limit=100000"))).success).toBe(false);
    expect(orderListQuerySchema.safeParse(orderListQueryFrom(new URLSearchParams("limit=-1"))).success).toBe(false);
    expect(orderListQuerySchema.safeParse(orderListQueryFrom(new URLSearchParams("admin=1"))).success).toBe(false);
  });

  it.each([-1, 0, 1.5, "100", null, 2 ** 60, "all"])("refuses a refund of %s", (amount) => {
    expect(refundRequestSchema.safeParse({ amount }).success).toBe(false);
  });

  it("takes a refund in cents or in full, with its reason, and how a manual one was sent", () => {
    expect(refundRequestSchema.parse({ amount: 500, reason: " Late " })).toEqual({ amount: 500, reason: "Late" });
    expect(refundRequestSchema.parse({ amount: "full", reason: "x" })).toEqual({ amount: "full", reason: "x" });
    expect(
      refundRequestSchema.parse({ amount: 500, reason: "x", byHand: { sentBy: " Zelle ", reference: "ZL-1" } }),
    ).toEqual({ amount: 500, reason: "x", byHand: { sentBy: "Zelle", reference: "ZL-1" } });
    for (const body of [
      { amount: 500 },
      { amount: 500, reason: "   " },
      { amount: 500, reason: "x".repeat(501) },
      { amount: 500, reason: "x", byHand: { sentBy: "", reference: "r" } },
      { amount: 500, reason: "x", byHand: { sentBy: "Zelle", reference: "r", extra: 1 } },
      { amount: 500, reason: "x", operatorId: "someone" },
    ]) {
      expect(refundRequestSchema.safeParse(body).success).toBe(false);
    }
  });

  it("takes a cancel's refund (all, none or cents) and its reason", () => {
    expect(cancelOrderRequestSchema.parse({ refund: "none", reason: "x" })).toEqual({ refund: "none", reason: "x" });
    expect(cancelOrderRequestSchema.parse({ refund: 100, reason: "x" })).toEqual({ refund: 100, reason: "x" });
    for (const refund of ["all", -1, 1.5, 0]) {
      expect(cancelOrderRequestSchema.safeParse({ refund, reason: "x" }).success).toBe(false);
    }
    expect(cancelOrderRequestSchema.safeParse({ refund: "full" }).success).toBe(false);
  });

  it("needs a manual payment's amount and reference", () => {
    expect(markPaidRequestSchema.parse({ amountCents: 3_150, paymentReference: " tx1 " })).toEqual({
      amountCents: 3_150,
      paymentReference: "tx1",
    });
    expect(markPaidRequestSchema.safeParse({ amountCents: 3_150 }).success).toBe(false);
    expect(markPaidRequestSchema.safeParse({ amountCents: 31.5, paymentReference: "x" }).success).toBe(false);
  });

  it("checks notes and fulfilment statuses", () => {
    expect(addNoteRequestSchema.safeParse({ body: "   " }).success).toBe(false);
    expect(addNoteRequestSchema.safeParse({ body: "x".repeat(2_001) }).success).toBe(false);
    expect(setFulfilmentRequestSchema.safeParse({ fulfilment: "shipped" }).success).toBe(false);
    expect(setFulfilmentRequestSchema.parse({ fulfilment: "delivered" })).toEqual({ fulfilment: "delivered" });
  });
});
