import { ADMIN_AUTH_MAX_BYTES, adminEnrolStartContract } from "@/domain/api/admin-auth";
import { adminJson } from "@/server/admin/admin-responses";
import { startEnrolment } from "@/server/admin/enrolment";
import { AppError, methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { guardJsonRequest } from "@/server/http/guard-request";

export const dynamic = "force-dynamic";

/** Enrolment step 1 (the one-time link): the password, and a new TOTP secret to scan. */
export const POST = withErrorHandling("admin_enrol", async (request: Request) => {
  const body = await guardJsonRequest(request, adminEnrolStartContract.request, {
    surface: "admin_enrol",
    maxBytes: ADMIN_AUTH_MAX_BYTES,
  });
  const result = await startEnrolment(body.token, body.password, new Date());
  if (!result.ok) throw new AppError("not_found:admin_enrol", "This enrolment link is used, expired or unknown.");
  return adminJson({ uri: result.uri, qrSvg: result.qrSvg });
});

export const GET = methodNotAllowed("POST", "admin_enrol");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
