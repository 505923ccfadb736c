import { CHAT_MAX_BYTES, postChatEmailContract } from "@/domain/api/chat";
import { CHAT_ADDRESS_LIMIT, CHAT_RATE_MESSAGE } from "@/domain/chat/chat-message";
import { chatTokenFrom } from "@/server/chat/chat-cookie";
import { giveChatEmail } from "@/server/chat/chat-email";
import { enforceRateLimit, guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** The visitor's email on their conversation (their cookie names it): 200, or 409 without one. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("chat", {
  POST: async (request: Request) => {
    const body = await guardJsonRequest(request, postChatEmailContract.request, {
      surface: "chat",
      maxBytes: CHAT_MAX_BYTES,
    });
    await enforceRateLimit(request, {
      surface: "chat",
      message: CHAT_RATE_MESSAGE,
      bucket: "chat-address",
      rule: CHAT_ADDRESS_LIMIT,
    });
    await giveChatEmail({ token: chatTokenFrom(request), email: body.email, now: new Date() });
    return Response.json({ emailGiven: true }, { headers: { "cache-control": "private, no-store" } });
  },
});
