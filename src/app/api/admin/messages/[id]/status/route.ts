import { ADMIN_MESSAGE_MAX_BYTES, setMessageStatusContract } from "@/domain/api/admin-messages";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { setMessageStatus } from "@/server/admin/messages/message-actions";

export const dynamic = "force-dynamic";

/** Moves a message to new, open or closed, audited (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-message",
    area: "messages",
    method: "POST",
    id: "message",
    body: setMessageStatusContract.request,
    maxBytes: ADMIN_MESSAGE_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson(await setMessageStatus({ operatorId: operator.operatorId, messageId: id, status: body.status })),
);
