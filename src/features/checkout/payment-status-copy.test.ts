import { describe, expect, it } from "vitest";
import { PAYMENT_STATUS_COPY } from "./payment-status-copy";

describe("the return page's words for each payment status", () => {
  it("tells a visitor plainly that a refunded order was refunded and a disputed one is on hold", () => {
    expect(PAYMENT_STATUS_COPY.refunded.title).toBe("This order was refunded");
    expect(PAYMENT_STATUS_COPY.disputed.body).toContain("on hold");
  });

  it("never offers to pay again once money was taken", () => {
    for (const status of ["paid", "review", "refunded", "disputed"] as const) {
      expect(PAYMENT_STATUS_COPY[status].offerRetry).toBe(false);
    }
  });

  it("never says nothing was charged when money was taken", () => {
    for (const status of ["paid", "review", "refunded", "disputed"] as const) {
      expect(PAYMENT_STATUS_COPY[status].body ?? "").not.toMatch(/nothing was charged/i);
    }
  });
});
