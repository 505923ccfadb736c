import { ADMIN_CATALOGUE_MAX_BYTES, setSettingContract } from "@/domain/api/admin-catalogue";
import { adminJson } from "@/server/admin/admin-responses";
import { saveSetting } from "@/server/admin/catalogue/catalogue-actions";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";

export const dynamic = "force-dynamic";

/** Sets one of the shop's settings through the catalogue's repository (confirmed in the page, audited). */
export const POST = withErrorHandling("admin-settings", async (request: Request) => {
  const operator = await requireOperatorApi(request, { write: true });
  const body = await parseJsonBody(request, setSettingContract.request, "admin-settings", ADMIN_CATALOGUE_MAX_BYTES);
  const { changed, ...setting } = await saveSetting({ ...body, operator });
  return adminJson({ setting, changed });
});

export const GET = methodNotAllowed("POST", "admin-settings");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
