import { ADMIN_ORDER_MAX_BYTES, markPaidContract } from "@/domain/api/admin-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { markManualOrderPaid } from "@/server/admin/orders/order-actions";

export const dynamic = "force-dynamic";

/** Confirms a manual method's payment: the amount and the payment reference are required. Confirmed in the page, audited in the action's transaction (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-order",
    method: "POST",
    id: "order",
    body: markPaidContract.request,
    maxBytes: ADMIN_ORDER_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson({
      order: await markManualOrderPaid({
        orderId: id,
        operatorId: operator.operatorId,
        amountCents: body.amountCents,
        paymentReference: body.paymentReference,
      }),
    }),
);
