import { describe, expect, it } from "vitest";
import { buildTrackingView } from "@/domain/orders/order-tracking";
import { accessTokenSchema, orderPagePath, orderReferenceSchema, orderTrackingViewSchema } from "./order-tracking";

describe("order tracking contract", () => {
  it("takes only a reference and a token of the shop's shape", () => {
    expect(orderReferenceSchema.safeParse("RF-7K2M9Q3X").success).toBe(true);
    expect(orderReferenceSchema.safeParse("RF-7K2M9Q3I").success).toBe(false);
    expect(orderReferenceSchema.safeParse("rf-7k2m9q3x").success).toBe(false);
    expect(accessTokenSchema.safeParse("a".repeat(43)).success).toBe(true);
    expect(accessTokenSchema.safeParse("a".repeat(42)).success).toBe(false);
    expect(accessTokenSchema.safeParse(`${"a".repeat(42)}=`).success).toBe(false);
  });

  it("builds the page's path", () => {
    expect(orderPagePath("RF-7K2M9Q3X", "abc_-")).toBe("/orders/RF-7K2M9Q3X?k=abc_-");
  });

  it("describes the view the domain builds", () => {
    const view = buildTrackingView(
      {
        reference: "RF-7K2M9Q3X",
        createdAt: "2026-11-27T10:00:00.000Z",
        status: "paid",
        paidAt: null,
        refundedCents: 0,
        method: "card",
        lines: [{ sku: "fire-cape", name: "Fire Cape", subName: "", count: 1, payableCents: 3150 }],
        subtotalCents: 3500,
        discountCents: 350,
        promo: null,
        totalCents: 3150,
        currency: "USD",
        fulfilment: "in_progress",
        stepEmails: true,
        trade: { world: null, place: null, traderRsn: null },
        version: 1,
      },
      [
        {
          id: "s1",
          step: "in_progress",
          createdAt: "2026-11-27T11:00:00.000Z",
          progressDone: 3,
          progressTarget: 10,
          progressUnit: "kills",
          reason: null,
        },
      ],
    );
    expect(orderTrackingViewSchema.parse(view)).toEqual(view);
  });
});

describe("the step-email choice", () => {
  it("takes a token and a yes or no, nothing else", async () => {
    const { stepEmailsContract } = await import("./order-tracking");
    expect(stepEmailsContract.request.safeParse({ k: "a".repeat(43), enabled: false }).success).toBe(true);
    expect(stepEmailsContract.request.safeParse({ k: "a".repeat(43), enabled: "no" }).success).toBe(false);
    expect(stepEmailsContract.request.safeParse({ k: "a".repeat(43), enabled: true, email: "x" }).success).toBe(false);
    expect(stepEmailsContract.request.safeParse({ k: "a".repeat(201), enabled: true }).success).toBe(false);
  });
});
