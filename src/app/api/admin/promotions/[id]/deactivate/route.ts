import { ADMIN_PROMO_MAX_BYTES, deactivatePromoContract } from "@/domain/api/admin-promotions";
import { adminJson } from "@/server/admin/admin-responses";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";
import { deactivatePromo, promoCodeOfRoute } from "@/server/promotions/promo-admin";

export const dynamic = "force-dynamic";

/** Stops the code being accepted; orders already placed keep it. Confirmed in the page, audited (aal2 only). */
export const POST = withErrorHandling(
  "admin-promo",
  async (request: Request, context: { params: Promise<{ id: string }> }) => {
    const operator = await requireOperatorApi(request, { write: true });
    const code = promoCodeOfRoute((await context.params).id);
    await parseJsonBody(request, deactivatePromoContract.request, "admin-promo", ADMIN_PROMO_MAX_BYTES);
    return adminJson({ promo: await deactivatePromo({ code, operatorId: operator.operatorId, now: new Date() }) });
  },
);

export const GET = methodNotAllowed("POST", "admin-promo");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
