import { adminJson } from "@/server/admin/admin-responses";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { listPromos } from "@/server/promotions/promo-admin";

export const dynamic = "force-dynamic";

/** Every promo code with its uses, limits and state (aal2 only). */
export const GET = withErrorHandling("admin-promo", async (request: Request) => {
  await requireOperatorApi(request, { write: false });
  return adminJson({ promos: await listPromos(new Date()) });
});

export const POST = methodNotAllowed("GET", "admin-promo");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
