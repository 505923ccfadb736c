import { cartListQuerySchema } from "@/domain/api/admin-carts";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { listAbandonedCarts } from "@/server/carts/abandoned-carts";

export const dynamic = "force-dynamic";

/** Abandoned carts, newest first, a keyset page at a time, with the reminder figures (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-carts", area: "carts", method: "GET", query: cartListQuerySchema },
  async ({ query }) => adminJson(await listAbandonedCarts(query.cursor ?? null, query.limit)),
);
