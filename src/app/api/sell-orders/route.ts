import { createSellOrderContract, SELL_ORDER_MAX_BYTES } from "@/domain/api/sell-orders";
import { createSellOrder } from "@/server/gold/sell-orders";
import { guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** A player's sale of gold from the gold page: 201 with the private page's path (its link is also emailed). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("sell-order", {
  POST: async (request: Request) => {
    const body = await guardJsonRequest(request, createSellOrderContract.request, {
      surface: "sell-order",
      maxBytes: SELL_ORDER_MAX_BYTES,
    });
    const created = await createSellOrder(body);
    return Response.json(created, { status: 201, headers: { "cache-control": "private, no-store" } });
  },
});
