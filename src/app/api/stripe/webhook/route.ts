import { env } from "@/server/env";
import { AppError, methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { guardRawJsonRequest } from "@/server/http/guard-request";
import { WebhookSignatureError } from "@/server/payments/payment-provider";
import { handleStripeWebhook } from "@/server/payments/stripe-webhook";

export const dynamic = "force-dynamic";

/** Stripe's events are tens of kilobytes at most; far bigger is not from Stripe. */
const MAX_BODY_BYTES = 512 * 1024;

/**
 * Stripe's webhook: the signature is checked over the raw body before anything in it is believed.
 * It comes from Stripe's servers, so the cross-site rule does not apply, and it is not rate
 * limited: Stripe delivers in bursts and retries, and a refused event would only delay fulfilment.
 */
export const POST = withErrorHandling("stripe-webhook", async (request: Request) => {
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new AppError("unavailable:stripe-webhook", "Stripe webhooks are not configured.");
  }
  const rawBody = await guardRawJsonRequest(request, {
    surface: "stripe-webhook",
    crossSite: "allow",
    rateLimit: false,
    maxBytes: MAX_BODY_BYTES,
  });
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

export const GET = methodNotAllowed("POST", "stripe-webhook");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
