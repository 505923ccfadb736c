import { ADMIN_MESSAGE_MAX_BYTES, replyToMessageContract } from "@/domain/api/admin-messages";
import { NO_STORE } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { replyToMessage } from "@/server/admin/messages/message-actions";
import { kickOutbox } from "@/server/email/outbox-worker";

export const dynamic = "force-dynamic";

/** Answers a message by email through the outbox; 202 once the reply is stored and queued (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-message",
    area: "messages",
    method: "POST",
    id: "message",
    body: replyToMessageContract.request,
    maxBytes: ADMIN_MESSAGE_MAX_BYTES,
  },
  async ({ operator, id, body }) => {
    const reply = await replyToMessage({
      operatorId: operator.operatorId,
      messageId: id,
      body: body.body,
      subject: body.subject,
    });
    kickOutbox();
    return Response.json(reply, { status: 202, headers: NO_STORE });
  },
);
