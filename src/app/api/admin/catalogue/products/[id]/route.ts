import { ADMIN_CATALOGUE_MAX_BYTES, publishProductContract } from "@/domain/api/admin-catalogue";
import { adminJson } from "@/server/admin/admin-responses";
import { publishProduct } from "@/server/admin/catalogue/catalogue-actions";
import { type IdContext, routeSku } from "@/server/admin/catalogue/catalogue-route";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";

export const dynamic = "force-dynamic";

/** Publishes a product's edited fields through the catalogue's repository (confirmed in the page, audited). */
export const POST = withErrorHandling("admin-catalogue", async (request: Request, context: IdContext) => {
  const operator = await requireOperatorApi(request, { write: true });
  const sku = await routeSku(context);
  const body = await parseJsonBody(
    request,
    publishProductContract.request,
    "admin-catalogue",
    ADMIN_CATALOGUE_MAX_BYTES,
  );
  const outcome = await publishProduct({ sku, version: body.version, values: body.values, operator });
  return adminJson({
    product: { sku: outcome.record.sku, version: outcome.record.version, status: outcome.record.status },
    catalogueVersion: outcome.catalogueVersion,
    changed: outcome.changed,
  });
});

export const GET = methodNotAllowed("POST", "admin-catalogue");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
