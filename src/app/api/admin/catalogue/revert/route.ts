import { ADMIN_CATALOGUE_MAX_BYTES, revertChangeContract } from "@/domain/api/admin-catalogue";
import { adminJson } from "@/server/admin/admin-responses";
import { revertChange } from "@/server/admin/catalogue/catalogue-actions";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";

export const dynamic = "force-dynamic";

/** Reverts one change of the catalogue's history, as a new change (confirmed in the page, audited). */
export const POST = withErrorHandling("admin-catalogue", async (request: Request) => {
  const operator = await requireOperatorApi(request, { write: true });
  const body = await parseJsonBody(request, revertChangeContract.request, "admin-catalogue", ADMIN_CATALOGUE_MAX_BYTES);
  return adminJson(await revertChange({ version: body.version, operator }));
});

export const GET = methodNotAllowed("POST", "admin-catalogue");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
