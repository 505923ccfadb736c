import { ADMIN_CHAT_MAX_BYTES, cannedEditRequestSchema } from "@/domain/api/admin-chat";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { editCannedReply } from "@/server/chat/chat-console";

export const dynamic = "force-dynamic";

/** Edits ({ title, body }) or deletes ({ delete: true }) a canned reply: owners only (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-chat",
    area: "chat",
    method: "POST",
    id: "canned",
    body: cannedEditRequestSchema,
    maxBytes: ADMIN_CHAT_MAX_BYTES,
  },
  async ({ operator, id, body }) => {
    await editCannedReply({ id, change: body, operatorId: operator.operatorId, role: operator.role, now: new Date() });
    return adminJson({ ok: true });
  },
);
