import { ADMIN_AUTH_MAX_BYTES, adminSignOutContract } from "@/domain/api/admin-auth";
import { adminJson } from "@/server/admin/admin-responses";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { clearedSessionCookie } from "@/server/admin/session-cookie";
import { signOutEverywhere } from "@/server/admin/sign-out";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";

export const dynamic = "force-dynamic";

/** Ends every session of the signed-in operator, this one included (aal2 only). */
export const POST = withErrorHandling("admin_sign_out", async (request: Request) => {
  const operator = await requireOperatorApi(request, { write: true });
  await parseJsonBody(request, adminSignOutContract.request, "admin_sign_out", ADMIN_AUTH_MAX_BYTES);
  const ended = await signOutEverywhere(operator.operatorId, new Date());
  return adminJson({ ok: true, ended }, clearedSessionCookie());
});

export const GET = methodNotAllowed("POST", "admin_sign_out");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
