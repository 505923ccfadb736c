import { CHAT_MAX_BYTES, postChatMessageContract } from "@/domain/api/chat";
import { CHAT_ADDRESS_LIMIT, CHAT_RATE_MESSAGE, CHAT_VISITOR_LIMIT } from "@/domain/chat/chat-message";
import { hashSecret } from "@/server/admin/secret-tokens";
import { chatCookie, chatTokenFrom } from "@/server/chat/chat-cookie";
import { postVisitorMessage } from "@/server/chat/chat-service";
import { enforceRateLimit, guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** A visitor's message: 201 with it as stored; their first one also sets the chat's secret cookie. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("chat", {
  POST: async (request: Request) => {
    const body = await guardJsonRequest(request, postChatMessageContract.request, {
      surface: "chat",
      maxBytes: CHAT_MAX_BYTES,
    });
    const limit = { surface: "chat", message: CHAT_RATE_MESSAGE };
    await enforceRateLimit(request, { ...limit, bucket: "chat-address", rule: CHAT_ADDRESS_LIMIT });
    const token = chatTokenFrom(request);
    if (token) {
      await enforceRateLimit(request, {
        ...limit,
        bucket: "chat-visitor",
        rule: CHAT_VISITOR_LIMIT,
        key: hashSecret(token),
      });
    }
    const posted = await postVisitorMessage({
      token,
      body: body.body,
      page: body.page,
      orderReference: body.orderReference,
      orderKey: body.orderKey,
      cartUuid: body.cartUuid,
      now: new Date(),
    });
    const { operatorId: _, ...message } = posted.message;
    const headers: Record<string, string> = { "cache-control": "private, no-store" };
    if (posted.newToken) headers["set-cookie"] = chatCookie(posted.newToken);
    return Response.json({ message }, { status: 201, headers });
  },
});
