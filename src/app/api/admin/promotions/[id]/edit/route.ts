import { ADMIN_PROMO_MAX_BYTES, editPromoContract } from "@/domain/api/admin-promotions";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { editPromo, promoCodeOfRoute } from "@/server/promotions/promo-admin";
import { promoTargets } from "@/server/promotions/promo-targets";

export const dynamic = "force-dynamic";

/** New terms for a code, checked as a new code's are, on the revision the page read; audited before and after. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-promo",
    area: "promotions",
    method: "POST",
    id: promoCodeOfRoute,
    body: editPromoContract.request,
    maxBytes: ADMIN_PROMO_MAX_BYTES,
  },
  async ({ operator, id, body: { confirm, revision, ...form } }) =>
    adminJson({
      promo: await editPromo({
        code: id,
        form,
        revision,
        confirmed: confirm === true,
        known: await promoTargets(),
        operatorId: operator.operatorId,
        now: new Date(),
      }),
    }),
);
