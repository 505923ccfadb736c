import "server-only";
import { dashboardCsv } from "@/domain/admin/dashboard-csv";
import { type DashboardFigures, defaultOrdersView, shapeDashboard } from "@/domain/admin/dashboard-figures";
import { dashboardPeriod } from "@/domain/admin/dashboard-period";
import { type DashboardQuery, dashboardQuerySchema } from "@/domain/api/admin-dashboard";
import { takesRealPayments } from "@/domain/checkout/payment-mode";
import { paymentSetup } from "../../checkout/payment-setup";
import { database } from "../../db/database";
import { readDashboard } from "../../db/queries/dashboard";
import { AppError } from "../../http/errors";

/*
 * The page's and the export's shared steps: the query string checked (a wrong value is a 400
 * naming it), the orders' kind left out taken from the shop's payment mode (a demo shop's orders
 * are all test orders: showing live ones by default would show an empty shop), the period worked
 * out from `now`, the figures read and shaped. The export is the figures the page shows for the
 * same address, as a download.
 */

export function parseDashboardQuery(params: URLSearchParams): DashboardQuery {
  const parsed = dashboardQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".") || "query";
    throw new AppError("bad_request:admin-dashboard", `Invalid request: ${field} ${issue?.message ?? "is not valid"}.`);
  }
  return {
    days: parsed.data.days,
    orders: parsed.data.orders ?? defaultOrdersView(takesRealPayments(paymentSetup.mode)),
  };
}

export async function dashboardFigures(query: DashboardQuery, now: Date): Promise<DashboardFigures> {
  const period = dashboardPeriod(query.days, now);
  const { db } = await database();
  const raw = await readDashboard(db, { since: period.since, until: period.until, orders: query.orders });
  return shapeDashboard(raw, period, query.orders);
}

/** The figures as a CSV download; nothing is cached. */
export async function dashboardCsvResponse(params: URLSearchParams, now: Date): Promise<Response> {
  const query = parseDashboardQuery(params);
  const figures = await dashboardFigures(query, now);
  const name = `dashboard-${query.days}-days-${query.orders}-orders-${now.toISOString().slice(0, 10)}.csv`;
  return new Response(dashboardCsv(figures), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    },
  });
}
