import { linksRequestSchema } from "@/domain/api/admin-chat";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { setMessageLinks } from "@/server/chat/chat-console";

export const dynamic = "force-dynamic";

/** Makes one message's links clickable, or text again; 404 for no such visitor's or staff message (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-chat", area: "chat", method: "POST", id: "chat", body: linksRequestSchema, maxBytes: 1_024 },
  async ({ operator, id, body }) => {
    await setMessageLinks({
      conversationId: id,
      operatorId: operator.operatorId,
      seq: body.seq,
      enabled: body.enabled,
      now: new Date(),
    });
    return adminJson({ ok: true });
  },
);
