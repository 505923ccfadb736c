import { SEEN_WRITE_EVERY_MS } from "@/domain/chat/chat-conversation";
import { LIVE_FEED_HEADERS } from "@/server/admin/live-feed";
import { markVisitorSeen } from "@/server/chat/chat-away";
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
      async (onEnd) => {
        // An open stream is the visitor being here: marked now and every 15 s until it ends.
        const beat = setInterval(() => void markVisitorSeen(conversation.id, new Date()), SEEN_WRITE_EVERY_MS);
        beat.unref();
        try {
          await markVisitorSeen(conversation.id, new Date());
          return await openChatStream({
            conversationId: conversation.id,
            afterSeq: lastEventSeq(request),
            signal: request.signal,
            onEnd: () => {
              clearInterval(beat);
              onEnd();
            },
            reader: "visitor",
          });
        } catch (error) {
          clearInterval(beat);
          throw error;
        }
      },
      { ...LIVE_FEED_HEADERS, "cache-control": "private, no-store, no-transform" },
    );
  },
});
