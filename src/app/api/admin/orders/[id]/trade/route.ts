import { setTradeContract } from "@/domain/api/admin-order-steps";
import { ADMIN_ORDER_MAX_BYTES } from "@/domain/api/admin-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { setTrade } from "@/server/admin/orders/order-actions";

export const dynamic = "force-dynamic";

/** Sets a paid gold order's trade details: world, meeting place, our trader's name (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-order",
    area: "orders",
    method: "POST",
    id: "order",
    body: setTradeContract.request,
    maxBytes: ADMIN_ORDER_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson({ order: await setTrade({ orderId: id, operatorId: operator.operatorId, ...body }) }),
);
