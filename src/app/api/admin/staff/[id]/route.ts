import { ADMIN_STAFF_MAX_BYTES, staffChangeContract } from "@/domain/api/admin-staff";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { changeOperator } from "@/server/admin/staff";

export const dynamic = "force-dynamic";

/** An owner changes an operator: role, suspend, restore, disable, or a new enrolment link (reset-mfa); audited. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-staff",
    area: "staff",
    method: "POST",
    id: "operator",
    body: staffChangeContract.request,
    maxBytes: ADMIN_STAFF_MAX_BYTES,
  },
  async ({ operator, id, body }) => {
    const send = body.kind === "reset-mfa" ? body.send : false;
    const changed = await changeOperator({ operator, targetId: id, change: body, send, now: new Date() });
    return adminJson({ ok: true, ...changed });
  },
);
