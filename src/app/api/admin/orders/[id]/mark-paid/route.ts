import { ADMIN_ORDER_MAX_BYTES, markPaidContract } from "@/domain/api/admin-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { recordManualPayment } from "@/server/admin/orders/record-payment";

export const dynamic = "force-dynamic";

/**
 * Records a manual method's payment (its amount and reference, both required): a part, the whole or
 * more; the order is paid once its payments reach the total. The path keeps its first name, from
 * when the whole total was the only payment it took. Confirmed in the page, audited in the
 * action's transaction (aal2 only).
 */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-order",
    area: "orders",
    method: "POST",
    id: "order",
    body: markPaidContract.request,
    maxBytes: ADMIN_ORDER_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson({
      order: await recordManualPayment({
        orderId: id,
        operatorId: operator.operatorId,
        amountCents: body.amountCents,
        paymentReference: body.paymentReference,
      }),
    }),
);
