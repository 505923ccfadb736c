import { ADMIN_STAFF_MAX_BYTES, renewRecoveryCodesContract } from "@/domain/api/admin-staff";
import { renewRecoveryCodes } from "@/server/admin/account";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";

export const dynamic = "force-dynamic";

/** Any operator renews their recovery codes with a current code from the app: ten new ones, answered once. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-account",
    area: "home",
    method: "POST",
    body: renewRecoveryCodesContract.request,
    maxBytes: ADMIN_STAFF_MAX_BYTES,
  },
  async ({ operator, body }) =>
    adminJson({ recoveryCodes: await renewRecoveryCodes({ operator, code: body.code, now: new Date() }) }),
);
