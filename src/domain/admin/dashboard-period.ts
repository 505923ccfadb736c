/*
 * The dashboard's periods: the last 7, 30 or 90 days in UTC, today included, so "7 days" on a
 * Friday is last Saturday 00:00 to tomorrow 00:00. Orders store created_at as an ISO-8601 UTC
 * string, so the bounds are ISO strings the queries compare as text (since <= at < until).
 */

export const DASHBOARD_PERIOD_DAYS = [7, 30, 90] as const;
export type DashboardDays = (typeof DASHBOARD_PERIOD_DAYS)[number];
export const DEFAULT_DASHBOARD_DAYS: DashboardDays = 30;

export type DashboardPeriod = {
  days: DashboardDays;
  /** The first day's midnight, UTC: "2026-11-21T00:00:00.000Z". */
  since: string;
  /** The midnight after today, UTC (excluded). */
  until: string;
  /** Every day of the period, oldest first, as "YYYY-MM-DD". */
  dayKeys: string[];
};

const DAY_MS = 86_400_000;

/** The period of `days` days ending with `now`'s UTC day. */
export function dashboardPeriod(days: DashboardDays, now: Date): DashboardPeriod {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  const first = tomorrow - days * DAY_MS;
  const dayKeys = Array.from({ length: days }, (_, index) =>
    new Date(first + index * DAY_MS).toISOString().slice(0, 10),
  );
  return {
    days,
    since: new Date(first).toISOString(),
    until: new Date(tomorrow).toISOString(),
    dayKeys,
  };
}

/** "Last 7 days (2026-11-21 to 2026-11-27, UTC)". */
export function describePeriod(period: DashboardPeriod): string {
  return `Last ${period.days} days (${period.dayKeys[0]} to ${period.dayKeys.at(-1)}, UTC)`;
}
