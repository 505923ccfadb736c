import { emptyRequestSchema } from "@/domain/api/admin-chat";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { claimConversation } from "@/server/chat/chat-console";

export const dynamic = "force-dynamic";

/** Takes the conversation; 409 when another operator holds it or it is closed (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-chat", area: "chat", method: "POST", id: "chat", body: emptyRequestSchema, maxBytes: 1_024 },
  async ({ operator, id }) => {
    await claimConversation({ conversationId: id, operatorId: operator.operatorId, now: new Date() });
    return adminJson({ ok: true });
  },
);
