import { ADMIN_AUTH_MAX_BYTES, adminEnrolConfirmContract } from "@/domain/api/admin-auth";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { confirmEnrolment } from "@/server/admin/enrolment";
import { AppError } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** Enrolment step 2: the app's first code confirms it; the link is spent, ten recovery codes answered once. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin_enrol",
    method: "POST",
    guard: false,
    body: adminEnrolConfirmContract.request,
    maxBytes: ADMIN_AUTH_MAX_BYTES,
  },
  async ({ body }) => {
    const result = await confirmEnrolment(body.token, body.code, new Date());
    if (result.ok) return adminJson({ recoveryCodes: result.recoveryCodes });
    if (result.reason === "wrong_code")
      throw new AppError("bad_request:admin_enrol", "That code is wrong. Check the app's clock and try the next code.");
    if (result.reason === "not_started") throw new AppError("conflict:admin_enrol", "Choose your password first.");
    throw new AppError("not_found:admin_enrol", "This enrolment link is used, expired or unknown.");
  },
);
