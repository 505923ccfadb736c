import { adminJson } from "@/server/admin/admin-responses";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { listOrders } from "@/server/admin/orders/list-orders";
import { parseOrderListQuery } from "@/server/admin/orders/order-list-request";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** The order list: newest first, filtered, a keyset page at a time (aal2 only). */
export const GET = withErrorHandling("admin-orders", async (request: Request) => {
  await requireOperatorApi(request, { write: false });
  const { filter, cursor, limit } = parseOrderListQuery(new URL(request.url).searchParams);
  return adminJson(await listOrders(filter, cursor, limit));
});

export const POST = methodNotAllowed("GET", "admin-orders");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
