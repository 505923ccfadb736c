import { describe, expect, it } from "vitest";
import { type PaymentNotice, paymentIssueText, paymentNoticeEmail } from "./payment-notices";

const order = {
  reference: "RF-ABCDEFGH",
  email: "buyer@example.com",
  name: "Zezima Player",
  rsn: "Zezima",
  method: "card",
  status: "pending",
  lines: [],
  totals: { subtotalCents: 3_500, discountCents: 350, totalCents: 3_150 },
  testMode: false,
};

describe("payment notices", () => {
  it("keep the provider's reason for a mismatch as the order's payment issue", () => {
    const notice: PaymentNotice = {
      kind: "mismatch",
      reason: "Stripe reported $1.00, order total $31.50",
    };
    expect(paymentIssueText(notice, order.totals)).toBe("Stripe reported $1.00, order total $31.50");
    const email = paymentNoticeEmail(order, notice);
    expect(email.subject).toBe("Payment not accepted for order RF-ABCDEFGH");
    expect(email.text).toContain("What happened: Stripe reported $1.00, order total $31.50");
    expect(email.text).toContain("Do not deliver");
  });

  it("name each refund and dispute with its amounts", () => {
    const cases: [PaymentNotice, string, string][] = [
      [
        { kind: "late-payment", from: "expired", provider: "Stripe" },
        "Stripe payment received after the order was expired",
        "Late payment for expired order RF-ABCDEFGH: $31.50",
      ],
      [
        { kind: "promo-spent", from: "expired", provider: "Square", code: "ONCE", reason: "used-up" },
        "Square payment received after the order was expired; promo code ONCE was used up by then, so the order is paid with its reduction but not counted as a use",
        "Promo code ONCE over its limit on order RF-ABCDEFGH: $31.50",
      ],
      [
        { kind: "promo-spent", from: null, provider: "Manual", code: "ONCE", reason: "used-by-email" },
        "Manual payment received; promo code ONCE had reached its limit for this email by then, so the order is paid with its reduction but not counted as a use",
        "Promo code ONCE over its limit on order RF-ABCDEFGH: $31.50",
      ],
      [
        { kind: "refunded", refundedCents: 3_150, currency: "usd" },
        "Refunded in full: $31.50",
        "Refunded order RF-ABCDEFGH: $31.50",
      ],
      [
        { kind: "partial-refund", refundedCents: 100, currency: "USD" },
        "Partially refunded: $1.00 of $31.50",
        "Partial refund on order RF-ABCDEFGH: $1.00 of $31.50",
      ],
      [
        { kind: "refund-unpaid", refundedCents: 100, currency: "USD" },
        "Refund of $1.00 reported for an order that is not paid",
        "Refund reported for unpaid order RF-ABCDEFGH",
      ],
      [
        { kind: "dispute-opened", amountCents: 3_150, currency: "usd", reason: "fraudulent" },
        "Dispute opened (fraudulent): $31.50",
        "Dispute opened on order RF-ABCDEFGH: $31.50",
      ],
      [{ kind: "dispute-closed", outcome: "won" }, "Dispute closed: won", "Dispute won on order RF-ABCDEFGH"],
    ];
    for (const [notice, issue, subject] of cases) {
      expect(paymentIssueText(notice, order.totals)).toBe(issue);
      expect(paymentNoticeEmail(order, notice).subject).toBe(subject);
    }
  });

  it("mark the subject of a test order with [TEST]", () => {
    const email = paymentNoticeEmail(
      { ...order, testMode: true },
      { kind: "refunded", refundedCents: 3_150, currency: "USD" },
    );
    expect(email.subject).toBe("[TEST] Refunded order RF-ABCDEFGH: $31.50");
  });
});
