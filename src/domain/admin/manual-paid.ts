import { CHECKOUT_METHODS, type CheckoutMethod, isManualMethod } from "@/domain/checkout/methods";
import { isPayable } from "@/domain/checkout/order-transitions";
import { checkPayment } from "@/domain/checkout/payment-check";
import type { OrderStatus } from "@/domain/checkout/purchase";
import { formatOrderMoney } from "./order-money";

/*
 * When an operator may record a manual payment (crypto, Zelle, Interac, Venmo, Chime, Revolut):
 * the order was placed for a manual method, is still payable, and the amount received is the
 * order's total, in whole cents, with the payment's reference (a transaction hash, a transfer
 * id) so the money can be found again. The same money check as a provider's report applies:
 * a short payment is not a payment, and is settled with the customer before marking.
 */

export const MAX_PAYMENT_REFERENCE_LENGTH = 200;

export type ManualPaidDecision = { ok: true; paymentReference: string } | { ok: false; reason: string };

export function decideManualPaid(
  order: { method: string; status: OrderStatus; totalCents: number; currency: string },
  input: { amountCents: number; paymentReference: string },
): ManualPaidDecision {
  const method = (CHECKOUT_METHODS as readonly string[]).includes(order.method)
    ? (order.method as CheckoutMethod)
    : null;
  if (!method || !isManualMethod(method)) {
    return { ok: false, reason: "Only an order placed for a manual method can be marked paid by hand." };
  }
  if (!isPayable(order.status))
    return { ok: false, reason: `The order is ${order.status}, not waiting for a payment.` };
  const reference = input.paymentReference.trim();
  if (!reference) return { ok: false, reason: "The payment reference is required." };
  if (reference.length > MAX_PAYMENT_REFERENCE_LENGTH || /[\r\n]/.test(reference)) {
    return {
      ok: false,
      reason: `The payment reference must be one line of at most ${MAX_PAYMENT_REFERENCE_LENGTH} characters.`,
    };
  }
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    return { ok: false, reason: "The amount received must be more than $0.00, to the cent." };
  }
  const check = checkPayment(
    { totalCents: order.totalCents, currency: order.currency },
    { provider: "Manual", amountCents: input.amountCents, currency: order.currency, noPaymentRequired: false },
  );
  if (check.kind === "mismatch") {
    const received = formatOrderMoney(input.amountCents, order.currency);
    const total = formatOrderMoney(order.totalCents, order.currency);
    return {
      ok: false,
      reason: `The amount received (${received}) is not the order's total (${total}): settle the difference first.`,
    };
  }
  return { ok: true, paymentReference: reference };
}
