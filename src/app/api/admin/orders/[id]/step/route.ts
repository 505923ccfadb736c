import { setStepContract } from "@/domain/api/admin-order-steps";
import { ADMIN_ORDER_MAX_BYTES } from "@/domain/api/admin-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { type IdContext, routeId } from "@/server/admin/admin-route";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { setStep } from "@/server/admin/orders/order-actions";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";

export const dynamic = "force-dynamic";

/** Sets a fulfilment step, with a progress figure while in progress or a reason for a pause (aal2 only). */
export const POST = withErrorHandling("admin-order", async (request: Request, context: IdContext) => {
  const operator = await requireOperatorApi(request, { write: true });
  const orderId = await routeId(context, "order");
  const body = await parseJsonBody(request, setStepContract.request, "admin-order", ADMIN_ORDER_MAX_BYTES);
  return adminJson({ order: await setStep({ orderId, operatorId: operator.operatorId, ...body }) });
});

export const GET = methodNotAllowed("POST", "admin-order");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
