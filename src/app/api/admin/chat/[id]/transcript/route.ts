import { emptyRequestSchema } from "@/domain/api/admin-chat";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { sendTranscript } from "@/server/chat/chat-console";

export const dynamic = "force-dynamic";

/** Emails the conversation to the visitor; 409 when they gave no email (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-chat", area: "chat", method: "POST", id: "chat", body: emptyRequestSchema, maxBytes: 1_024 },
  async ({ operator, id }) => {
    await sendTranscript({ conversationId: id, operatorId: operator.operatorId, now: new Date() });
    return adminJson({ sent: true });
  },
);
