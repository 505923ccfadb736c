import { describe, expect, it } from "vitest";
import { checkPayment, describeCents } from "./payment-check";

const order = { totalCents: 1_500, currency: "USD" };
const stripe = (amountCents: number | null, currency: string | null = "usd", noPaymentRequired = false) => ({
  provider: "Stripe",
  amountCents,
  currency,
  noPaymentRequired,
});

describe("checkPayment", () => {
  it("accepts exactly the stored total in the stored currency, whatever the currency's case", () => {
    expect(checkPayment(order, stripe(1_500, "usd"))).toEqual({ kind: "accepted" });
    expect(checkPayment(order, stripe(1_500, "USD"))).toEqual({ kind: "accepted" });
  });

  it("refuses less, and more, than the total with the amounts in the reason", () => {
    expect(checkPayment(order, stripe(100))).toEqual({
      kind: "mismatch",
      reason: "Stripe reported $1.00, order total $15.00",
    });
    expect(checkPayment(order, stripe(1_501))).toMatchObject({ kind: "mismatch" });
  });

  it("refuses the right number in another currency", () => {
    expect(checkPayment(order, stripe(1_500, "eur"))).toEqual({
      kind: "mismatch",
      reason: "Stripe reported €15.00, order total $15.00",
    });
  });

  it("refuses a report with no amount, no currency, or an amount that is not whole cents", () => {
    for (const report of [stripe(null), stripe(1_500, null), stripe(1_500.5), stripe(-1_500), stripe(Number.NaN)]) {
      expect(checkPayment(order, report)).toEqual({
        kind: "mismatch",
        reason: "Stripe reported no valid amount, order total $15.00",
      });
    }
  });

  it("counts no_payment_required as paid only for an order whose stored total is zero", () => {
    expect(checkPayment({ totalCents: 0, currency: "USD" }, stripe(0, "usd", true))).toEqual({ kind: "accepted" });
    expect(checkPayment(order, stripe(0, "usd", true))).toEqual({
      kind: "mismatch",
      reason: "Stripe reported no payment required, order total $15.00",
    });
    // Even if the session claims the full amount alongside it.
    expect(checkPayment(order, stripe(1_500, "usd", true))).toMatchObject({ kind: "mismatch" });
  });

  it("accepts a zero-total order reported as a zero payment", () => {
    expect(checkPayment({ totalCents: 0, currency: "USD" }, stripe(0))).toEqual({ kind: "accepted" });
  });

  it("describes cents with the currency upper-cased", () => {
    expect(describeCents(3_150, "usd")).toBe("$31.50");
  });
});
