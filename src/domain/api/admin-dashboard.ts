import { z } from "zod";
import { ORDER_VIEWS, type OrdersView } from "@/domain/admin/dashboard-figures";
import { DASHBOARD_PERIOD_DAYS, type DashboardDays, DEFAULT_DASHBOARD_DAYS } from "@/domain/admin/dashboard-period";

/*
 * The back office's dashboard. The page /admin/dashboard and its export
 * GET /api/admin/dashboard/export read the same query string, so the address of what the
 * operator sees is the address of its CSV:
 *   days    7, 30 or 90 (the last days, today included; 30 when absent or empty)
 *   orders  "live" (orders.test_mode = 0) or "test" (test_mode = 1); never both at once. Absent
 *           or empty: the shop's mode decides (test orders in demo or test mode, live ones in
 *           live mode), see defaultOrdersView.
 * Both need an aal2 operator session (the guard, not this schema).
 */

const DAY_CHOICES = DASHBOARD_PERIOD_DAYS.map(String) as [string, ...string[]];

/** An empty value in a query string means "the default". */
const blankIsAbsent = (value: unknown) => (value === "" ? undefined : value);

export const dashboardQuerySchema = z.object({
  days: z.preprocess(
    blankIsAbsent,
    z
      .enum(DAY_CHOICES, { message: `must be one of ${DAY_CHOICES.join(", ")}` })
      .optional()
      .transform((value) => (value === undefined ? DEFAULT_DASHBOARD_DAYS : (Number(value) as DashboardDays))),
  ),
  orders: z.preprocess(
    blankIsAbsent,
    z.enum(ORDER_VIEWS, { message: `must be one of ${ORDER_VIEWS.join(", ")}` }).optional(),
  ),
});

/** A view of the dashboard, its orders' kind decided (the schema leaves it to the shop's mode when absent). */
export type DashboardQuery = { days: DashboardDays; orders: OrdersView };

/** The query string of a view, as the page's links and the export link write it. */
export function dashboardSearch(query: DashboardQuery): string {
  return new URLSearchParams({ days: String(query.days), orders: query.orders }).toString();
}
