import type { FulfilmentStatus } from "@/domain/admin/fulfilment";
import type { OrderStatus } from "@/domain/checkout/purchase";

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

export function stepTitle(step: FulfilmentStatus): string {
  return STEP_TITLES[step];
}

export function stepText(step: FulfilmentStatus): string {
  return STEP_TEXTS[step];
}

export function paymentText(status: OrderStatus): string {
  return PAYMENT_TEXTS[status];
}
