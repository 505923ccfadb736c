import { describe, expect, it } from "vitest";
import {
  isDisputable,
  isFullRefund,
  isPayable,
  isRefundable,
  latePaymentFrom,
  statusAfterDispute,
} from "./order-transitions";
import type { OrderStatus } from "./purchase";

const ALL: OrderStatus[] = ["pending", "paid", "cancelled", "failed", "expired", "refunded", "disputed"];

describe("order transitions", () => {
  it("lets a payment move pending, expired and cancelled orders, never a paid, refunded or disputed one", () => {
    expect(ALL.filter(isPayable)).toEqual(["pending", "cancelled", "expired"]);
  });

  it("calls a payment for an expired or cancelled order late", () => {
    expect(latePaymentFrom("expired")).toBe("expired");
    expect(latePaymentFrom("cancelled")).toBe("cancelled");
    expect(latePaymentFrom("pending")).toBeNull();
  });

  it("refunds paid and disputed orders, and disputes only paid ones", () => {
    expect(ALL.filter(isRefundable)).toEqual(["paid", "disputed"]);
    expect(ALL.filter(isDisputable)).toEqual(["paid"]);
  });

  it("calls a refund full once the refunded amount covers the total", () => {
    expect(isFullRefund({ totalCents: 3_150 }, 3_150)).toBe(true);
    expect(isFullRefund({ totalCents: 3_150 }, 3_149)).toBe(false);
  });

  it("pays a disputed order again only when the dispute is won", () => {
    expect(statusAfterDispute("won")).toBe("paid");
    expect(statusAfterDispute("lost")).toBeNull();
    expect(statusAfterDispute("other")).toBeNull();
  });
});
