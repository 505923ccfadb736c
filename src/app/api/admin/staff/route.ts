import { ADMIN_STAFF_MAX_BYTES, inviteOperatorContract } from "@/domain/api/admin-staff";
import { adminJson } from "@/server/admin/admin-responses";
import { adminRoute } from "@/server/admin/admin-route";
import { inviteOperator } from "@/server/admin/staff";

export const dynamic = "force-dynamic";

/** An owner invites an operator: the one-time enrolment link, answered once (and emailed on request), audited. */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  {
    surface: "admin-staff",
    area: "staff",
    method: "POST",
    body: inviteOperatorContract.request,
    maxBytes: ADMIN_STAFF_MAX_BYTES,
  },
  async ({ operator, body }) => adminJson(await inviteOperator({ operator, ...body, now: new Date() })),
);
