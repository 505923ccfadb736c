import { ADMIN_ORDER_MAX_BYTES, refundContract } from "@/domain/api/admin-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { refundOrder } from "@/server/admin/orders/refund-order";

export const dynamic = "force-dynamic";

/** Refunds in full or in part through the order's provider, or records a manual order's refund made by hand; with its reason. Confirmed in the page, audited in the action's transaction (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-order",
    area: "orders",
    method: "POST",
    id: "order",
    body: refundContract.request,
    maxBytes: ADMIN_ORDER_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson({
      order: await refundOrder({ ...body, orderId: id, operatorId: operator.operatorId, role: operator.role }),
    }),
);
