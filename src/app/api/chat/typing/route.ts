import { chatTypingContract } from "@/domain/api/chat";
import { CHAT_RATE_MESSAGE, CHAT_TYPING_LIMIT } from "@/domain/chat/chat-message";
import { hashSecret } from "@/server/admin/secret-tokens";
import { publishChatEvent } from "@/server/chat/chat-bus";
import { chatTokenFrom } from "@/server/chat/chat-cookie";
import { conversationOfToken } from "@/server/chat/chat-service";
import { database } from "@/server/db/database";
import { AppError } from "@/server/http/errors";
import { enforceRateLimit, guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** The visitor is typing: told to the console on every instance, stored nowhere. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("chat", {
  POST: async (request: Request) => {
    await guardJsonRequest(request, chatTypingContract.request, { surface: "chat", maxBytes: 64 });
    const token = chatTokenFrom(request);
    if (!token) throw new AppError("not_found:chat", "There is no conversation yet: write a first message.");
    await enforceRateLimit(request, {
      bucket: "chat-typing",
      surface: "chat",
      rule: CHAT_TYPING_LIMIT,
      message: CHAT_RATE_MESSAGE,
      key: hashSecret(token),
    });
    const { db } = await database();
    const conversation = await conversationOfToken(db, token);
    if (conversation?.status !== "open") {
      throw new AppError("not_found:chat", "There is no open conversation: write a message to start one.");
    }
    await publishChatEvent({ kind: "typing", conversationId: conversation.id, who: "visitor" });
    return Response.json({ ok: true }, { headers: { "cache-control": "private, no-store" } });
  },
});
