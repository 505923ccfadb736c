import type { FulfilmentStatus } from "@/domain/admin/fulfilment";
import type { OrderStatus } from "@/domain/checkout/purchase";
import { formatUsd } from "@/domain/money/money";

/*
 * What an operator may refund: a paid order (a disputed one is the card network's to settle, a
 * pending one took no money), at most what was paid minus what is refunded or already asked for,
 * in positive whole cents, with a reason the customer reads. A provider's order is refunded
 * through its provider; a manual one (Zelle, crypto, …) was paid by hand and is refunded by hand:
 * the operator sends the money and records how (the method) and its reference, and the shop counts
 * it the same way. "full" means everything still refundable.
 */

export type RefundRequest = number | "full";

export const MAX_REFUND_REASON_LENGTH = 500;
export const MAX_REFUND_SENT_BY_LENGTH = 40;
export const MAX_REFUND_REFERENCE_LENGTH = 200;

export type RefundableOrder = {
  status: OrderStatus;
  provider: "stripe" | "square" | "demo" | "manual";
  totalCents: number;
  refundedCents: number;
  /** Asked of the provider, not yet recorded as refunded. */
  pendingRefundCents: number;
};

/** How a refund made by hand was sent: only for a manual order, where both are required. */
export type RefundByHand = { sentBy: string; reference: string };

export type RefundInput = { amount: RefundRequest; reason: string; byHand?: RefundByHand | null };

export type RefundDecision =
  | { ok: true; amountCents: number; reason: string; byHand: RefundByHand | null }
  | { ok: false; reason: string };

/** What may still be refunded, in cents; never below zero. */
export function refundableCents(order: Pick<RefundableOrder, "totalCents" | "refundedCents" | "pendingRefundCents">) {
  return Math.max(0, order.totalCents - order.refundedCents - order.pendingRefundCents);
}

/** Whether the text holds a control character (a line break too, unless `lineBreaks`). */
function hasControl(text: string, lineBreaks: boolean): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 32 || code === 127) && !(lineBreaks && char === "\n")) return true;
  }
  return false;
}

/** One line of text, trimmed, within `max` characters; null when it is not. */
function oneLine(value: string, max: number): string | null {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > max || hasControl(trimmed, false)) return null;
  return trimmed;
}

/** The reason as the customer will read it: trimmed, not empty, bounded, no control characters. */
export function checkRefundReason(reason: string): { ok: true; reason: string } | { ok: false; reason: string } {
  const trimmed = reason.trim();
  if (!trimmed) return { ok: false, reason: "Say why: the customer reads the reason." };
  if (trimmed.length > MAX_REFUND_REASON_LENGTH || hasControl(trimmed, true)) {
    return { ok: false, reason: `The reason must be text of at most ${MAX_REFUND_REASON_LENGTH} characters.` };
  }
  return { ok: true, reason: trimmed };
}

function checkByHand(order: RefundableOrder, byHand: RefundByHand | null | undefined) {
  if (order.provider !== "manual") {
    if (byHand) return { ok: false as const, reason: "This order was paid through its provider: refund it there." };
    return { ok: true as const, byHand: null };
  }
  if (!byHand) {
    return {
      ok: false as const,
      reason: "This order was paid by a manual method: send the money back by hand, then record how and its reference.",
    };
  }
  const sentBy = oneLine(byHand.sentBy, MAX_REFUND_SENT_BY_LENGTH);
  if (!sentBy) {
    return {
      ok: false as const,
      reason: `Say how the money was sent (Zelle, Bitcoin, …), in at most ${MAX_REFUND_SENT_BY_LENGTH} characters.`,
    };
  }
  const reference = oneLine(byHand.reference, MAX_REFUND_REFERENCE_LENGTH);
  if (!reference) {
    return {
      ok: false as const,
      reason: `The refund's reference (a transfer id, a transaction hash) is required: one line of at most ${MAX_REFUND_REFERENCE_LENGTH} characters.`,
    };
  }
  return { ok: true as const, byHand: { sentBy, reference } };
}

export function decideRefund(order: RefundableOrder, input: RefundInput): RefundDecision {
  if (order.status !== "paid")
    return { ok: false, reason: `Only a paid order can be refunded; this one is ${order.status}.` };
  const available = refundableCents(order);
  if (available === 0) return { ok: false, reason: "Nothing is left to refund on this order." };
  const request = input.amount;
  let amountCents = available;
  if (request !== "full") {
    if (!Number.isSafeInteger(request) || request <= 0) {
      return { ok: false, reason: "The amount to refund must be more than $0.00, to the cent." };
    }
    if (request > available) {
      return { ok: false, reason: `The amount is more than what can still be refunded (${formatUsd(available)}).` };
    }
    amountCents = request;
  }
  const reason = checkRefundReason(input.reason);
  if (!reason.ok) return reason;
  const how = checkByHand(order, input.byHand);
  if (!how.ok) return how;
  return { ok: true, amountCents, reason: reason.reason, byHand: how.byHand };
}

/** Cancelling an order: a paid one chooses its refund (all, part, none); an unpaid one has nothing to refund. */
export type CancelRefund = RefundRequest | "none";

export type CancelDecision =
  /** Pending: no money came; the order becomes cancelled and its promo use is given back. */
  | { ok: true; kind: "unpaid" }
  /** Paid: the work stops, with a refund first unless "none". */
  | { ok: true; kind: "paid"; refund: CancelRefund }
  /** Refunded in full already: the work stops; no money moves. */
  | { ok: true; kind: "refunded" }
  | { ok: false; reason: string };

export function decideCancel(
  order: {
    status: OrderStatus;
    fulfilment: FulfilmentStatus;
    /** A manual order's part payments recorded so far (order_payments); 0 or absent for others. */
    receivedCents?: number;
  },
  refund: CancelRefund,
): CancelDecision {
  if (order.fulfilment === "cancelled") return { ok: false, reason: "The order is already cancelled." };
  if (order.fulfilment === "delivered") {
    return {
      ok: false,
      reason: "A delivered order cannot be cancelled: reopen it first, or refund it.",
    };
  }
  switch (order.status) {
    case "pending":
      if ((order.receivedCents ?? 0) > 0) {
        // Cancelling would keep money the customer sent with nothing recorded about it.
        return {
          ok: false,
          reason: `${formatUsd(order.receivedCents ?? 0)} of this order is paid already (part payments). Record the rest of the payment, then cancel it with a refund of what you send back.`,
        };
      }
      if (refund !== "none") return { ok: false, reason: "This order is not paid: there is nothing to refund." };
      return { ok: true, kind: "unpaid" };
    case "paid":
      return { ok: true, kind: "paid", refund };
    case "refunded":
      if (refund !== "none") return { ok: false, reason: "This order is refunded in full already." };
      return { ok: true, kind: "refunded" };
    default:
      return { ok: false, reason: `A ${order.status} order cannot be cancelled here.` };
  }
}
