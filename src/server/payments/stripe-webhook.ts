import "server-only";
import { applyPaymentEvent, type WebhookAnswer } from "../checkout/apply-payment-event";
import { parseStripeWebhook } from "./stripe-provider";

export type StripeWebhookResult = WebhookAnswer;

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
  return applyPaymentEvent("stripe", event, input.now);
}
