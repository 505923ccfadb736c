import { ADMIN_AUTH_MAX_BYTES, adminCodeContract } from "@/domain/api/admin-auth";
import { adminJson, throttled } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { knownDeviceCookie, knownDeviceOf } from "@/server/admin/known-device";
import { requestSession } from "@/server/admin/operator-guard";
import { clearedSessionCookie, sessionCookie } from "@/server/admin/session-cookie";
import { verifySecondFactor } from "@/server/admin/sign-in";
import { clientKey } from "@/server/http/client-key";
import { AppError } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** Step 2: at aal1, a TOTP code or a recovery code -> a new session (new cookie) at aal2. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin_code",
    method: "POST",
    guard: false,
    body: adminCodeContract.request,
    maxBytes: ADMIN_AUTH_MAX_BYTES,
  },
  async ({ request, body }) => {
    const now = new Date();
    const session = await requestSession(request, now);
    if (!session) throw new AppError("unauthorized:unauthenticated", "Your sign-in has expired. Sign in again.");
    if (session.aal === "aal2") return adminJson({ ok: true, next: "/admin" });
    const client = { client: clientKey(request), userAgent: request.headers.get("user-agent") ?? "" };
    const result = await verifySecondFactor(session, { code: body.code, ...client }, now);
    if (result.ok)
      return adminJson(
        { ok: true, next: "/admin" },
        sessionCookie(result.token, session.startedAt, now),
        // This browser is known from now on: its own sign-ins are not held up by the email's lock.
        await knownDeviceCookie(session.operatorId, await knownDeviceOf(request)),
      );
    if (result.reason === "throttled") throw throttled("admin_code", result.retryAfterSeconds);
    if (result.reason === "expired")
      throw new AppError("unauthorized:unauthenticated", "Your sign-in has expired. Sign in again.", {
        headers: { "set-cookie": clearedSessionCookie() },
      });
    throw new AppError("unauthorized:admin_code", "That code is wrong or has been used already.");
  },
);
