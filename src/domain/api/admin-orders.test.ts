import { describe, expect, it } from "vitest";
import {
  addNoteRequestSchema,
  markPaidRequestSchema,
  orderDetailResponseSchema,
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

describe("an order's detail: classic zod around the shop's zod/mini line and totals schemas", () => {
  const line = {
    sku: "fire-cape",
    name: "Fire Cape",
    subName: "",
    count: 1,
    config: {},
    unitCents: 3_500,
    totalCents: 3_500,
    discountCents: 0,
    payableCents: 3_500,
  };
  const order = {
    id: "o1",
    reference: "RF-7K2M9Q3X",
    createdAt: "2026-11-27T10:00:00.000Z",
    paidAt: null,
    status: "paid",
    fulfilment: "in_progress",
    method: "card",
    provider: "stripe",
    testMode: true,
    email: "ann@example.com",
    rsn: "",
    totalCents: 3_500,
    refundedCents: 0,
    currency: "USD",
    name: "Ann",
    phone: "",
    lines: [line],
    totals: { subtotalCents: 3_500, discountCents: 0, totalCents: 3_500 },
    providerRef: null,
    providerPaymentRef: null,
    paymentIssue: null,
    refundedAt: null,
    disputedAt: null,
    refundableCents: 3_500,
    refundPendingCents: 0,
    timeline: [],
  };

  it("reads the order with its lines and totals", () => {
    expect(orderDetailResponseSchema.parse({ order })).toEqual({ order });
  });

  it("refuses a bad line under its full path, in the same words", () => {
    const result = orderDetailResponseSchema.safeParse({ order: { ...order, lines: [{ ...line, count: 0 }] } });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["order", "lines", 0, "count"],
      message: "Too small: expected number to be >=1",
    });
  });
});
