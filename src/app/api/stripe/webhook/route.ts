import { env } from "@/server/env";
import { AppError, withErrorHandling } from "@/server/http/errors";
import { WebhookSignatureError } from "@/server/payments/payment-provider";
import { handleStripeWebhook } from "@/server/payments/stripe-webhook";

export const dynamic = "force-dynamic";

/** Stripe's webhook: the signature is checked over the raw body before anything in it is believed. */
export const POST = withErrorHandling("stripe-webhook", async (request: Request) => {
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new AppError("unavailable:stripe-webhook", "Stripe webhooks are not configured.");
  }
  const rawBody = await request.text();
  try {
    const result = await handleStripeWebhook({
      rawBody,
      signature: request.headers.get("stripe-signature"),
      secret: env.STRIPE_WEBHOOK_SECRET,
      now: new Date(),
    });
    return Response.json(result);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      throw new AppError("bad_request:stripe-webhook", "Invalid Stripe signature.", { cause: error });
    }
    throw error;
  }
});
