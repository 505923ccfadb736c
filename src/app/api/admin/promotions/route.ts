import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { listPromos } from "@/server/promotions/promo-admin";

export const dynamic = "force-dynamic";

/** Every promo code with its uses, limits and state (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-promo", area: "promotions", method: "GET" },
  async () => adminJson({ promos: await listPromos(new Date()) }),
);
