import { ADMIN_PROMO_MAX_BYTES, createPromoContract } from "@/domain/api/admin-promotions";
import { NO_STORE } from "@/server/admin/admin-responses";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";
import { createPromo } from "@/server/promotions/promo-admin";
import { promoTargets } from "@/server/promotions/promo-targets";

export const dynamic = "force-dynamic";

/** A new code from the form's strings, checked field by field; audited in its transaction. */
export const POST = withErrorHandling("admin-promo", async (request: Request) => {
  const operator = await requireOperatorApi(request, { write: true });
  const form = await parseJsonBody(request, createPromoContract.request, "admin-promo", ADMIN_PROMO_MAX_BYTES);
  const promo = await createPromo({
    form,
    known: await promoTargets(),
    operatorId: operator.operatorId,
    now: new Date(),
  });
  return Response.json({ promo }, { status: 201, headers: NO_STORE });
});

export const GET = methodNotAllowed("POST", "admin-promo");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
