import { liveFeedResponse } from "@/server/admin/live-feed";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { guardHeldGet } from "@/server/http/guard-request";

export const dynamic = "force-dynamic";

/**
 * New paid orders and new messages as server-sent events (aal2 only). Each stream ends after a
 * few minutes and the browser reconnects with its Last-Event-ID, passing this guard again; it ends
 * sooner when the session does. Opens are rate limited, open streams capped (stream-limits.ts).
 */
export const GET = withErrorHandling("admin-live", async (request: Request) => {
  await guardHeldGet(request, "admin-live");
  // Background: the feed and its reconnects do not keep an unattended tab's session alive.
  const operator = await requireOperatorApi(request, { write: false, activity: false });
  return liveFeedResponse(request, operator);
});

export const POST = methodNotAllowed("GET", "admin-live");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
