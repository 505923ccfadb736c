import { ADMIN_PROMO_MAX_BYTES, promoPauseContract } from "@/domain/api/admin-promotions";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { promoCodeOfRoute, setPromoPause } from "@/server/promotions/promo-admin";

export const dynamic = "force-dynamic";

/** Resumes a paused code with its terms and uses as they were. Audited. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-promo",
    area: "promotions",
    method: "POST",
    id: promoCodeOfRoute,
    body: promoPauseContract.request,
    maxBytes: ADMIN_PROMO_MAX_BYTES,
  },
  async ({ operator, id }) =>
    adminJson({
      promo: await setPromoPause({ code: id, paused: false, operatorId: operator.operatorId, now: new Date() }),
    }),
);
