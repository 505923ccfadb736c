import { LIVE_FEED_HEADERS } from "@/server/admin/live-feed";
import { clientKey } from "@/server/http/client-key";
import { guardHeldGet } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";
import { cappedStreamResponse, orderStreamSlots, refusedBeforeWork } from "@/server/http/stream-limits";
import { liveOrderFeed } from "@/server/orders/live-order-feed";
import { orderIdOrNotFound, streamLinkKey, tokenOf, trackingViewOrNotFound } from "@/server/orders/live-order-routes";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ reference: string }> };

/**
 * GET /api/orders/REFERENCE/events?k=TOKEN: the order's views as server-sent events, the current
 * one first (ADR 0016). The stream ends after a few minutes and the browser reconnects, its token
 * checked again; a link that opens nothing is the same 404 as the page's JSON. Opens are rate
 * limited and open streams capped per order, client and process (429/503, stream-limits.ts).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("order-events", {
  GET: async (request: Request, { params }: Context) => {
    await guardHeldGet(request, "order-events");
    const { reference } = await params;
    const token = tokenOf(request);
    const keys = { client: clientKey(request), link: streamLinkKey(reference, token) };
    const early = refusedBeforeWork(orderStreamSlots, keys, "order-events");
    if (early) return early;
    const orderId = await orderIdOrNotFound(reference, token);
    return cappedStreamResponse(
      orderStreamSlots,
      { ...keys, order: orderId },
      "order-events",
      async (onEnd) => {
        const initial = await trackingViewOrNotFound(orderId);
        return liveOrderFeed().open({ orderId, initial, signal: request.signal, onEnd });
      },
      { ...LIVE_FEED_HEADERS, "cache-control": "private, no-store, no-transform" },
    );
  },
});
