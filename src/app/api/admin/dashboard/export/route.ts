import { adminRoute } from "@/server/admin/admin-route";
import { dashboardCsvResponse } from "@/server/admin/dashboard/dashboard-request";

export const dynamic = "force-dynamic";

/** The dashboard's figures for ?days&tests as a CSV download (aal2 only). */
export const { GET, POST, PUT, PATCH, DELETE } = adminRoute(
  { surface: "admin-dashboard", area: "dashboard", method: "GET" },
  async ({ request }) => dashboardCsvResponse(new URL(request.url).searchParams, new Date()),
);
