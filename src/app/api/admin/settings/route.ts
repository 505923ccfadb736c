import { ADMIN_CATALOGUE_MAX_BYTES, setSettingContract } from "@/domain/api/admin-catalogue";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { saveSetting } from "@/server/admin/catalogue/catalogue-actions";

export const dynamic = "force-dynamic";

/** Sets one of the shop's settings through the catalogue's repository (confirmed in the page, audited). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-settings",
    area: "settings",
    method: "POST",
    body: setSettingContract.request,
    maxBytes: ADMIN_CATALOGUE_MAX_BYTES,
  },
  async ({ operator, body }) => {
    const { changed, ...setting } = await saveSetting({ ...body, operator });
    return adminJson({ setting, changed });
  },
);
