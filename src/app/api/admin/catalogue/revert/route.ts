import { ADMIN_CATALOGUE_MAX_BYTES, revertChangeContract } from "@/domain/api/admin-catalogue";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { revertChange } from "@/server/admin/catalogue/catalogue-actions";

export const dynamic = "force-dynamic";

/** Reverts one change of the catalogue's history, as a new change (confirmed in the page, audited). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-catalogue",
    area: "catalogue",
    method: "POST",
    body: revertChangeContract.request,
    maxBytes: ADMIN_CATALOGUE_MAX_BYTES,
  },
  async ({ operator, body }) => adminJson(await revertChange({ version: body.version, operator })),
);
