import { dashboardCsvResponse } from "@/server/admin/dashboard/dashboard-request";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";

export const dynamic = "force-dynamic";

/** The dashboard's figures for ?days&tests as a CSV download (aal2 only). */
export const GET = withErrorHandling("admin-dashboard", async (request: Request) => {
  await requireOperatorApi(request, { write: false });
  return dashboardCsvResponse(new URL(request.url).searchParams, new Date());
});

export const POST = methodNotAllowed("GET", "admin-dashboard");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
