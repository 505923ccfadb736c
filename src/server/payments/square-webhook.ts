import "server-only";
import { applyPaymentEvent, type WebhookAnswer } from "../checkout/apply-payment-event";
import { log } from "../log";
import { recordRefundFailure } from "../orders/order-reversals";
import type { WebhookEvent } from "./payment-provider";
import type { SquareRefundFailure } from "./square-provider";

/**
 * Applies a Square webhook whose signature has been verified (parseSquareWebhook, through
 * webhook-guard.ts): a completed payment for the stored total marks its order paid once, however
 * often Square repeats it; a completed refund counts once per refund (and ends the back office's
 * hold on it); a failed or rejected one releases that hold; anything else is acknowledged.
 */
export async function applySquareWebhook(event: WebhookEvent | SquareRefundFailure, now: Date): Promise<WebhookAnswer> {
  if (event.kind === "refund-failed") return applyRefundFailure(event, now);
  return applyPaymentEvent("square", event, now);
}

async function applyRefundFailure(event: SquareRefundFailure, now: Date): Promise<WebhookAnswer> {
  const result = await recordRefundFailure({
    provider: "square",
    event: { type: event.type },
    providerRefundId: event.refundId,
    status: event.status,
    match: event.match,
    now,
  });
  // Ids and statuses only: nothing personal.
  const context = {
    provider: "square",
    eventId: event.eventId,
    eventType: event.type,
    refundId: event.refundId,
    refundStatus: event.status,
    orderReference: result.order?.reference,
  };
  if (result.duplicateEvent) log.debug(context, "repeated refund failure ignored");
  else if (result.afterCompleted)
    log.warn(context, "refund reported failed after it completed: ignored, it stays counted");
  else if (result.released) log.warn(context, "refund pending at the provider failed: released");
  else log.warn(context, "refund failure for no refund pending in this shop");
  return { received: true, duplicate: result.duplicateEvent };
}
