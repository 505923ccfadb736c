import type { FulfilmentStatus } from "@/domain/admin/fulfilment";
import { CHECKOUT_METHODS, type CheckoutMethod, isManualMethod, METHOD_LABELS } from "@/domain/checkout/methods";
import type { OrderStatus } from "@/domain/checkout/purchase";
import { formatUsd } from "@/domain/money/money";
import { type Progress, progressText } from "./order-progress";

/* The words the customer's order page uses for each state: the back office's words are the operator's. */

const STEP_TITLES: Record<FulfilmentStatus, string> = {
  queued: "Queued",
  in_progress: "In progress",
  paused: "Paused",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

const STEP_TEXTS: Record<FulfilmentStatus, string> = {
  queued: "Your order is in the queue. We start as soon as a booster is free.",
  in_progress: "We are working on your order.",
  paused: "We have paused work on your order.",
  delivered: "Your order is complete. Thank you for choosing us.",
  cancelled: "This order was cancelled.",
};

const PAYMENT_TEXTS: Record<OrderStatus, string> = {
  pending: "Waiting for your payment",
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

export function stepText(step: FulfilmentStatus): string {
  return STEP_TEXTS[step];
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

/**
 * The step the customer's page shows: the operator's, except that an order refunded in full and
 * not delivered is not "Queued – we start as soon as a booster is free" but stopped.
 */
export function shownStep(view: { fulfilment: FulfilmentStatus; payment: { status: OrderStatus } }): {
  title: string;
  text: string;
} {
  const open = view.fulfilment === "queued" || view.fulfilment === "in_progress" || view.fulfilment === "paused";
  if (view.payment.status === "refunded" && open) return STOPPED;
  return { title: stepTitle(view.fulfilment), text: stepText(view.fulfilment) };
}

/**
 * What the customer does while a payment is awaited: for a manual method, its name and where the
 * instructions are; null once nothing is asked of them.
 */
export function paymentGuidance(status: OrderStatus, method: string): string | null {
  if (status !== "pending") return null;
  if (method === "gold") {
    return "You chose to pay with OSRS gold: trade the amount below to our trader in game, at the place given in the trade details.";
  }
  if (isCheckoutMethod(method) && isManualMethod(method)) {
    return `You chose ${METHOD_LABELS[method]}. The payment instructions are in your email; put your order reference with the payment.`;
  }
  return "We are waiting for your payment to be confirmed; this page changes as soon as it is.";
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
