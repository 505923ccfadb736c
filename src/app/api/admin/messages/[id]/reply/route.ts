import { ADMIN_MESSAGE_MAX_BYTES, replyToMessageContract } from "@/domain/api/admin-messages";
import { NO_STORE } from "@/server/admin/admin-responses";
import { type IdContext, routeId } from "@/server/admin/admin-route";
import { replyToMessage } from "@/server/admin/messages/message-actions";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { kickOutbox } from "@/server/email/outbox-worker";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";

export const dynamic = "force-dynamic";

/** Answers a message by email through the outbox; 202 once the reply is stored and queued (aal2 only). */
export const POST = withErrorHandling("admin-message", async (request: Request, context: IdContext) => {
  const operator = await requireOperatorApi(request, { write: true });
  const messageId = await routeId(context, "message");
  const body = await parseJsonBody(request, replyToMessageContract.request, "admin-message", ADMIN_MESSAGE_MAX_BYTES);
  const reply = await replyToMessage({
    operatorId: operator.operatorId,
    messageId,
    body: body.body,
    subject: body.subject,
  });
  kickOutbox();
  return Response.json(reply, { status: 202, headers: NO_STORE });
});

export const GET = methodNotAllowed("POST", "admin-message");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
