import { ADMIN_AUTH_MAX_BYTES, adminSignInContract } from "@/domain/api/admin-auth";
import { adminJson, throttled } from "@/server/admin/admin-responses";
import { sessionCookie } from "@/server/admin/session-cookie";
import { signInWithPassword } from "@/server/admin/sign-in";
import { getDatabase } from "@/server/db/client";
import { clientKey } from "@/server/http/client-key";
import { AppError, methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { guardJsonRequest } from "@/server/http/guard-request";

export const dynamic = "force-dynamic";

/** Step 1 of an operator's sign-in: email and password -> a session at aal1 (its cookie). */
export const POST = withErrorHandling("admin_sign_in", async (request: Request) => {
  const body = await guardJsonRequest(request, adminSignInContract.request, {
    surface: "admin_sign_in",
    maxBytes: ADMIN_AUTH_MAX_BYTES,
  });
  const now = new Date();
  const client = { client: clientKey(request), userAgent: request.headers.get("user-agent") ?? "" };
  const result = await signInWithPassword(getDatabase().db, { ...body, ...client }, now);
  if (!result.ok) {
    if (result.reason === "throttled") throw throttled("admin_sign_in", result.retryAfterSeconds);
    throw new AppError("unauthorized:admin_sign_in", "The email or the password is wrong.");
  }
  return adminJson({ ok: true, next: "/admin/sign-in/code" }, sessionCookie(result.token, now.toISOString(), now));
});

export const GET = methodNotAllowed("POST", "admin_sign_in");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
