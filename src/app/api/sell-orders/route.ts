import { createSellOrderContract, SELL_ORDER_MAX_BYTES } from "@/domain/api/sell-orders";
import { SELL_CLIENT_LIMIT, SELL_RATE_MESSAGE } from "@/domain/gold/sell-orders";
import { createSellOrder } from "@/server/gold/sell-orders";
import { enforceRateLimit, guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** A player's sale of gold from the gold page: 201 with the private page's path (its link is also emailed). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("sell-order", {
  POST: async (request: Request) => {
    const body = await guardJsonRequest(request, createSellOrderContract.request, {
      surface: "sell-order",
      maxBytes: SELL_ORDER_MAX_BYTES,
    });
    // After the schema: a malformed body is the API limit's, a well-formed one is a sale (and an email).
    await enforceRateLimit(request, {
      bucket: "sell-order",
      surface: "sell-order",
      rule: SELL_CLIENT_LIMIT,
      message: SELL_RATE_MESSAGE,
    });
    const created = await createSellOrder(body);
    return Response.json(created, { status: 201, headers: { "cache-control": "private, no-store" } });
  },
});
