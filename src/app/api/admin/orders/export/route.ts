import { adminRoute } from "@/server/admin/admin-route";
import { orderCsvResponse } from "@/server/admin/orders/order-list-request";

export const dynamic = "force-dynamic";

/** The filtered orders as a CSV download, streamed a page at a time (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-orders", area: "orders", method: "GET" },
  async ({ request, operator }) => orderCsvResponse(new URL(request.url).searchParams, new Date(), operator.operatorId),
);
