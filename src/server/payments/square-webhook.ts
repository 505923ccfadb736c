import "server-only";
import { applyPaymentEvent, type WebhookAnswer } from "../checkout/apply-payment-event";
import { parseSquareWebhook } from "./square-provider";

/**
 * Applies a Square webhook after verifying it (a bad signature throws WebhookSignatureError): a
 * completed payment for the stored total marks its order paid once, however often Square repeats
 * it; a completed refund counts once per refund; anything else is acknowledged.
 */
export async function handleSquareWebhook(input: {
  rawBody: string;
  signature: string | null;
  signatureKey: string;
  notificationUrl: string;
  now: Date;
}): Promise<WebhookAnswer> {
  const event = await parseSquareWebhook(input.rawBody, input.signature, input.signatureKey, input.notificationUrl);
  return applyPaymentEvent("square", event, input.now);
}
