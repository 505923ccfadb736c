import { z } from "zod";
import { DASHBOARD_PERIOD_DAYS, type DashboardDays, DEFAULT_DASHBOARD_DAYS } from "@/domain/admin/dashboard-period";

/*
 * The back office's dashboard. The page /admin/dashboard and its export
 * GET /api/admin/dashboard/export read the same query string, so the address of what the
 * operator sees is the address of its CSV:
 *   days   7, 30 or 90 (the last days, today included; 30 when absent or empty)
 *   tests  "1" to include test orders (orders.test_mode = 1); absent or empty leaves them out
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
  tests: z.preprocess(
    blankIsAbsent,
    z
      .literal("1", { message: 'must be "1" or left out' })
      .optional()
      .transform((value) => value === "1"),
  ),
});

export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** The query string of a choice, as the page's links and the export link write it. */
export function dashboardSearch(query: DashboardQuery): string {
  const params = new URLSearchParams({ days: String(query.days) });
  if (query.tests) params.set("tests", "1");
  return params.toString();
}
