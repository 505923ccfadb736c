import { ADMIN_PROMO_MAX_BYTES, createPromoContract } from "@/domain/api/admin-promotions";
import { NO_STORE } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { createPromo } from "@/server/promotions/promo-admin";
import { promoTargets } from "@/server/promotions/promo-targets";

export const dynamic = "force-dynamic";

/** A new code from the form's strings, checked field by field and against its bounds; audited in its transaction. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-promo",
    area: "promotions",
    method: "POST",
    body: createPromoContract.request,
    maxBytes: ADMIN_PROMO_MAX_BYTES,
  },
  async ({ operator, body: { confirm, ...form } }) => {
    const promo = await createPromo({
      form,
      confirmed: confirm === true,
      known: await promoTargets(),
      operatorId: operator.operatorId,
      now: new Date(),
    });
    return Response.json({ promo }, { status: 201, headers: NO_STORE });
  },
);
