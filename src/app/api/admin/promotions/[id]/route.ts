import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { promoCodeOfRoute, promoDetail } from "@/server/promotions/promo-admin";
import { promoTargets } from "@/server/promotions/promo-targets";

export const dynamic = "force-dynamic";

/** One code with its use (the orders placed with it, their emails, operators only, and totals) and its history in words. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-promo", area: "promotions", method: "GET", id: promoCodeOfRoute },
  async ({ id }) => adminJson(await promoDetail(id, new Date(), await promoTargets())),
);
