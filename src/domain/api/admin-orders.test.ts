import { describe, expect, it } from "vitest";
import {
  addNoteRequestSchema,
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

  it("takes a refund in cents or in full", () => {
    expect(refundRequestSchema.parse({ amount: 500 })).toEqual({ amount: 500 });
    expect(refundRequestSchema.parse({ amount: "full" })).toEqual({ amount: "full" });
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
