import { describe, expect, it } from "vitest";
import { type DashboardRaw, lineOf, shapeDashboard, stepRate, TOP_SELLERS_SHOWN } from "./dashboard-figures";
import { dashboardPeriod } from "./dashboard-period";

const period = dashboardPeriod(7, new Date("2026-11-27T12:00:00.000Z"));

const RAW: DashboardRaw = {
  statusCounts: [
    { status: "paid", orders: 3 },
    { status: "pending", orders: 1 },
    { status: "refunded", orders: 1 },
    { status: "disputed", orders: 1 },
  ],
  revenueByDay: [
    { day: "2026-11-22", orders: 1, revenueCents: 3_150 },
    { day: "2026-11-27", orders: 2, revenueCents: 2_150 + 14_250 },
  ],
  products: [
    { sku: "fire-cape", name: "Fire Cape", lineId: "capes", lines: 3, revenueCents: 9_450 },
    { sku: "infernal-cape", name: "Infernal Cape", lineId: "capes", lines: 1, revenueCents: 20_000 },
    { sku: "osrs-gold", name: "OSRS Gold", lineId: null, lines: 1, revenueCents: 14_250 },
    { sku: "gone", name: "Old product", lineId: null, lines: 2, revenueCents: 100 },
  ],
  cartsWithItems: 8,
};

describe("shapeDashboard", () => {
  const figures = shapeDashboard(RAW, period, true);

  it("adds revenue and revenue orders over the days, and averages them half up", () => {
    expect(figures.revenueCents).toBe(19_550);
    expect(figures.revenueOrders).toBe(3);
    // 19,550 / 3 = 6,516.67 cents.
    expect(figures.averageOrderCents).toBe(6_517);
  });

  it("gives every day of the period, zeros included", () => {
    expect(figures.days.map((day) => day.day)).toEqual(period.dayKeys);
    expect(figures.days[0]).toEqual({ day: "2026-11-21", orders: 0, revenueCents: 0 });
    expect(figures.days[1]).toEqual({ day: "2026-11-22", orders: 1, revenueCents: 3_150 });
  });

  it("lists every status in the list's order and counts the orders placed", () => {
    expect(figures.byStatus).toEqual([
      { status: "pending", orders: 1 },
      { status: "paid", orders: 3 },
      { status: "cancelled", orders: 0 },
      { status: "failed", orders: 0 },
      { status: "expired", orders: 0 },
      { status: "refunded", orders: 1 },
      { status: "disputed", orders: 1 },
    ]);
    expect(figures.ordersPlaced).toBe(6);
  });

  it("draws the funnel from carts to orders placed to orders that were paid", () => {
    expect(figures.funnel.map((step) => [step.label, step.count])).toEqual([
      ["Carts with items", 8],
      ["Orders placed", 6],
      ["Orders paid", 5],
    ]);
  });

  it("ranks products and lines by revenue, gold and unknown skus in lines of their own", () => {
    expect(figures.topProducts.map((seller) => seller.key)).toEqual([
      "infernal-cape",
      "osrs-gold",
      "fire-cape",
      "gone",
    ]);
    expect(figures.topLines).toEqual([
      { key: "capes", name: "Capes", lines: 4, revenueCents: 29_450 },
      { key: "gold", name: "OSRS Gold", lines: 1, revenueCents: 14_250 },
      { key: "other", name: "Other", lines: 2, revenueCents: 100 },
    ]);
  });

  it("keeps the top ten, equal revenue broken by lines then name", () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      sku: `sku-${index}`,
      name: `Product ${String(index).padStart(2, "0")}`,
      lineId: "capes",
      lines: index % 2,
      revenueCents: 100,
    }));
    const top = shapeDashboard({ ...RAW, products: many }, period, true).topProducts;
    expect(top).toHaveLength(TOP_SELLERS_SHOWN);
    expect(top.slice(0, 3).map((seller) => seller.name)).toEqual(["Product 01", "Product 03", "Product 05"]);
  });

  it("is all zeros with nothing sold, the average included", () => {
    const empty = shapeDashboard(
      { statusCounts: [], revenueByDay: [], products: [], cartsWithItems: 0 },
      period,
      false,
    );
    expect(empty.revenueCents).toBe(0);
    expect(empty.averageOrderCents).toBe(0);
    expect(empty.ordersPlaced).toBe(0);
    expect(empty.topProducts).toEqual([]);
    expect(empty.includeTest).toBe(false);
  });
});

describe("lineOf", () => {
  it("names a catalogue line, gold, and a sku the catalogue no longer has", () => {
    expect(lineOf("fire-cape", "capes")).toEqual({ key: "capes", name: "Capes" });
    expect(lineOf("osrs-gold", null)).toEqual({ key: "gold", name: "OSRS Gold" });
    expect(lineOf("gone", null)).toEqual({ key: "other", name: "Other" });
  });
});

describe("stepRate", () => {
  it("is a whole percentage of the step before, or a dash after nothing", () => {
    expect(stepRate(5, 8)).toBe("63%");
    expect(stepRate(0, 0)).toBe("–");
    expect(stepRate(3, 2)).toBe("150%");
  });
});
