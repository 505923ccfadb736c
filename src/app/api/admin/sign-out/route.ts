import { ADMIN_AUTH_MAX_BYTES, adminSignOutContract } from "@/domain/api/admin-auth";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { requestSession } from "@/server/admin/operator-guard";
import { clearedSessionCookie } from "@/server/admin/session-cookie";
import { signOut } from "@/server/admin/sign-out";

export const dynamic = "force-dynamic";

/** Ends this browser's session at any level (an aal1 session may give up at the code step). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin_sign_out",
    method: "POST",
    guard: false,
    body: adminSignOutContract.request,
    maxBytes: ADMIN_AUTH_MAX_BYTES,
  },
  async ({ request }) => {
    const now = new Date();
    const session = await requestSession(request, now);
    const ended = session ? await signOut(session, now) : 0;
    return adminJson({ ok: true, ended }, clearedSessionCookie());
  },
);
