import { routeMethods } from "@/server/http/route-methods";
import { openOrderOrNotFound, PRIVATE_NO_STORE, tokenOf } from "@/server/orders/live-order-routes";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ reference: string }> };

/**
 * GET /api/orders/REFERENCE?k=TOKEN: the order page's view as JSON (the live page polls it when
 * its stream cannot stay open). Any link that opens nothing is the same 404.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("order", {
  GET: async (request: Request, { params }: Context) => {
    const { reference } = await params;
    const { view } = await openOrderOrNotFound(reference, tokenOf(request));
    return Response.json(view, { headers: PRIVATE_NO_STORE });
  },
});
