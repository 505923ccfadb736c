import { BULK_MAX_BYTES, bulkExportRequestSchema } from "@/domain/api/admin-order-bulk";
import { adminRoute } from "@/server/admin/admin-route";
import { selectedOrdersCsvResponse } from "@/server/admin/orders/order-list-request";

export const dynamic = "force-dynamic";

/** The CSV of the orders selected on the list (aal2 only); a POST, since 200 ids do not fit an address. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-orders",
    area: "orders",
    method: "POST",
    body: bulkExportRequestSchema,
    maxBytes: BULK_MAX_BYTES,
  },
  async ({ body }) => selectedOrdersCsvResponse(body.ids, new Date()),
);
