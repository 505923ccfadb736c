import { ADMIN_ORDER_MAX_BYTES, markPaidContract } from "@/domain/api/admin-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { type IdContext, routeId } from "@/server/admin/admin-route";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { markManualOrderPaid } from "@/server/admin/orders/order-actions";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";

export const dynamic = "force-dynamic";

/** Confirms a manual method's payment: the amount and the payment reference are required. Confirmed in the page, audited in the action's transaction (aal2 only). */
export const POST = withErrorHandling("admin-order", async (request: Request, context: IdContext) => {
  const operator = await requireOperatorApi(request, { write: true });
  const orderId = await routeId(context, "order");
  const body = await parseJsonBody(request, markPaidContract.request, "admin-order", ADMIN_ORDER_MAX_BYTES);
  const input = { orderId, operatorId: operator.operatorId };
  return adminJson({
    order: await markManualOrderPaid({
      ...input,
      amountCents: body.amountCents,
      paymentReference: body.paymentReference,
    }),
  });
});

export const GET = methodNotAllowed("POST", "admin-order");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
