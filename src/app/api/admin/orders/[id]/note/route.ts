import { ADMIN_ORDER_MAX_BYTES, addNoteContract } from "@/domain/api/admin-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { addNote } from "@/server/admin/orders/order-actions";

export const dynamic = "force-dynamic";

/** Adds an internal note to the order's timeline. Confirmed in the page, audited in the action's transaction (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-order",
    area: "orders",
    method: "POST",
    id: "order",
    body: addNoteContract.request,
    maxBytes: ADMIN_ORDER_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson({ order: await addNote({ orderId: id, operatorId: operator.operatorId, body: body.body }) }),
);
