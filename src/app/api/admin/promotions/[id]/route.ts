import { adminJson } from "@/server/admin/admin-responses";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { promoCodeOfRoute, promoDetail } from "@/server/promotions/promo-admin";

export const dynamic = "force-dynamic";

type CodeContext = { params: Promise<{ id: string }> };

/** One code with its use: the orders placed with it, their emails (operators only) and totals. */
export const GET = withErrorHandling("admin-promo", async (request: Request, context: CodeContext) => {
  await requireOperatorApi(request, { write: false });
  const code = promoCodeOfRoute((await context.params).id);
  return adminJson(await promoDetail(code, new Date()));
});

export const POST = methodNotAllowed("GET", "admin-promo");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
