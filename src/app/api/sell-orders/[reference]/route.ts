import { SELL_TOKEN_PARAM } from "@/domain/api/sell-orders";
import { openSellOrder } from "@/server/gold/sell-orders";
import { AppError } from "@/server/http/errors";
import { guardHeldGet } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";
import { PRIVATE_NO_STORE } from "@/server/orders/live-order-routes";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ reference: string }> };

/**
 * GET /api/sell-orders/REFERENCE?k=TOKEN: the player's view as JSON, which the private page polls.
 * Any link that opens nothing is the same 404; a real link past its lifetime is 410.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("sell-order", {
  GET: async (request: Request, { params }: Context) => {
    await guardHeldGet(request, "sell-order");
    const { reference } = await params;
    const opened = await openSellOrder(reference, new URL(request.url).searchParams.get(SELL_TOKEN_PARAM));
    if (opened.kind === "expired") {
      throw new AppError("gone:sell-order", "This link has expired.", { headers: PRIVATE_NO_STORE });
    }
    if (opened.kind === "none") {
      throw new AppError("not_found:sell-order", "There is no sale at this link.", { headers: PRIVATE_NO_STORE });
    }
    return Response.json(opened.view, { headers: PRIVATE_NO_STORE });
  },
});
