import { env } from "@/server/env";
import { routeMethods } from "@/server/http/route-methods";
import { parseSquareWebhook } from "@/server/payments/square-provider";
import { applySquareWebhook } from "@/server/payments/square-webhook";
import { guardSignedWebhook } from "@/server/payments/webhook-guard";

export const dynamic = "force-dynamic";

/** Square's events are a few kilobytes; anything far bigger is not from Square. */
const MAX_BODY_BYTES = 256 * 1024;

/** Square signs the URL it was told to call, so it must be exactly the registered one. */
function notificationUrl(): string {
  return env.SQUARE_WEBHOOK_URL || `${env.SITE_URL.replace(/\/+$/, "")}/api/square/webhook`;
}

/**
 * Square's payment and refund events: the raw body is verified against the signature before
 * anything is read; what they do is in src/server/payments/square-webhook.ts. Like Stripe's, it
 * is exempt from the cross-site rule, counts only refusals against a client's limit, and is a 404
 * with no signature key (src/server/payments/webhook-guard.ts).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("square-webhook", {
  POST: async (request: Request) => {
    const event = await guardSignedWebhook(
      request,
      {
        surface: "square-webhook",
        secret: env.SQUARE_WEBHOOK_SIGNATURE_KEY,
        signatureHeader: "x-square-hmacsha256-signature",
        maxBytes: MAX_BODY_BYTES,
        invalidSignature: "The event's signature is not valid.",
      },
      ({ rawBody, signature, secret }) => parseSquareWebhook(rawBody, signature, secret, notificationUrl()),
    );
    return Response.json(await applySquareWebhook(event, new Date()));
  },
});
