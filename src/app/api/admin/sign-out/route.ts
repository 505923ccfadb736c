import { ADMIN_AUTH_MAX_BYTES, adminSignOutContract } from "@/domain/api/admin-auth";
import { adminJson } from "@/server/admin/admin-responses";
import { requestSession } from "@/server/admin/operator-guard";
import { clearedSessionCookie } from "@/server/admin/session-cookie";
import { signOut } from "@/server/admin/sign-out";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { guardJsonRequest } from "@/server/http/guard-request";

export const dynamic = "force-dynamic";

/** Ends this browser's session at any level (an aal1 session may give up at the code step). */
export const POST = withErrorHandling("admin_sign_out", async (request: Request) => {
  await guardJsonRequest(request, adminSignOutContract.request, {
    surface: "admin_sign_out",
    maxBytes: ADMIN_AUTH_MAX_BYTES,
  });
  const now = new Date();
  const session = await requestSession(request, now);
  const ended = session ? await signOut(session, now) : 0;
  return adminJson({ ok: true, ended }, clearedSessionCookie());
});

export const GET = methodNotAllowed("POST", "admin_sign_out");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
