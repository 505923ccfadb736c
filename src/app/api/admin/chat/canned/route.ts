import { ADMIN_CHAT_MAX_BYTES, cannedCreateRequestSchema } from "@/domain/api/admin-chat";
import { NO_STORE } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { createCannedReply } from "@/server/chat/chat-console";

export const dynamic = "force-dynamic";

/**
 * A new canned reply, last in the list: owners only (403 for staff) (aal2 only). The list itself
 * comes with GET /api/admin/chat, so an owner's edit reaches every open console on its next poll.
 */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-chat",
    area: "chat",
    method: "POST",
    body: cannedCreateRequestSchema,
    maxBytes: ADMIN_CHAT_MAX_BYTES,
  },
  async ({ operator, body }) => {
    const reply = await createCannedReply({
      ...body,
      operatorId: operator.operatorId,
      role: operator.role,
      now: new Date(),
    });
    return Response.json({ reply }, { status: 201, headers: NO_STORE });
  },
);
