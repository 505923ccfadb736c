import { ADMIN_PROMO_MAX_BYTES, deactivatePromoContract } from "@/domain/api/admin-promotions";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { deactivatePromo, promoCodeOfRoute } from "@/server/promotions/promo-admin";

export const dynamic = "force-dynamic";

/** Stops the code being accepted; orders already placed keep it. Confirmed in the page, audited (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-promo",
    area: "promotions",
    method: "POST",
    id: promoCodeOfRoute,
    body: deactivatePromoContract.request,
    maxBytes: ADMIN_PROMO_MAX_BYTES,
  },
  async ({ operator, id }) =>
    adminJson({ promo: await deactivatePromo({ code: id, operatorId: operator.operatorId, now: new Date() }) }),
);
