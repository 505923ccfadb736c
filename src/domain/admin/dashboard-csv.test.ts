import { describe, expect, it } from "vitest";
import { dashboardCsv } from "./dashboard-csv";
import { shapeDashboard } from "./dashboard-figures";
import { dashboardPeriod } from "./dashboard-period";

const period = dashboardPeriod(7, new Date("2026-11-27T12:00:00.000Z"));

const figures = shapeDashboard(
  {
    statusCounts: [
      { status: "paid", orders: 2 },
      { status: "pending", orders: 1 },
    ],
    revenueByDay: [{ day: "2026-11-27", orders: 2, revenueCents: 5_301 }],
    products: [
      { sku: "fire-cape", name: "Fire Cape", lineId: "capes", lines: 2, revenueCents: 6_300 },
      { sku: "evil", name: '=HYPERLINK("http://x")', lineId: null, lines: 1, revenueCents: 7 },
    ],
    cartsWithItems: 4,
  },
  period,
  "test",
);

describe("dashboardCsv", () => {
  const lines = dashboardCsv(figures).split("\r\n");

  it("starts with its header and says which period and orders it holds", () => {
    expect(lines[0]).toBe("section,item,count,amount_usd");
    expect(lines[1]).toBe('period,"Last 7 days (2026-11-21 to 2026-11-27, UTC)",,');
    expect(lines[2]).toBe("orders,test orders only,,");
  });

  it("writes amounts in dollars with two decimals, cent-exact", () => {
    expect(lines).toContain("summary,Revenue,2,53.01");
    expect(lines).toContain("summary,Paid orders,2,");
    // 5,301 / 2 = 2,650.5 cents, half up.
    expect(lines).toContain("summary,Average order value,2,26.51");
    expect(lines).toContain("day,2026-11-27,2,53.01");
    expect(lines).toContain("day,2026-11-21,0,0.00");
    expect(lines).toContain("product,Fire Cape,2,63.00");
    expect(lines).toContain("line,Capes,2,63.00");
  });

  it("holds every status and the funnel", () => {
    expect(lines).toContain("status,paid,2,");
    expect(lines).toContain("status,expired,0,");
    expect(lines).toContain("funnel,Carts with items,4,");
    expect(lines).toContain("funnel,Orders paid,2,");
  });

  it("keeps a product name from running as a formula", () => {
    expect(lines).toContain('product,"\'=HYPERLINK(""http://x"")",1,0.07');
  });

  it("ends every record with CRLF", () => {
    expect(dashboardCsv(figures).endsWith("\r\n")).toBe(true);
    expect(lines.at(-1)).toBe("");
  });
});
