import { assignOrderRequestSchema } from "@/domain/api/admin-order-bulk";
import { ADMIN_ORDER_MAX_BYTES } from "@/domain/api/admin-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { assignOrder } from "@/server/admin/orders/bulk-orders";

export const dynamic = "force-dynamic";

/** Gives the order to an operator, or to nobody (null); audited (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-order",
    area: "orders",
    method: "POST",
    id: "order",
    body: assignOrderRequestSchema,
    maxBytes: ADMIN_ORDER_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson({ order: await assignOrder({ orderId: id, operatorId: operator.operatorId, assignee: body.assignee }) }),
);
