import { describe, expect, it } from "vitest";
import { GOLD_PAYMENT_MESSAGES } from "@/domain/checkout/gold-payment";
import { decideManualPaid, manualBalance, maxPaymentCents } from "./manual-paid";

const order = { method: "zelle", status: "pending" as const, totalCents: 3_150, currency: "USD", receivedCents: 0 };

describe("decideManualPaid", () => {
  it("accepts the total with a reference, trimmed: it covers the order", () => {
    expect(decideManualPaid(order, { amountCents: 3_150, paymentReference: "  ZL-123 " })).toEqual({
      ok: true,
      paymentReference: "ZL-123",
      amountCents: 3_150,
      receivedCents: 3_150,
      balanceCents: 0,
      excessCents: 0,
      covers: true,
    });
    expect(decideManualPaid({ ...order, status: "expired" }, { amountCents: 3_150, paymentReference: "x" }).ok).toBe(
      true,
    );
  });

  it("accepts more than the total ($130.00 for $129.60): covers it, the excess noted", () => {
    const crypto = { ...order, method: "crypto", totalCents: 12_960 };
    expect(decideManualPaid(crypto, { amountCents: 13_000, paymentReference: "0xabc" })).toMatchObject({
      ok: true,
      covers: true,
      balanceCents: 0,
      excessCents: 40,
    });
  });

  it("records less than the total as a part payment with the balance, and the second part covers it", () => {
    expect(decideManualPaid(order, { amountCents: 1_000, paymentReference: "x" })).toMatchObject({
      ok: true,
      covers: false,
      receivedCents: 1_000,
      balanceCents: 2_150,
      excessCents: 0,
    });
    expect(
      decideManualPaid({ ...order, receivedCents: 1_000 }, { amountCents: 2_150, paymentReference: "y" }),
    ).toMatchObject({ ok: true, covers: true, receivedCents: 3_150, balanceCents: 0 });
  });

  it("refuses dollars on an order paid with gold: its gold is confirmed instead", () => {
    expect(decideManualPaid({ ...order, method: "gold" }, { amountCents: 3_150, paymentReference: "x" })).toEqual({
      ok: false,
      reason: GOLD_PAYMENT_MESSAGES.paidInGold,
    });
  });

  it("refuses a provider's order, a paid one, and a missing or many-line reference", () => {
    expect(decideManualPaid({ ...order, method: "card" }, { amountCents: 3_150, paymentReference: "x" })).toEqual({
      ok: false,
      reason: "Only an order placed for a manual method can have a payment recorded by hand.",
    });
    expect(decideManualPaid({ ...order, method: "zelle; drop" }, { amountCents: 1, paymentReference: "x" }).ok).toBe(
      false,
    );
    expect(decideManualPaid({ ...order, status: "paid" }, { amountCents: 3_150, paymentReference: "x" })).toEqual({
      ok: false,
      reason: "The order is paid, not waiting for a payment.",
    });
    expect(decideManualPaid(order, { amountCents: 3_150, paymentReference: "  " })).toEqual({
      ok: false,
      reason: "The payment reference is required.",
    });
    for (const reference of ["a\nb", "a\rb", "a\u0000b", "a\u202eb", "a\u2028b", "x".repeat(201)])
      expect(decideManualPaid(order, { amountCents: 3_150, paymentReference: reference }).ok).toBe(false);
    expect(decideManualPaid(order, { amountCents: 3_150, paymentReference: "x".repeat(200) }).ok).toBe(true);
  });

  it.each([0, -3_150, 31.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])("refuses %s cents", (amountCents) => {
    expect(decideManualPaid(order, { amountCents, paymentReference: "x" })).toEqual({
      ok: false,
      reason: "The amount received must be more than $0.00, to the cent.",
    });
  });

  it("refuses an amount far over the balance, naming the most one payment may be", () => {
    expect(decideManualPaid(order, { amountCents: 1_300_000, paymentReference: "x" })).toEqual({
      ok: false,
      reason:
        "The amount received ($13,000.00) is far over the balance due ($31.50): one payment may be at most $81.50. Check the amount.",
    });
    expect(decideManualPaid(order, { amountCents: 8_150, paymentReference: "x" }).ok).toBe(true);
    expect(decideManualPaid(order, { amountCents: 8_151, paymentReference: "x" }).ok).toBe(false);
  });
});

describe("manualBalance and maxPaymentCents", () => {
  it("splits what was received into balance and excess", () => {
    expect(manualBalance(12_960, 0)).toEqual({ receivedCents: 0, balanceCents: 12_960, excessCents: 0 });
    expect(manualBalance(12_960, 13_000)).toEqual({ receivedCents: 13_000, balanceCents: 0, excessCents: 40 });
  });

  it("lets one payment go past the balance by the balance itself, or $50 when the balance is small", () => {
    expect(maxPaymentCents(12_960)).toBe(25_920);
    expect(maxPaymentCents(40)).toBe(5_040);
  });
});
