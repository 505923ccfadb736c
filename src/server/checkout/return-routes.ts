import "server-only";
import { z } from "zod";
import { AppError } from "../http/errors";
import { guardJsonRequest, guardRequest } from "../http/guard-request";
import { completePurchase, lookupPaymentData } from "./checkout-service";
import type { ReturnChannel } from "./payment-providers";

/*
 * The four return calls of spec section 7, for Stripe's and Square's routes; each route file
 * names its channel and the body key its spec gives (stripeId or squareId).
 */

const idSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * A GET, so other sites may link to it, but each call can ask the provider's API: it is rate
 * limited like the state-changing routes.
 */
export function getPaymentDataHandler(channel: ReturnChannel) {
  return async (request: Request): Promise<Response> => {
    await guardRequest(request, { surface: "payment", crossSite: "allow" });
    const id = idSchema.safeParse(new URL(request.url).searchParams.get("id") ?? "");
    if (!id.success) throw new AppError("bad_request:payment", "Give the payment id as ?id=.");
    const data = await lookupPaymentData(channel, id.data, new Date());
    return Response.json(data, { headers: { "cache-control": "no-store" } });
  };
}

export function markAsCompletedHandler(channel: ReturnChannel, key: "stripeId" | "squareId") {
  const schema = z.object({ [key]: idSchema }).strict();
  return async (request: Request): Promise<Response> => {
    const body = (await guardJsonRequest(request, schema, { surface: "payment", maxBytes: 4 * 1024 })) as Record<
      string,
      string
    >;
    const result = await completePurchase(channel, body[key] ?? "", new Date());
    return Response.json({ ok: true, ...result });
  };
}
