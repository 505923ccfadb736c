import { describe, expect, it } from "vitest";
import { dashboardQuerySchema, dashboardSearch } from "./admin-dashboard";

describe("dashboardQuerySchema", () => {
  it("defaults to the last 30 days and leaves the orders' kind to the shop's mode", () => {
    expect(dashboardQuerySchema.parse({})).toEqual({ days: 30, orders: undefined });
    expect(dashboardQuerySchema.parse({ days: "", orders: "" })).toEqual({ days: 30, orders: undefined });
  });

  it("takes 7, 30 or 90 days and live or test orders", () => {
    expect(dashboardQuerySchema.parse({ days: "7", orders: "test" })).toEqual({ days: 7, orders: "test" });
    expect(dashboardQuerySchema.parse({ days: "90", orders: "live" })).toEqual({ days: 90, orders: "live" });
  });

  it("refuses another period or another kind of orders, naming the rule", () => {
    const days = dashboardQuerySchema.safeParse({ days: "14" });
    expect(days.success).toBe(false);
    expect(days.error?.issues[0]?.message).toBe("must be one of 7, 30, 90");
    const orders = dashboardQuerySchema.safeParse({ orders: "both" });
    expect(orders.error?.issues[0]?.message).toBe("must be one of live, test");
  });
});

describe("dashboardSearch", () => {
  it("writes the view back as the query string the schema reads", () => {
    expect(dashboardSearch({ days: 7, orders: "test" })).toBe("days=7&orders=test");
    const back = dashboardQuerySchema.parse(Object.fromEntries(new URLSearchParams("days=90&orders=live")));
    expect(back).toEqual({ days: 90, orders: "live" });
  });
});
