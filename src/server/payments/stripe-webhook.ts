import "server-only";
import { paidOrderEmails } from "../checkout/order-emails";
import { markOrderCancelled, markOrderPaid } from "../db/queries/orders";
import { kickOutbox } from "../email/outbox-worker";
import { parseStripeWebhook, STRIPE_CANCELLING_EVENTS } from "./stripe-provider";

export type StripeWebhookResult = { received: true; duplicate: boolean };

/**
 * Applies a Stripe webhook after verifying it (a bad signature throws WebhookSignatureError).
 * Events about other things, or about sessions this shop does not know, are acknowledged too, so
 * Stripe stops retrying them; a repeated event changes nothing and says so.
 */
export async function handleStripeWebhook(input: {
  rawBody: string;
  signature: string | null;
  secret: string;
  now: Date;
}): Promise<StripeWebhookResult> {
  const event = parseStripeWebhook(input.rawBody, input.signature, input.secret);
  if (!event.providerRef) return { received: true, duplicate: false };
  if (event.paid) {
    const result = await markOrderPaid({
      providerRef: event.providerRef,
      paymentRef: event.paymentRef,
      event: { id: event.eventId, provider: "stripe", type: event.type },
      now: input.now,
      emails: paidOrderEmails,
    });
    if (result.transitioned) kickOutbox();
    return { received: true, duplicate: result.duplicateEvent };
  }
  if (STRIPE_CANCELLING_EVENTS.includes(event.type)) await markOrderCancelled(event.providerRef, input.now);
  return { received: true, duplicate: false };
}
