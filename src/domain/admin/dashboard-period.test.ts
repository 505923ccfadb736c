import { describe, expect, it } from "vitest";
import { dashboardPeriod, describePeriod } from "./dashboard-period";

describe("dashboardPeriod", () => {
  const now = new Date("2026-11-27T18:45:00.000Z");

  it("runs from the first day's UTC midnight to the midnight after today", () => {
    const period = dashboardPeriod(7, now);
    expect(period.since).toBe("2026-11-21T00:00:00.000Z");
    expect(period.until).toBe("2026-11-28T00:00:00.000Z");
    expect(period.dayKeys).toEqual([
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
  });

  it("lists one key per day across a month's end, today last", () => {
    const period = dashboardPeriod(30, now);
    expect(period.dayKeys).toHaveLength(30);
    expect(period.dayKeys[0]).toBe("2026-10-29");
    expect(period.dayKeys.at(-1)).toBe("2026-11-27");
    expect(dashboardPeriod(90, now).since).toBe("2026-08-30T00:00:00.000Z");
  });

  it("takes the UTC day, whatever the hour", () => {
    expect(dashboardPeriod(7, new Date("2026-11-27T00:00:00.000Z")).until).toBe("2026-11-28T00:00:00.000Z");
    expect(dashboardPeriod(7, new Date("2026-11-27T23:59:59.999Z")).until).toBe("2026-11-28T00:00:00.000Z");
  });

  it("is described with its first and last day", () => {
    expect(describePeriod(dashboardPeriod(7, now))).toBe("Last 7 days (2026-11-21 to 2026-11-27, UTC)");
  });
});
