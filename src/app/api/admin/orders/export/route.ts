import { requireOperatorApi } from "@/server/admin/operator-guard";
import { orderCsvResponse } from "@/server/admin/orders/order-list-request";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** The filtered orders as a CSV download, streamed a page at a time (aal2 only). */
export const GET = withErrorHandling("admin-orders", async (request: Request) => {
  await requireOperatorApi(request, { write: false });
  return orderCsvResponse(new URL(request.url).searchParams, new Date());
});

export const POST = methodNotAllowed("GET", "admin-orders");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
