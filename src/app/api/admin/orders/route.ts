import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { listOrders } from "@/server/admin/orders/list-orders";
import { parseOrderListQuery } from "@/server/admin/orders/order-list-request";

export const dynamic = "force-dynamic";

/** The order list: newest first, filtered, a keyset page at a time (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-orders", area: "orders", method: "GET" },
  async ({ request }) => {
    const { filter, cursor, limit } = parseOrderListQuery(new URL(request.url).searchParams);
    return adminJson(await listOrders(filter, cursor, limit));
  },
);
