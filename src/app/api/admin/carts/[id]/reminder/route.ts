import { sendReminderContract } from "@/domain/api/admin-carts";
import { NO_STORE } from "@/server/admin/admin-responses";
import { type IdContext, routeId } from "@/server/admin/admin-route";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { sendCartReminder } from "@/server/carts/send-reminder";
import { kickOutbox } from "@/server/email/outbox-worker";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";

export const dynamic = "force-dynamic";

/** Queues the cart's one reminder email; 202 once queued, 409 with the reason when it may not go (aal2 only). */
export const POST = withErrorHandling("admin-cart", async (request: Request, context: IdContext) => {
  const operator = await requireOperatorApi(request, { write: true });
  const cartUuid = await routeId(context, "cart");
  await parseJsonBody(request, sendReminderContract.request, "admin-cart", 1_024);
  const sent = await sendCartReminder({ operatorId: operator.operatorId, cartUuid });
  kickOutbox();
  return Response.json(sent, { status: 202, headers: NO_STORE });
});

export const GET = methodNotAllowed("POST", "admin-cart");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
