import "server-only";
import { applyPaymentEvent, type WebhookAnswer } from "../checkout/apply-payment-event";
import type { WebhookEvent } from "./payment-provider";

export type StripeWebhookResult = WebhookAnswer;

/**
 * Applies a Stripe webhook whose signature has been verified (parseStripeWebhook, through
 * webhook-guard.ts). Events about other things, or about sessions this shop does not know, are
 * acknowledged too, so Stripe stops retrying them; a repeated event changes nothing and says so.
 */
export function applyStripeWebhook(event: WebhookEvent, now: Date): Promise<StripeWebhookResult> {
  return applyPaymentEvent("stripe", event, now);
}
