import { ADMIN_ORDER_MAX_BYTES, resendReceiptContract } from "@/domain/api/admin-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { resendReceipt } from "@/server/admin/orders/order-actions";

export const dynamic = "force-dynamic";

/** Sends the receipt again, through the outbox. Confirmed in the page, audited in the action's transaction (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-order",
    area: "orders",
    method: "POST",
    id: "order",
    body: resendReceiptContract.request,
    maxBytes: ADMIN_ORDER_MAX_BYTES,
  },
  async ({ operator, id }) =>
    adminJson({ order: await resendReceipt({ orderId: id, operatorId: operator.operatorId }) }),
);
