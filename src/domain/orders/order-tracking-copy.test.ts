import { describe, expect, it } from "vitest";
import { FULFILMENT_STATUSES } from "@/domain/admin/fulfilment";
import { paymentText, stepText, stepTitle } from "./order-tracking-copy";

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
