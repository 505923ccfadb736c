import { giveChatEmailContract } from "@/domain/api/chat";
import { chatTokenFrom } from "@/server/chat/chat-cookie";
import { giveChatEmail } from "@/server/chat/chat-service";
import { guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** The visitor's email, for a reply when no one answered in time. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("chat", {
  POST: async (request: Request) => {
    const body = await guardJsonRequest(request, giveChatEmailContract.request, { surface: "chat", maxBytes: 1024 });
    await giveChatEmail({ token: chatTokenFrom(request), email: body.email, now: new Date() });
    return Response.json({ ok: true }, { headers: { "cache-control": "private, no-store" } });
  },
});
