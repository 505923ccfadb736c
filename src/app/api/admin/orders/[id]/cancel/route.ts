import { ADMIN_ORDER_MAX_BYTES, cancelOrderContract } from "@/domain/api/admin-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { cancelOrder } from "@/server/admin/orders/cancel-order";

export const dynamic = "force-dynamic";

/** Cancels an order, with its refund (all, part or none) and a reason, in one step; audited, the customer emailed (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-order",
    area: "orders",
    method: "POST",
    id: "order",
    body: cancelOrderContract.request,
    maxBytes: ADMIN_ORDER_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson({
      order: await cancelOrder({ ...body, orderId: id, operatorId: operator.operatorId, role: operator.role }),
    }),
);
