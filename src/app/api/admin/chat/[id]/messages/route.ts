import { ADMIN_CHAT_MAX_BYTES, staffMessageRequestSchema } from "@/domain/api/admin-chat";
import { NO_STORE } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { replyInConversation } from "@/server/chat/chat-console";

export const dynamic = "force-dynamic";

/** An operator's reply; 409 once the conversation is closed (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-chat",
    area: "chat",
    method: "POST",
    id: "chat",
    body: staffMessageRequestSchema,
    maxBytes: ADMIN_CHAT_MAX_BYTES,
  },
  async ({ operator, id, body }) => {
    const message = await replyInConversation({
      conversationId: id,
      operatorId: operator.operatorId,
      body: body.body,
      now: new Date(),
    });
    return Response.json({ message }, { status: 201, headers: NO_STORE });
  },
);
