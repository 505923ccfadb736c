import { adminRoute } from "@/server/admin/admin-route";
import { LIVE_FEED_HEADERS } from "@/server/admin/live-feed";
import { openConsoleStream } from "@/server/chat/console-stream";
import { adminStreamSlots, cappedStreamResponse } from "@/server/http/stream-limits";

export const dynamic = "force-dynamic";

/**
 * Every live chat event as server-sent events, for the console (aal2 only); while it is open the
 * operator counts as online. Each stream ends after a few minutes and the browser reconnects,
 * passing this guard again. Opens are rate limited; open streams share the back office's caps per
 * session, operator and process (stream-limits.ts).
 */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-chat-stream", area: "chat", method: "GET", stream: true, activity: false },
  async ({ request, operator }) =>
    cappedStreamResponse(
      adminStreamSlots,
      { session: operator.sessionId, operator: operator.operatorId },
      "admin-chat-stream",
      (onEnd) => openConsoleStream({ operatorId: operator.operatorId, signal: request.signal, onEnd }),
      { ...LIVE_FEED_HEADERS, "cache-control": "private, no-store, no-transform" },
    ),
);
