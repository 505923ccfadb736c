import { ADMIN_ORDER_MAX_BYTES, setFulfilmentContract } from "@/domain/api/admin-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { setFulfilment } from "@/server/admin/orders/order-actions";

export const dynamic = "force-dynamic";

/** Sets the fulfilment status (queued, in progress, delivered, cancelled). Confirmed in the page, audited in the action's transaction (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-order",
    area: "orders",
    method: "POST",
    id: "order",
    body: setFulfilmentContract.request,
    maxBytes: ADMIN_ORDER_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson({
      order: await setFulfilment({ orderId: id, operatorId: operator.operatorId, fulfilment: body.fulfilment }),
    }),
);
