import { env } from "@/server/env";
import { AppError, methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { guardRawJsonRequest } from "@/server/http/guard-request";
import { WebhookSignatureError } from "@/server/payments/payment-provider";
import { handleSquareWebhook } from "@/server/payments/square-webhook";

export const dynamic = "force-dynamic";

/** Square's events are a few kilobytes; anything far bigger is not from Square. */
const MAX_BODY_BYTES = 256 * 1024;

/** Square signs the URL it was told to call, so it must be exactly the registered one. */
function notificationUrl(): string {
  return env.SQUARE_WEBHOOK_URL || `${env.SITE_URL.replace(/\/+$/, "")}/api/square/webhook`;
}

/**
 * Square's payment and refund events: the raw body is verified against the signature before
 * anything is read; what they do is in src/server/payments/square-webhook.ts.
 * Like Stripe's, it is exempt from the cross-site rule and the rate limit (Square's servers send it).
 */
export const POST = withErrorHandling("square-webhook", async (request: Request) => {
  if (!env.SQUARE_WEBHOOK_SIGNATURE_KEY) {
    throw new AppError("unavailable:square-webhook", "Square webhooks are not configured.");
  }
  const rawBody = await guardRawJsonRequest(request, {
    surface: "square-webhook",
    crossSite: "allow",
    rateLimit: false,
    maxBytes: MAX_BODY_BYTES,
  });
  try {
    const result = await handleSquareWebhook({
      rawBody,
      signature: request.headers.get("x-square-hmacsha256-signature"),
      signatureKey: env.SQUARE_WEBHOOK_SIGNATURE_KEY,
      notificationUrl: notificationUrl(),
      now: new Date(),
    });
    return Response.json(result);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      throw new AppError("bad_request:square-webhook", "The event's signature is not valid.", { cause: error });
    }
    throw error;
  }
});

export const GET = methodNotAllowed("POST", "square-webhook");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
