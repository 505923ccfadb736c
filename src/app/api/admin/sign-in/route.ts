import { ADMIN_AUTH_MAX_BYTES, adminSignInContract } from "@/domain/api/admin-auth";
import { adminJson, throttled } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { knownDeviceCookie, knownDeviceOf } from "@/server/admin/known-device";
import { sessionCookie } from "@/server/admin/session-cookie";
import { signInWithPassword } from "@/server/admin/sign-in";
import { signInWithRecoveryCode } from "@/server/admin/sign-in-recovery";
import { clientKey } from "@/server/http/client-key";
import { AppError } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/**
 * Step 1 of an operator's sign-in: email and password -> a session at aal1 (its cookie). With a
 * recovery code as well, both steps at once -> aal2, on a budget of its own (sign-in-recovery.ts).
 */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin_sign_in",
    method: "POST",
    guard: false,
    body: adminSignInContract.request,
    maxBytes: ADMIN_AUTH_MAX_BYTES,
  },
  async ({ request, body }) => {
    const now = new Date();
    const client = { client: clientKey(request), userAgent: request.headers.get("user-agent") ?? "" };
    const device = await knownDeviceOf(request);
    const { recoveryCode, ...credentials } = body;
    const result = recoveryCode
      ? await signInWithRecoveryCode({ ...credentials, recoveryCode, ...client }, now)
      : await signInWithPassword({ ...credentials, device, ...client }, now);
    if (!result.ok) {
      if (result.reason === "throttled") throw throttled("admin_sign_in", result.retryAfterSeconds);
      throw new AppError("unauthorized:admin_sign_in", "The email or the password is wrong.");
    }
    const cookie = sessionCookie(result.token, now.toISOString(), now);
    if (!recoveryCode) return adminJson({ ok: true, next: "/admin/sign-in/code" }, cookie);
    return adminJson({ ok: true, next: "/admin" }, cookie, await knownDeviceCookie(result.operatorId, device));
  },
);
