import { describe, expect, it } from "vitest";
import { dashboardQuerySchema, dashboardSearch } from "./admin-dashboard";

describe("dashboardQuerySchema", () => {
  it("defaults to the last 30 days without test orders", () => {
    expect(dashboardQuerySchema.parse({})).toEqual({ days: 30, tests: false });
    expect(dashboardQuerySchema.parse({ days: "", tests: "" })).toEqual({ days: 30, tests: false });
  });

  it("takes 7, 30 or 90 days and tests=1", () => {
    expect(dashboardQuerySchema.parse({ days: "7", tests: "1" })).toEqual({ days: 7, tests: true });
    expect(dashboardQuerySchema.parse({ days: "90" })).toEqual({ days: 90, tests: false });
  });

  it("refuses another period or another tests value, naming the rule", () => {
    const days = dashboardQuerySchema.safeParse({ days: "14" });
    expect(days.success).toBe(false);
    expect(days.error?.issues[0]?.message).toBe("must be one of 7, 30, 90");
    const tests = dashboardQuerySchema.safeParse({ tests: "yes" });
    expect(tests.error?.issues[0]?.message).toBe('must be "1" or left out');
  });
});

describe("dashboardSearch", () => {
  it("writes the choice back as the query string the schema reads", () => {
    expect(dashboardSearch({ days: 7, tests: true })).toBe("days=7&tests=1");
    expect(dashboardSearch({ days: 30, tests: false })).toBe("days=30");
    const back = dashboardQuerySchema.parse(Object.fromEntries(new URLSearchParams("days=90&tests=1")));
    expect(back).toEqual({ days: 90, tests: true });
  });
});
