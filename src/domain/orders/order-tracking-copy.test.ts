import { describe, expect, it } from "vitest";
import { FULFILMENT_STATUSES } from "@/domain/admin/fulfilment";
import { paymentGuidance, paymentText, stepAnnouncement, stepText, stepTitle } from "./order-tracking-copy";

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
