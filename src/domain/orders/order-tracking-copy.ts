import type { FulfilmentStatus } from "@/domain/admin/fulfilment";
import { formatOrderMoney } from "@/domain/admin/order-money";
import { CHECKOUT_METHODS, type CheckoutMethod, METHOD_LABELS } from "@/domain/checkout/methods";
import type { OrderStatus } from "@/domain/checkout/purchase";
import { formatTenths } from "@/domain/gold/gold-units";
import { formatUsd } from "@/domain/money/money";
import { type Progress, progressText } from "./order-progress";
import type { OrderTrackingView } from "./order-tracking";
import { afterPayment, type OrderWords, orderWords, stepSentence } from "./order-words";

/* The words the customer's order page uses for each state: the back office's words are the operator's. */

const STEP_TITLES: Record<FulfilmentStatus, string> = {
  queued: "Queued",
  in_progress: "In progress",
  paused: "Paused",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

const PAYMENT_TEXTS: Record<OrderStatus, string> = {
  pending: "Not paid yet",
  paid: "Paid",
  cancelled: "Payment cancelled",
  failed: "Payment failed",
  expired: "Payment window expired",
  refunded: "Refunded",
  disputed: "Payment disputed",
};

function isCheckoutMethod(method: string): method is CheckoutMethod {
  return (CHECKOUT_METHODS as readonly string[]).includes(method);
}

export function stepTitle(step: FulfilmentStatus): string {
  return STEP_TITLES[step];
}

/** The step's sentence for this kind of order: where it is and what happens next. */
export function stepText(step: FulfilmentStatus, words: OrderWords): string {
  return stepSentence(step, words);
}

export function paymentText(status: OrderStatus): string {
  return PAYMENT_TEXTS[status];
}

/** The payment as the customer reads it, a partial refund with its figures: "Partially refunded ($10.00 of $39.37)". */
export function paymentSummary(payment: { status: OrderStatus; refundedCents: number }, totalCents: number): string {
  if (payment.status === "paid" && payment.refundedCents > 0) {
    return `Partially refunded (${formatUsd(payment.refundedCents)} of ${formatUsd(totalCents)})`;
  }
  return paymentText(payment.status);
}

/** Work that was never finished but whose money went back in full has stopped, whatever step it was left at. */
const STOPPED = {
  title: "Stopped",
  text: "Your payment was refunded in full, so work on this order has stopped.",
};

export type ShownStepView = Pick<
  OrderTrackingView,
  "fulfilment" | "payment" | "lines" | "rsn" | "totals" | "manualPayment" | "goldPayment"
>;

/** "Zelle", "Interac e-Transfer": a stored method as the customer chose it. */
export function methodLabel(method: string): string {
  return isCheckoutMethod(method) ? METHOD_LABELS[method] : method;
}

/**
 * An order not paid yet and not started: it waits for the money, and says what to pay, how, and
 * what happens once it is in (never "Queued", which reads as if the work were about to start).
 * Null once paid, or once the operator has moved it on.
 */
export function awaitingPayment(view: ShownStepView): { title: string; text: string } | null {
  if (view.payment.status !== "pending" || view.fulfilment !== "queued") return null;
  const words = orderWords(view);
  if (view.goldPayment) {
    return {
      title: "Waiting for your gold",
      text: `Trade ${formatTenths(view.goldPayment.askedTenths)} of OSRS gold to our trader in game, as shown below. ${afterPayment(words, "we have confirmed the gold")}`,
    };
  }
  if (view.manualPayment) {
    const { receivedCents, balanceCents } = view.manualPayment;
    const due = formatOrderMoney(balanceCents, view.totals.currency);
    return {
      title: "Waiting for your payment",
      text: `Pay ${receivedCents > 0 ? "the balance of " : ""}${due} by ${methodLabel(view.payment.method)}: how and where are below. ${afterPayment(words, "it has arrived in full")}`,
    };
  }
  return {
    title: "Waiting for your payment",
    text: `Your payment is not confirmed yet; this page changes as soon as it is. ${afterPayment(words, "it is")}`,
  };
}

/**
 * The step the customer's page shows: waiting for the money while it is not in, the operator's
 * step in this order's words, except that an order refunded in full and not delivered is stopped.
 */
export function shownStep(view: ShownStepView): { title: string; text: string } {
  const awaiting = awaitingPayment(view);
  if (awaiting) return awaiting;
  const open = view.fulfilment === "queued" || view.fulfilment === "in_progress" || view.fulfilment === "paused";
  if (view.payment.status === "refunded" && open) return STOPPED;
  return { title: stepTitle(view.fulfilment), text: stepText(view.fulfilment, orderWords(view)) };
}

/** The short sentence a screen reader hears when the step or its figure changes; null when neither did. */
export function stepAnnouncement(
  before: { fulfilment: FulfilmentStatus; progress: Progress | null; pausedReason: string | null },
  after: { fulfilment: FulfilmentStatus; progress: Progress | null; pausedReason: string | null },
): string | null {
  const figure = (view: typeof before) => (view.progress ? progressText(view.progress) : "");
  if (
    before.fulfilment === after.fulfilment &&
    figure(before) === figure(after) &&
    before.pausedReason === after.pausedReason
  ) {
    return null;
  }
  const parts = [`Order update: ${stepTitle(after.fulfilment)}.`];
  if (after.progress) parts.push(`${progressText(after.progress)}.`);
  if (after.pausedReason) parts.push(`Why: ${after.pausedReason}`);
  return parts.join(" ");
}
