import { ORDER_LOOKUP_MAX_BYTES, type OrderLookupResponse, orderLookupContract } from "@/domain/api/order-lookup";
import { LOOKUP_CLIENT_LIMIT, LOOKUP_RATE_MESSAGE, ORDER_LOOKUP_ANSWER } from "@/domain/orders/order-lookup";
import { kickOutbox } from "@/server/email/outbox-worker";
import { enforceRateLimit, guardJsonRequest, refuseCrossSite } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";
import { lookupOrder } from "@/server/orders/order-lookup";

export const dynamic = "force-dynamic";

/** The lost-link form: 202 with one answer whether or not the order exists. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("order-lookup", {
  POST: async (request: Request) => {
    refuseCrossSite(request, "order-lookup");
    // Every attempt from an address counts, a malformed one too: guessing is what this limit stops.
    await enforceRateLimit(request, {
      bucket: "order-lookup",
      surface: "order-lookup",
      rule: LOOKUP_CLIENT_LIMIT,
      message: LOOKUP_RATE_MESSAGE,
    });
    const body = await guardJsonRequest(request, orderLookupContract.request, {
      surface: "order-lookup",
      maxBytes: ORDER_LOOKUP_MAX_BYTES,
      rateLimit: false,
    });
    if (await lookupOrder({ ...body, now: new Date() })) kickOutbox();
    const answer: OrderLookupResponse = { ok: true, message: ORDER_LOOKUP_ANSWER };
    return Response.json(answer, { status: 202 });
  },
});
