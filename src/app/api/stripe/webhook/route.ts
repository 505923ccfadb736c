import { env } from "@/server/env";
import { routeMethods } from "@/server/http/route-methods";
import { parseStripeWebhook } from "@/server/payments/stripe-provider";
import { applyStripeWebhook } from "@/server/payments/stripe-webhook";
import { guardSignedWebhook } from "@/server/payments/webhook-guard";

export const dynamic = "force-dynamic";

/** Stripe's events are tens of kilobytes at most; far bigger is not from Stripe. */
const MAX_BODY_BYTES = 512 * 1024;

/**
 * Stripe's webhook: the signature is checked over the raw body before anything in it is believed.
 * It comes from Stripe's servers, so the cross-site rule does not apply; only refusals count
 * against a client's limit, so Stripe's signed deliveries and retries are never refused
 * (src/server/payments/webhook-guard.ts). With no webhook secret it is a 404.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("stripe-webhook", {
  POST: async (request: Request) => {
    const event = await guardSignedWebhook(
      request,
      {
        surface: "stripe-webhook",
        secret: env.STRIPE_WEBHOOK_SECRET,
        signatureHeader: "stripe-signature",
        maxBytes: MAX_BODY_BYTES,
        invalidSignature: "Invalid Stripe signature.",
      },
      ({ rawBody, signature, secret }) => parseStripeWebhook(rawBody, signature, secret),
    );
    return Response.json(await applyStripeWebhook(event, new Date()));
  },
});
