import type { OrderStatus } from "./purchase";

/*
 * Which status a payment, a refund or a dispute may move an order from. The database applies each
 * move with the from-status in the UPDATE's WHERE, so a repeat, or two paths racing, moves it once.
 * Nothing here ever moves a paid or refunded order back to unpaid.
 */

/** A verified payment for the right amount marks these paid. Money received is never ignored. */
export const PAYABLE_STATUSES = ["pending", "expired", "cancelled"] as const satisfies readonly OrderStatus[];

/** A full refund marks these refunded. */
export const REFUNDABLE_STATUSES = ["paid", "disputed"] as const satisfies readonly OrderStatus[];

/** A new dispute marks these disputed (a dispute on an order already refunded is noted, not moved). */
export const DISPUTABLE_STATUSES = ["paid"] as const satisfies readonly OrderStatus[];

export type LatePayment = "expired" | "cancelled";

export function isPayable(status: OrderStatus): status is (typeof PAYABLE_STATUSES)[number] {
  return (PAYABLE_STATUSES as readonly OrderStatus[]).includes(status);
}

export function isRefundable(status: OrderStatus): boolean {
  return (REFUNDABLE_STATUSES as readonly OrderStatus[]).includes(status);
}

export function isDisputable(status: OrderStatus): boolean {
  return (DISPUTABLE_STATUSES as readonly OrderStatus[]).includes(status);
}

/** A payment that moves an expired or cancelled order is late: the shop must look before delivering. */
export function latePaymentFrom(status: OrderStatus): LatePayment | null {
  return status === "expired" || status === "cancelled" ? status : null;
}

/**
 * Full when everything refunded so far covers the stored total; anything less keeps the order
 * paid (the customer still bought something) and is only noted.
 */
export function isFullRefund(order: { totalCents: number }, refundedCents: number): boolean {
  return refundedCents >= order.totalCents;
}

export type DisputeOutcome = "won" | "lost" | "other";

/** A won dispute gives the money back to the shop, so a disputed order is paid again; a lost one stays disputed. */
export function statusAfterDispute(outcome: DisputeOutcome): "paid" | null {
  return outcome === "won" ? "paid" : null;
}
