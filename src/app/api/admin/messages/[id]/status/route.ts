import { ADMIN_MESSAGE_MAX_BYTES, setMessageStatusContract } from "@/domain/api/admin-messages";
import { adminJson } from "@/server/admin/admin-responses";
import { type IdContext, routeId } from "@/server/admin/admin-route";
import { setMessageStatus } from "@/server/admin/messages/message-actions";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";

export const dynamic = "force-dynamic";

/** Moves a message to new, open or closed, audited (aal2 only). */
export const POST = withErrorHandling("admin-message", async (request: Request, context: IdContext) => {
  const operator = await requireOperatorApi(request, { write: true });
  const messageId = await routeId(context, "message");
  const body = await parseJsonBody(request, setMessageStatusContract.request, "admin-message", ADMIN_MESSAGE_MAX_BYTES);
  return adminJson(await setMessageStatus({ operatorId: operator.operatorId, messageId, status: body.status }));
});

export const GET = methodNotAllowed("POST", "admin-message");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
