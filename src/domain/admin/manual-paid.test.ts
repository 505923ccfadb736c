import { describe, expect, it } from "vitest";
import { decideManualPaid } from "./manual-paid";

const order = { method: "zelle", status: "pending" as const, totalCents: 3_150, currency: "USD" };

describe("decideManualPaid", () => {
  it("accepts the total with a reference, trimmed", () => {
    expect(decideManualPaid(order, { amountCents: 3_150, paymentReference: "  ZL-123 " })).toEqual({
      ok: true,
      paymentReference: "ZL-123",
    });
    expect(decideManualPaid({ ...order, status: "expired" }, { amountCents: 3_150, paymentReference: "x" }).ok).toBe(
      true,
    );
  });

  it("refuses a provider's order, a paid one, and a missing reference", () => {
    expect(decideManualPaid({ ...order, method: "card" }, { amountCents: 3_150, paymentReference: "x" })).toEqual({
      ok: false,
      reason: "Only an order placed for a manual method can be marked paid by hand.",
    });
    expect(decideManualPaid({ ...order, status: "paid" }, { amountCents: 3_150, paymentReference: "x" })).toEqual({
      ok: false,
      reason: "The order is paid, not waiting for a payment.",
    });
    expect(decideManualPaid(order, { amountCents: 3_150, paymentReference: "  " })).toEqual({
      ok: false,
      reason: "The payment reference is required.",
    });
    expect(decideManualPaid(order, { amountCents: 3_150, paymentReference: "a\nb" }).ok).toBe(false);
  });

  it.each([0, -3_150, 31.5, Number.NaN, 2 ** 60])("refuses %s cents", (amountCents) => {
    expect(decideManualPaid(order, { amountCents, paymentReference: "x" })).toEqual({
      ok: false,
      reason: "The amount received must be more than $0.00, to the cent.",
    });
  });

  it("refuses an amount other than the total", () => {
    expect(decideManualPaid(order, { amountCents: 3_000, paymentReference: "x" })).toEqual({
      ok: false,
      reason: "The amount received ($30.00) is not the order's total ($31.50): settle the difference first.",
    });
  });
});
