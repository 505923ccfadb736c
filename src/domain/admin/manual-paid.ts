import { GOLD_PAYMENT_MESSAGES } from "@/domain/checkout/gold-payment";
import { CHECKOUT_METHODS, type CheckoutMethod, isManualMethod } from "@/domain/checkout/methods";
import { isPayable } from "@/domain/checkout/order-transitions";
import type { OrderStatus } from "@/domain/checkout/purchase";
import { formatOrderMoney } from "./order-money";

/*
 * When an operator may record a manual payment (crypto, Zelle, Interac, Venmo, Chime, Revolut),
 * and what it does. Money arrives as it arrives: a Zelle transfer in two parts is two payments, a
 * crypto payment a little over the total (the instructions say "send at least" the total, and the
 * customer rounds up for the network's fees) covers it with an excess that is noted, not refundable
 * through the order. The order is paid once what was received reaches its total, never before.
 * Every payment carries its reference (a transaction hash, a transfer id) so the money can be found
 * again, and one reference counts once per order.
 */

export const MAX_PAYMENT_REFERENCE_LENGTH = 200;

/**
 * How far one payment may go past the balance due: the larger of this and the balance itself. An
 * overpayment is a few dollars of rounding or fees; an amount many times the balance is a slip of
 * the keyboard ($13,000 typed for $130.00) that would stand in the books as money received.
 */
export const MAX_EXCESS_FLOOR_CENTS = 50_00;

export type ManualPayment = {
  paymentReference: string;
  amountCents: number;
  /** What the order's payments add up to with this one. */
  receivedCents: number;
  /** Still to pay after this one; 0 once the total is reached. */
  balanceCents: number;
  /** Received beyond the total; 0 unless overpaid. */
  excessCents: number;
  /** This payment reaches the total: the order becomes paid. */
  covers: boolean;
};

export type ManualPaidDecision = ({ ok: true } & ManualPayment) | { ok: false; reason: string };

/** What an order's manual payments come to against its total. */
export function manualBalance(totalCents: number, receivedCents: number) {
  return {
    receivedCents,
    balanceCents: Math.max(0, totalCents - receivedCents),
    excessCents: Math.max(0, receivedCents - totalCents),
  };
}

/** The most one payment may be when `balanceCents` is still due (see MAX_EXCESS_FLOOR_CENTS). */
export function maxPaymentCents(balanceCents: number): number {
  return balanceCents + Math.max(balanceCents, MAX_EXCESS_FLOOR_CENTS);
}

export function decideManualPaid(
  order: { method: string; status: OrderStatus; totalCents: number; currency: string; receivedCents: number },
  input: { amountCents: number; paymentReference: string },
): ManualPaidDecision {
  const method = (CHECKOUT_METHODS as readonly string[]).includes(order.method)
    ? (order.method as CheckoutMethod)
    : null;
  if (!method || !isManualMethod(method)) {
    return { ok: false, reason: "Only an order placed for a manual method can have a payment recorded by hand." };
  }
  // Gold is counted in millions and goes into the ledger's stock: its own confirmation, never dollars.
  if (method === "gold") return { ok: false, reason: GOLD_PAYMENT_MESSAGES.paidInGold };
  if (!isPayable(order.status))
    return { ok: false, reason: `The order is ${order.status}, not waiting for a payment.` };
  const reference = input.paymentReference.trim();
  if (!reference) return { ok: false, reason: "The payment reference is required." };
  if (reference.length > MAX_PAYMENT_REFERENCE_LENGTH || /[\p{Cc}\p{Cf}\u2028\u2029]/u.test(reference)) {
    return {
      ok: false,
      reason: `The payment reference must be one line of at most ${MAX_PAYMENT_REFERENCE_LENGTH} characters.`,
    };
  }
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    return { ok: false, reason: "The amount received must be more than $0.00, to the cent." };
  }
  const before = manualBalance(order.totalCents, order.receivedCents);
  const most = maxPaymentCents(before.balanceCents);
  if (input.amountCents > most) {
    const money = (cents: number) => formatOrderMoney(cents, order.currency);
    return {
      ok: false,
      reason: `The amount received (${money(input.amountCents)}) is far over the balance due (${money(before.balanceCents)}): one payment may be at most ${money(most)}. Check the amount.`,
    };
  }
  const after = manualBalance(order.totalCents, order.receivedCents + input.amountCents);
  return {
    ok: true,
    paymentReference: reference,
    amountCents: input.amountCents,
    ...after,
    covers: after.balanceCents === 0,
  };
}
