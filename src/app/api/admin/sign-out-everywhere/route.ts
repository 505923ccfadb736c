import { ADMIN_AUTH_MAX_BYTES, adminSignOutContract } from "@/domain/api/admin-auth";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { clearedSessionCookie } from "@/server/admin/session-cookie";
import { signOutEverywhere } from "@/server/admin/sign-out";

export const dynamic = "force-dynamic";

/** Ends every session of the signed-in operator, this one included (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin_sign_out",
    area: "home",
    method: "POST",
    body: adminSignOutContract.request,
    maxBytes: ADMIN_AUTH_MAX_BYTES,
  },
  async ({ operator }) => {
    const ended = await signOutEverywhere(operator.operatorId, new Date());
    return adminJson({ ok: true, ended }, clearedSessionCookie());
  },
);
