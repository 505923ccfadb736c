import type { OrderStatus } from "@/domain/checkout/purchase";
import { formatUsd } from "@/domain/money/money";

/*
 * What an operator may refund through the provider: a paid order (a disputed one is the card
 * network's to settle, a pending one took no money), paid through a provider (a manual payment
 * goes back by hand), at most what was paid minus what is refunded or already asked for, in
 * positive whole cents. "full" means everything still refundable.
 */

export type RefundRequest = number | "full";

export type RefundableOrder = {
  status: OrderStatus;
  provider: "stripe" | "square" | "demo" | "manual";
  totalCents: number;
  refundedCents: number;
  /** Asked of the provider, not yet recorded as refunded. */
  pendingRefundCents: number;
};

export type RefundDecision = { ok: true; amountCents: number } | { ok: false; reason: string };

/** What may still be refunded, in cents; never below zero. */
export function refundableCents(order: Pick<RefundableOrder, "totalCents" | "refundedCents" | "pendingRefundCents">) {
  return Math.max(0, order.totalCents - order.refundedCents - order.pendingRefundCents);
}

export function decideRefund(order: RefundableOrder, request: RefundRequest): RefundDecision {
  if (order.provider === "manual") {
    return { ok: false, reason: "This order was paid by a manual method: refund it by hand, outside the shop." };
  }
  if (order.status !== "paid")
    return { ok: false, reason: `Only a paid order can be refunded; this one is ${order.status}.` };
  const available = refundableCents(order);
  if (available === 0) return { ok: false, reason: "Nothing is left to refund on this order." };
  if (request === "full") return { ok: true, amountCents: available };
  if (!Number.isSafeInteger(request) || request <= 0) {
    return { ok: false, reason: "The amount to refund must be more than $0.00, to the cent." };
  }
  if (request > available) {
    return { ok: false, reason: `The amount is more than what can still be refunded (${formatUsd(available)}).` };
  }
  return { ok: true, amountCents: request };
}
