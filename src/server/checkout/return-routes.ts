import "server-only";
import {
  MARK_AS_COMPLETED_MAX_BYTES,
  type MarkAsCompletedResponse,
  markAsCompletedContract,
  paymentDataContract,
} from "@/domain/api/payment-return";
import type { PaymentData } from "@/domain/checkout/payment-data";
import { AppError } from "../http/errors";
import { guardJsonRequest, guardRequest } from "../http/guard-request";
import { completePurchase, lookupPaymentData } from "./checkout-service";
import type { ReturnChannel } from "./payment-providers";

/*
 * The four return calls of spec section 7, for Stripe's and Square's routes; each route file
 * names its channel, and the channel's contract (src/domain/api/payment-return.ts) its body key.
 */

/**
 * A GET, so other sites may link to it, but each call can ask the provider's API: it is rate
 * limited like the state-changing routes.
 */
export function getPaymentDataHandler(channel: ReturnChannel) {
  return async (request: Request): Promise<Response> => {
    await guardRequest(request, { surface: "payment", crossSite: "allow" });
    const query = paymentDataContract.request.safeParse({ id: new URL(request.url).searchParams.get("id") ?? "" });
    if (!query.success) throw new AppError("bad_request:payment", "Give the payment id as ?id=.");
    const data: PaymentData = await lookupPaymentData(channel, query.data.id, new Date());
    return Response.json(data, { headers: { "cache-control": "no-store" } });
  };
}

export function markAsCompletedHandler(channel: ReturnChannel) {
  const contract = markAsCompletedContract(channel);
  return async (request: Request): Promise<Response> => {
    const body = await guardJsonRequest(request, contract.request, {
      surface: "payment",
      maxBytes: MARK_AS_COMPLETED_MAX_BYTES,
    });
    const id = "stripeId" in body ? body.stripeId : body.squareId;
    const answer: MarkAsCompletedResponse = { ok: true, ...(await completePurchase(channel, id, new Date())) };
    return Response.json(answer);
  };
}
