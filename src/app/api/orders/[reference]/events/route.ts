import { LIVE_FEED_HEADERS } from "@/server/admin/live-feed";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { liveOrderFeed } from "@/server/orders/live-order-feed";
import { openOrderOrNotFound, tokenOf } from "@/server/orders/live-order-routes";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ reference: string }> };

/**
 * GET /api/orders/REFERENCE/events?k=TOKEN: the order's views as server-sent events, the current
 * one first (ADR 0016). The stream ends after a few minutes and the browser reconnects, its token
 * checked again; a link that opens nothing is the same 404 as the page's JSON.
 */
export const GET = withErrorHandling("order-events", async (request: Request, { params }: Context) => {
  const { reference } = await params;
  const { orderId, view } = await openOrderOrNotFound(reference, tokenOf(request));
  const stream = liveOrderFeed().open({ orderId, initial: view, signal: request.signal });
  return new Response(stream, {
    headers: { ...LIVE_FEED_HEADERS, "cache-control": "private, no-store, no-transform" },
  });
});

export const POST = methodNotAllowed("GET", "order-events");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
