import { describe, expect, it } from "vitest";
import {
  type DashboardRaw,
  defaultOrdersView,
  lineOf,
  lineRevenueShares,
  orderRevenueCents,
  type ProductTally,
  shapeDashboard,
  stepRate,
  TOP_SELLERS_SHOWN,
  tallyOrderLines,
} from "./dashboard-figures";
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
    // Two paid, one refunded in full (0), one disputed (3,150).
    { day: "2026-11-27", orders: 4, revenueCents: 2_150 + 14_250 + 0 + 3_150 },
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
  const figures = shapeDashboard(RAW, period, "test");

  it("adds revenue and paid orders over the days, and averages them half up", () => {
    expect(figures.revenueCents).toBe(22_700);
    expect(figures.paidOrders).toBe(5);
    // 22,700 / 5 = 4,540 cents.
    expect(figures.averageOrderCents).toBe(4_540);
    expect(figures.orders).toBe("test");
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

  it("draws the funnel from carts to orders placed to orders paid, the same count as the card", () => {
    expect(figures.funnel.at(-1)?.count).toBe(figures.paidOrders);
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
    const top = shapeDashboard({ ...RAW, products: many }, period, "live").topProducts;
    expect(top).toHaveLength(TOP_SELLERS_SHOWN);
    expect(top.slice(0, 3).map((seller) => seller.name)).toEqual(["Product 01", "Product 03", "Product 05"]);
  });

  it("is all zeros with nothing sold, the average included", () => {
    const empty = shapeDashboard(
      { statusCounts: [], revenueByDay: [], products: [], cartsWithItems: 0 },
      period,
      "live",
    );
    expect(empty.revenueCents).toBe(0);
    expect(empty.averageOrderCents).toBe(0);
    expect(empty.ordersPlaced).toBe(0);
    expect(empty.topProducts).toEqual([]);
    expect(empty.paidOrders).toBe(0);
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

describe("orderRevenueCents", () => {
  it("is charged less refunded for a paid, refunded or disputed order, and nothing for any other", () => {
    expect(orderRevenueCents({ status: "paid", totalCents: 3_937, refundedCents: 0 })).toBe(3_937);
    expect(orderRevenueCents({ status: "paid", totalCents: 3_937, refundedCents: 1_000 })).toBe(2_937);
    expect(orderRevenueCents({ status: "refunded", totalCents: 3_937, refundedCents: 3_937 })).toBe(0);
    expect(orderRevenueCents({ status: "disputed", totalCents: 3_937, refundedCents: 0 })).toBe(3_937);
    for (const status of ["pending", "cancelled", "failed", "expired"])
      expect(orderRevenueCents({ status, totalCents: 3_937, refundedCents: 0 })).toBe(0);
  });
});

describe("lineRevenueShares", () => {
  it("shares the revenue by what each line charged, largest remainder, adding up to the cent", () => {
    // 10,000 charged, 9,000 left after a promo code: 90 % of each line.
    expect(lineRevenueShares([6_000, 3_000, 1_000], 9_000)).toEqual([5_400, 2_700, 900]);
    // Thirds: 1,000 over three equal lines; the remainder cent goes to the first.
    expect(lineRevenueShares([500, 500, 500], 1_000)).toEqual([334, 333, 333]);
    const shares = lineRevenueShares([3_150, 14_250, 799, 1], 17_337);
    expect(shares.reduce((sum, cents) => sum + cents, 0)).toBe(17_337);
    expect(shares.every((cents, index) => cents <= ([3_150, 14_250, 799, 1][index] ?? 0))).toBe(true);
  });

  it("is the lines' charge with nothing taken off, zeros for a fully refunded order, nothing without lines", () => {
    expect(lineRevenueShares([3_150, 14_250], 17_400)).toEqual([3_150, 14_250]);
    expect(lineRevenueShares([3_150, 14_250], 0)).toEqual([0, 0]);
    expect(lineRevenueShares([], 0)).toEqual([]);
  });

  it("still adds up when the lines charge nothing or less than the order", () => {
    expect(lineRevenueShares([0, 0], 500)).toEqual([500, 0]);
    expect(lineRevenueShares([100, 100], 300)).toEqual([200, 100]);
  });
});

describe("tallyOrderLines", () => {
  it("adds each order's lines per sku at their share, so the products add up to the orders' revenue", () => {
    const tally: ProductTally = new Map();
    const cape = { sku: "fire-cape", name: "Fire Cape", payableCents: 3_150 };
    const gold = { sku: "osrs-gold", name: "OSRS Gold", payableCents: 14_250 };
    // A promo code of 10 % on both lines, then a partly refunded cape, then a fully refunded one.
    tallyOrderLines(tally, { revenueCents: 15_660, lines: [cape, gold] });
    tallyOrderLines(tally, { revenueCents: 2_150, lines: [cape] });
    tallyOrderLines(tally, { revenueCents: 0, lines: [cape] });
    expect([...tally.values()]).toEqual([
      { sku: "fire-cape", name: "Fire Cape", lines: 3, revenueCents: 2_835 + 2_150 },
      { sku: "osrs-gold", name: "OSRS Gold", lines: 1, revenueCents: 12_825 },
    ]);
    expect([...tally.values()].reduce((sum, product) => sum + product.revenueCents, 0)).toBe(15_660 + 2_150);
  });
});

describe("defaultOrdersView", () => {
  it("shows test orders while the shop takes no real money, live ones once it does", () => {
    expect(defaultOrdersView(false)).toBe("test");
    expect(defaultOrdersView(true)).toBe("live");
  });
});
