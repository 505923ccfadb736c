import { ADMIN_STAFF_MAX_BYTES, changePasswordContract } from "@/domain/api/admin-staff";
import { changePassword } from "@/server/admin/account";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";

export const dynamic = "force-dynamic";

/** Any operator changes their own password (the current one first); their other sessions end. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-account",
    area: "home",
    method: "POST",
    body: changePasswordContract.request,
    maxBytes: ADMIN_STAFF_MAX_BYTES,
  },
  async ({ operator, body }) => {
    const { sessionsEnded } = await changePassword({ operator, ...body, now: new Date() });
    return adminJson({ ok: true, sessionsEnded });
  },
);
