import { ADMIN_CATALOGUE_MAX_BYTES, publishProductContract } from "@/domain/api/admin-catalogue";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { publishProduct } from "@/server/admin/catalogue/catalogue-actions";

export const dynamic = "force-dynamic";

/** Publishes a product's edited fields through the catalogue's repository (confirmed in the page, audited). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-catalogue",
    area: "catalogue",
    method: "POST",
    id: "product",
    body: publishProductContract.request,
    maxBytes: ADMIN_CATALOGUE_MAX_BYTES,
  },
  async ({ operator, id, body }) => {
    const outcome = await publishProduct({
      sku: id,
      version: body.version,
      values: body.values,
      confirm: body.confirm === true,
      operator,
    });
    return adminJson({
      product: { sku: outcome.record.sku, version: outcome.record.version, status: outcome.record.status },
      catalogueVersion: outcome.catalogueVersion,
      changed: outcome.changed,
    });
  },
);
