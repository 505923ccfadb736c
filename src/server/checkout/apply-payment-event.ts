import "server-only";
import { kickOutbox } from "../email/outbox-worker";
import { log } from "../log";
import { type ReversalResult, recordDispute, recordRefund } from "../orders/order-reversals";
import { markOrderCancelled } from "../orders/order-store";
import type { WebhookEvent } from "../payments/payment-provider";
import { paymentNoticeEmails } from "./order-emails";
import { settlePayment } from "./settle-payment";

export type WebhookAnswer = { received: true; duplicate: boolean };

/**
 * What a verified webhook does, the same for every provider: a payment goes through the money
 * check (settlePayment), a refund or dispute moves the order once and tells the shop, anything
 * else is acknowledged so the provider stops retrying it.
 */
export async function applyPaymentEvent(
  provider: "stripe" | "square",
  event: WebhookEvent,
  now: Date,
): Promise<WebhookAnswer> {
  switch (event.kind) {
    case "payment": {
      const result = await settlePayment({
        provider,
        providerRef: event.providerRef,
        paymentRef: event.paymentRef,
        reported: event.reported,
        event: { id: event.eventId, type: event.type },
        now,
      });
      return { received: true, duplicate: result.duplicateEvent };
    }
    case "cancellation":
      await markOrderCancelled(event.providerRef, now);
      return { received: true, duplicate: false };
    case "refund": {
      const input = { provider, event: { id: event.dedupId, type: event.type }, match: event.match, now };
      const result = await recordRefund({ ...input, refund: event.refund, notices: paymentNoticeEmails });
      return answer(provider, event, result);
    }
    case "dispute": {
      const input = { provider, event: { id: event.eventId, type: event.type }, match: event.match, now };
      const result = await recordDispute({ ...input, dispute: event.dispute, notices: paymentNoticeEmails });
      return answer(provider, event, result);
    }
    case "other":
      return { received: true, duplicate: false };
  }
}

function answer(
  provider: string,
  event: Extract<WebhookEvent, { kind: "refund" | "dispute" }>,
  result: ReversalResult,
): WebhookAnswer {
  const context = { provider, eventId: event.eventId, eventType: event.type, orderReference: result.order?.reference };
  if (result.duplicateEvent) log.debug(context, "repeated payment event ignored");
  else if (!result.order)
    log.warn({ ...context, paymentRef: event.match.paymentRef }, `${event.kind} for a payment this shop does not know`);
  else log.warn({ ...context, movedTo: result.movedTo, status: result.order.status }, `${event.kind} recorded`);
  if (result.queued) kickOutbox();
  return { received: true, duplicate: result.duplicateEvent };
}
