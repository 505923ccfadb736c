import { adminJson } from "@/server/admin/admin-responses";
import { type IdContext, routeId } from "@/server/admin/admin-route";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { orderDetail } from "@/server/admin/orders/order-detail";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** One order with its lines, contact, payment ids and timeline (aal2 only). */
export const GET = withErrorHandling("admin-order", async (request: Request, context: IdContext) => {
  await requireOperatorApi(request, { write: false });
  const order = await orderDetail(await routeId(context, "order"));
  return adminJson({ order });
});

export const POST = methodNotAllowed("GET", "admin-order");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
