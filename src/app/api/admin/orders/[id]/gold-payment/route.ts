import { ADMIN_ORDER_MAX_BYTES, confirmGoldPaymentContract } from "@/domain/api/admin-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { confirmGoldPayment } from "@/server/admin/orders/confirm-gold-payment";

export const dynamic = "force-dynamic";

/**
 * Confirms the gold of an order paid with OSRS gold (the millions received and the in-game account
 * holding them): the ledger adds it to stock and the order is paid, once (aal2 only).
 */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-order",
    area: "orders",
    method: "POST",
    id: "order",
    body: confirmGoldPaymentContract.request,
    maxBytes: ADMIN_ORDER_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson({
      order: await confirmGoldPayment({
        orderId: id,
        operatorId: operator.operatorId,
        millions: body.millions,
        account: body.account,
      }),
    }),
);
