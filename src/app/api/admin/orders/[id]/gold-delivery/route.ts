import { goldDeliveryContract } from "@/domain/api/admin-gold-delivery";
import { ADMIN_ORDER_MAX_BYTES } from "@/domain/api/admin-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { deliverGold } from "@/server/admin/orders/order-actions";

export const dynamic = "force-dynamic";

/** Records gold traded for a paid gold order: how much, from which of the shop's accounts, when (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-order",
    area: "orders",
    method: "POST",
    id: "order",
    body: goldDeliveryContract.request,
    maxBytes: ADMIN_ORDER_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson({ order: await deliverGold({ orderId: id, operatorId: operator.operatorId, ...body }) }),
);
