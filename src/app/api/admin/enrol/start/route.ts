import { ADMIN_AUTH_MAX_BYTES, adminEnrolStartContract } from "@/domain/api/admin-auth";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { startEnrolment } from "@/server/admin/enrolment";
import { AppError } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** Enrolment step 1 (the one-time link): the password, and a new TOTP secret to scan. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin_enrol",
    method: "POST",
    guard: false,
    body: adminEnrolStartContract.request,
    maxBytes: ADMIN_AUTH_MAX_BYTES,
  },
  async ({ body }) => {
    const result = await startEnrolment(body.token, body.password, new Date());
    if (!result.ok) throw new AppError("not_found:admin_enrol", "This enrolment link is used, expired or unknown.");
    return adminJson({ uri: result.uri, qrSvg: result.qrSvg });
  },
);
