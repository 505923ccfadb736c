import type { OrderStatus } from "@/domain/checkout/purchase";

/*
 * What the shop did about an order, apart from what money did (its payment status). Work starts
 * and ends only on a paid order: an unpaid manual order is marked paid first. A delivered order
 * can be reopened (a mistake corrected) and a cancelled one queued again; nothing jumps from
 * delivered to cancelled, since the goods already left (that is a refund). Paused is
 * work stopped for a reason the customer is told (their account is in use, a ban wave): it goes
 * back to work, back to the queue, or ends like work does.
 */

export const FULFILMENT_STATUSES = ["queued", "in_progress", "paused", "delivered", "cancelled"] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

const MOVES: Record<FulfilmentStatus, readonly FulfilmentStatus[]> = {
  queued: ["in_progress", "paused", "delivered", "cancelled"],
  in_progress: ["queued", "paused", "delivered", "cancelled"],
  paused: ["queued", "in_progress", "delivered", "cancelled"],
  delivered: ["in_progress"],
  cancelled: ["queued"],
};

/** Statuses that mean the shop is working or has worked for the customer: the order must be paid. */
const NEEDS_PAYMENT: readonly FulfilmentStatus[] = ["in_progress", "paused", "delivered"];

export type FulfilmentMove = { ok: true } | { ok: false; reason: string };

export function fulfilmentMove(
  order: { fulfilment: FulfilmentStatus; status: OrderStatus },
  to: FulfilmentStatus,
): FulfilmentMove {
  if (order.fulfilment === to) return { ok: false, reason: `The order is already ${fulfilmentLabel(to)}.` };
  if (!MOVES[order.fulfilment].includes(to)) {
    return {
      ok: false,
      reason: `An order that is ${fulfilmentLabel(order.fulfilment)} cannot become ${fulfilmentLabel(to)}.`,
    };
  }
  if (NEEDS_PAYMENT.includes(to) && order.status !== "paid") {
    return { ok: false, reason: `Only a paid order can become ${fulfilmentLabel(to)}; this one is ${order.status}.` };
  }
  return { ok: true };
}

export function isFulfilmentStatus(value: string): value is FulfilmentStatus {
  return (FULFILMENT_STATUSES as readonly string[]).includes(value);
}

/** "in progress": a status as an operator reads it. */
export function fulfilmentLabel(status: FulfilmentStatus): string {
  return status.replace("_", " ");
}
