import { adminRoute } from "@/server/admin/admin-route";
import { liveFeedResponse } from "@/server/admin/live-feed";

export const dynamic = "force-dynamic";

/**
 * New paid orders and new messages as server-sent events (aal2 only). Each stream ends after a
 * few minutes and the browser reconnects with its Last-Event-ID, passing this guard again; it ends
 * sooner when the session does. Opens are rate limited, open streams capped (stream-limits.ts).
 * Background: the feed and its reconnects do not keep an unattended tab's session alive.
 */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-live", area: "home", method: "GET", stream: true, activity: false },
  async ({ request, operator }) => liveFeedResponse(request, operator),
);
