import { BULK_MAX_BYTES, bulkRequestSchema } from "@/domain/api/admin-order-bulk";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { bulkAssign, bulkSetStep } from "@/server/admin/orders/bulk-orders";

export const dynamic = "force-dynamic";

/** A fulfilment step or an assignee for the orders selected on the list, each order on its own (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-orders",
    area: "orders",
    method: "POST",
    body: bulkRequestSchema,
    maxBytes: BULK_MAX_BYTES,
  },
  async ({ operator, body }) =>
    adminJson(
      body.action === "step"
        ? await bulkSetStep({ ids: body.ids, operatorId: operator.operatorId, step: body.step, reason: body.reason })
        : await bulkAssign({ ids: body.ids, operatorId: operator.operatorId, assignee: body.assignee }),
    ),
);
