import { formatMoney } from "@/domain/money/currency-format";
import { parseCurrency } from "@/domain/settings/currencies";
/*
 * The money rule every fulfilment path applies before an order counts as paid: the provider's
 * report (a webhook or a server-side lookup) must name exactly the order's stored total, in the
 * order's currency. A signed report about the wrong amount is still the wrong amount: a session
 * or payment that was not the one we priced never pays for this order. "No payment required"
 * pays only for an order whose total is intentionally zero; the stored order is the judge, never
 * the provider's word alone.
 */

/** The stored side: what the server priced and asked for. */
export type ExpectedPayment = { totalCents: number; currency: string };

/** What a provider says it took; null when it did not say. */
export type ReportedPayment = {
  /** "Stripe", "Square", "Demo": for the reason text only. */
  provider: string;
  amountCents: number | null;
  currency: string | null;
  /** Stripe's payment_status "no_payment_required": nothing was charged at all. */
  noPaymentRequired: boolean;
};

export type PaymentCheck = { kind: "accepted" } | { kind: "mismatch"; reason: string };

/**
 * An amount in reasons and notes, as an operator reads it: "$15.00", "€41.40"; a currency the shop
 * does not know (a provider's report may carry any) stays exact, "1500 XYZ cents".
 */
export function describeCents(cents: number, currency: string): string {
  const known = parseCurrency(currency.toUpperCase());
  return known ? formatMoney(cents, known) : `${cents} ${currency.toUpperCase()} cents`;
}

function isCents(value: number | null): value is number {
  return value !== null && Number.isSafeInteger(value) && value >= 0;
}

/** accepted, or mismatch with a reason for the operator, e.g. "Stripe reported $1.00, order total $15.00". */
export function checkPayment(expected: ExpectedPayment, reported: ReportedPayment): PaymentCheck {
  const total = `order total ${describeCents(expected.totalCents, expected.currency)}`;
  if (reported.noPaymentRequired) {
    return expected.totalCents === 0
      ? { kind: "accepted" }
      : { kind: "mismatch", reason: `${reported.provider} reported no payment required, ${total}` };
  }
  if (!isCents(reported.amountCents) || !reported.currency) {
    return { kind: "mismatch", reason: `${reported.provider} reported no valid amount, ${total}` };
  }
  const sameCurrency = reported.currency.toUpperCase() === expected.currency.toUpperCase();
  if (sameCurrency && reported.amountCents === expected.totalCents) return { kind: "accepted" };
  return {
    kind: "mismatch",
    reason: `${reported.provider} reported ${describeCents(reported.amountCents, reported.currency)}, ${total}`,
  };
}
