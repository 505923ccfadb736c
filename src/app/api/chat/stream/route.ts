import { LIVE_FEED_HEADERS } from "@/server/admin/live-feed";
import { chatTokenFrom } from "@/server/chat/chat-cookie";
import { conversationOfToken } from "@/server/chat/chat-service";
import { openChatStream } from "@/server/chat/chat-stream";
import { database } from "@/server/db/database";
import { clientKey } from "@/server/http/client-key";
import { AppError } from "@/server/http/errors";
import { guardHeldGet } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";
import { cappedStreamResponse, chatStreamSlots, refusedBeforeWork } from "@/server/http/stream-limits";

export const dynamic = "force-dynamic";

/** A message number from the browser's Last-Event-ID (what it has), or 0. */
function lastEventSeq(request: Request): number {
  const value = request.headers.get("last-event-id") ?? "";
  return /^\d{1,9}$/.test(value) ? Number(value) : 0;
}

/**
 * GET /api/chat/stream: the visitor's conversation as server-sent events (messages after the
 * Last-Event-ID, typing), found by their cookie; 404 without a conversation. Open streams are
 * capped per conversation, per address and per process (429/503, stream-limits.ts).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("chat-stream", {
  GET: async (request: Request) => {
    await guardHeldGet(request, "chat-stream");
    const client = clientKey(request);
    const early = refusedBeforeWork(chatStreamSlots, { client }, "chat-stream");
    if (early) return early;
    const { db } = await database();
    const conversation = await conversationOfToken(db, chatTokenFrom(request));
    if (!conversation)
      throw new AppError("not_found:chat-stream", "There is no conversation yet: write a first message.");
    return cappedStreamResponse(
      chatStreamSlots,
      { client, conversation: conversation.id },
      "chat-stream",
      (onEnd) =>
        openChatStream({
          conversationId: conversation.id,
          afterSeq: lastEventSeq(request),
          signal: request.signal,
          onEnd,
          reader: "visitor",
        }),
      { ...LIVE_FEED_HEADERS, "cache-control": "private, no-store, no-transform" },
    );
  },
});
