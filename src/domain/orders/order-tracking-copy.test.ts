import { describe, expect, it } from "vitest";
import { FULFILMENT_STATUSES } from "@/domain/admin/fulfilment";
import {
  paymentGuidance,
  paymentSummary,
  paymentText,
  shownStep,
  stepAnnouncement,
  stepText,
  stepTitle,
} from "./order-tracking-copy";

describe("order tracking copy", () => {
  it("has words for every step and payment state", () => {
    for (const step of FULFILMENT_STATUSES) {
      expect(stepTitle(step)).toMatch(/^[A-Z]/);
      expect(stepText(step)).toMatch(/\.$/);
    }
    expect(stepTitle("in_progress")).toBe("In progress");
    expect(paymentText("pending")).toBe("Waiting for your payment");
    expect(paymentText("paid")).toBe("Paid");
  });
});

describe("payment guidance and announcements", () => {
  it("names a manual method and where its instructions are while its payment is awaited", () => {
    expect(paymentGuidance("pending", "zelle")).toBe(
      "You chose Zelle. The payment instructions are in your email; put your order reference with the payment.",
    );
    expect(paymentGuidance("pending", "card")).toMatch(/waiting for your payment/);
    expect(paymentGuidance("pending", "gold")).toMatch(/trade the amount below to our trader in game/);
    expect(paymentGuidance("paid", "zelle")).toBeNull();
  });

  it("announces a new step, a new figure or a new pause reason, and nothing else", () => {
    const queued = { fulfilment: "queued" as const, progress: null, pausedReason: null };
    const working = {
      fulfilment: "in_progress" as const,
      progress: { done: 120, target: 250, unit: "kills" as const },
      pausedReason: null,
    };
    expect(stepAnnouncement(queued, queued)).toBeNull();
    expect(stepAnnouncement(queued, working)).toBe("Order update: In progress. 120 of 250 kills.");
    expect(stepAnnouncement(working, { ...working, progress: { done: 130, target: 250, unit: "kills" } })).toBe(
      "Order update: In progress. 130 of 250 kills.",
    );
    expect(stepAnnouncement(working, { ...working, fulfilment: "paused", pausedReason: "Logged in." })).toBe(
      "Order update: Paused. 120 of 250 kills. Why: Logged in.",
    );
  });
});

describe("refunds on the customer's page", () => {
  it("says a partial refund with its figures, a full one as refunded", () => {
    expect(paymentSummary({ status: "paid", refundedCents: 1_000 }, 3_937)).toBe(
      "Partially refunded ($10.00 of $39.37)",
    );
    expect(paymentSummary({ status: "paid", refundedCents: 0 }, 3_937)).toBe("Paid");
    expect(paymentSummary({ status: "refunded", refundedCents: 3_937 }, 3_937)).toBe("Refunded");
  });

  it("shows unfinished work refunded in full as stopped, not queued", () => {
    expect(shownStep({ fulfilment: "queued", payment: { status: "refunded" } }).title).toBe("Stopped");
    expect(shownStep({ fulfilment: "in_progress", payment: { status: "refunded" } }).text).not.toContain("booster");
    expect(shownStep({ fulfilment: "cancelled", payment: { status: "refunded" } }).title).toBe("Cancelled");
    expect(shownStep({ fulfilment: "delivered", payment: { status: "refunded" } }).title).toBe("Delivered");
    expect(shownStep({ fulfilment: "queued", payment: { status: "paid" } }).text).toContain("booster");
  });
});
