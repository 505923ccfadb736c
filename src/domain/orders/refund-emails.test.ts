import { describe, expect, it } from "vitest";
import { type RefundEmailInput, refundEmail } from "./refund-emails";

const base: RefundEmailInput = {
  reference: "RF-ABCD2345",
  testMode: false,
  siteName: "RuneForge",
  kind: "refund",
  amountCents: 1_000,
  refundedCents: 1_000,
  totalCents: 3_937,
  paid: true,
  reason: "One item was out of stock",
  byHand: null,
  pending: false,
  pageUrl: "https://shop.test/order/RF-ABCD2345?t=x",
};

describe("refundEmail", () => {
  it("tells a partial refund: how much of what, why, when, and that work continues", () => {
    const email = refundEmail(base);
    expect(email.subject).toBe("RuneForge order RF-ABCD2345: $10.00 refunded");
    expect(email.text).toContain("We refunded $10.00 of the $39.37 you paid ($10.00 refunded in all).");
    expect(email.text).toContain("Why: One item was out of stock");
    expect(email.text).toContain("5 to 10 business days");
    expect(email.text).toContain("Work on the rest of your order continues.");
    expect(email.text).toContain(base.pageUrl);
  });

  it("tells a full refund, and one made by hand with its method and reference", () => {
    const email = refundEmail({
      ...base,
      amountCents: 3_937,
      refundedCents: 3_937,
      byHand: { sentBy: "Zelle", reference: "ZL-9" },
    });
    expect(email.subject).toBe("RuneForge order RF-ABCD2345: refunded in full");
    expect(email.text).toContain("We refunded all you paid: $39.37.");
    expect(email.text).toContain("We sent it by Zelle (reference: ZL-9).");
    expect(email.text).toContain("Work on this order has stopped.");
  });

  it("tells a cancel with or without a refund, and of an unpaid order; a test order says so", () => {
    expect(refundEmail({ ...base, kind: "cancel", amountCents: 0, refundedCents: 0 }).text).toContain(
      "No refund was made with this cancellation of your $39.37 order.",
    );
    const unpaid = refundEmail({
      ...base,
      kind: "cancel",
      amountCents: 0,
      refundedCents: 0,
      paid: false,
      testMode: true,
    });
    expect(unpaid.subject).toBe("[TEST] RuneForge order RF-ABCD2345: cancelled");
    expect(unpaid.text).toContain("No payment was taken for it");
    expect(unpaid.text).not.toContain("business days");
    const pending = refundEmail({ ...base, kind: "cancel", pending: true, reason: null });
    expect(pending.subject).toBe("RuneForge order RF-ABCD2345: cancelled, $10.00 refunded");
    expect(pending.text).toContain("The refund is on its way");
    expect(pending.text).not.toContain("Why:");
  });
});
