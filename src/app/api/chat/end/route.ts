import { endChatContract } from "@/domain/api/chat";
import { chatTokenFrom, clearedChatCookie } from "@/server/chat/chat-cookie";
import { deleteChat, endChat } from "@/server/chat/chat-service";
import { guardJsonRequest, guardRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** POST ends the visitor's conversation; DELETE removes it and every message, and forgets the cookie. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("chat", {
  POST: async (request: Request) => {
    await guardJsonRequest(request, endChatContract.request, { surface: "chat", maxBytes: 64 });
    await endChat({ token: chatTokenFrom(request), now: new Date() });
    return Response.json({ ok: true }, { headers: { "cache-control": "private, no-store" } });
  },
  DELETE: async (request: Request) => {
    await guardRequest(request, { surface: "chat" });
    await deleteChat({ token: chatTokenFrom(request) });
    return Response.json(
      { ok: true },
      { headers: { "cache-control": "private, no-store", "set-cookie": clearedChatCookie() } },
    );
  },
});
