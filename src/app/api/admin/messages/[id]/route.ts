import { adminJson } from "@/server/admin/admin-responses";
import { type IdContext, routeId } from "@/server/admin/admin-route";
import { messageDetail } from "@/server/admin/messages/inbox";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { AppError, methodNotAllowed, withErrorHandling } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** One message, its thread and the sender's orders (aal2 only). */
export const GET = withErrorHandling("admin-message", async (request: Request, context: IdContext) => {
  await requireOperatorApi(request, { write: false });
  const detail = await messageDetail(await routeId(context, "message"));
  if (!detail) throw new AppError("not_found:admin-message", "There is no message with this id.");
  return adminJson(detail);
});

export const POST = methodNotAllowed("GET", "admin-message");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
