import { cartListQuerySchema } from "@/domain/api/admin-carts";
import { adminJson } from "@/server/admin/admin-responses";
import { parseQuery } from "@/server/admin/admin-route";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { listAbandonedCarts } from "@/server/carts/abandoned-carts";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** Abandoned carts, newest first, a keyset page at a time, with the reminder figures (aal2 only). */
export const GET = withErrorHandling("admin-carts", async (request: Request) => {
  await requireOperatorApi(request, { write: false });
  const { cursor, limit } = parseQuery(request, cartListQuerySchema, "admin-carts");
  return adminJson(await listAbandonedCarts(cursor ?? null, limit));
});

export const POST = methodNotAllowed("GET", "admin-carts");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
