import { transferRequestSchema } from "@/domain/api/admin-chat";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { transferConversation } from "@/server/chat/chat-console";

export const dynamic = "force-dynamic";

/** Hands the conversation to another active operator; 409 when it changed hands or closed meanwhile (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-chat", area: "chat", method: "POST", id: "chat", body: transferRequestSchema, maxBytes: 1_024 },
  async ({ operator, id, body }) => {
    await transferConversation({
      conversationId: id,
      operatorId: operator.operatorId,
      toOperatorId: body.operatorId,
      now: new Date(),
    });
    return adminJson({ ok: true });
  },
);
