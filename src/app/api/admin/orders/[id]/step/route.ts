import { setStepContract } from "@/domain/api/admin-order-steps";
import { ADMIN_ORDER_MAX_BYTES } from "@/domain/api/admin-orders";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { setStep } from "@/server/admin/orders/order-actions";

export const dynamic = "force-dynamic";

/** Sets a fulfilment step, with a progress figure while in progress or a reason for a pause (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-order",
    area: "orders",
    method: "POST",
    id: "order",
    body: setStepContract.request,
    maxBytes: ADMIN_ORDER_MAX_BYTES,
  },
  async ({ operator, id, body }) =>
    adminJson({ order: await setStep({ orderId: id, operatorId: operator.operatorId, ...body }) }),
);
