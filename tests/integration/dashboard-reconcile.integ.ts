import { beforeAll, describe, expect, it } from "vitest";
import { orderRevenueCents, type ProductTally } from "@/domain/admin/dashboard-figures";
import type { OrderLine } from "@/domain/checkout/reprice";
import { dashboardCsvResponse, dashboardFigures } from "@/server/admin/dashboard/dashboard-request";
import { exportOrdersCsv } from "@/server/admin/orders/list-orders";
import { parseOrderListQuery } from "@/server/admin/orders/order-list-request";
import { prepareCatalogue } from "@/server/catalogue/catalogue-store";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { revenueCentsSql, soldProducts } from "@/server/db/queries/dashboard";
import { FIRE_CAPE_LINE, GOLD_LINE, type SeedOrder, seedOrder } from "./support/admin-orders";
import { seedCart } from "./support/cart-records";

/*
 * Issue 40, item 5: a dashboard that reconciles. Orders of every kind are seeded in a month of
 * their own (card paid, with a promo code, partly and fully refunded, disputed, manual paid,
 * cancelled with the money kept, pending, expired, cancelled, failed, and test orders); every
 * figure is checked against totals worked out by hand below, on this file's database (TEST_DB).
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const db = () => getDatabase().db;

const CAPE = FIRE_CAPE_LINE; // charges 3,150
const GOLD = GOLD_LINE; // charges 14,250

type Seed = SeedOrder & { lines: OrderLine[]; promoCents?: number; refundedCents?: number; cart?: string };

const seeded: string[] = [];

/** An order of these lines, its total their charge less the promo code, then what was refunded. */
async function order(seed: Seed): Promise<string> {
  const charged = seed.lines.reduce((sum, line) => sum + line.payableCents, 0);
  const promoCents = seed.promoCents ?? 0;
  const { id } = await seedOrder({ ...seed, totalCents: charged - promoCents });
  await db()
    .updateTable("orders")
    .set({
      lines_json: JSON.stringify(seed.lines),
      refunded_cents: seed.refundedCents ?? 0,
      promo_code: promoCents > 0 ? "SPRING" : null,
      promo_cents: promoCents,
      ...(seed.cart ? { cart_uuid: seed.cart } : {}),
    })
    .where("id", "=", id)
    .execute();
  seeded.push(id);
  return id;
}

const now = new Date("2024-05-20T12:00:00.000Z");
const at = "2024-05-19T10:00:00.000Z";
const earlier = "2024-05-15T09:30:00.000Z";
const live = { testMode: false, createdAt: at };

/*
 * By hand, live orders (revenue = total - refunded for paid, refunded and disputed orders):
 *   card paid              cape                    3,150
 *   promo code 10 %        cape + gold  17,400 - 1,740   15,660  (cape 2,835, gold 12,825)
 *   partly refunded        gold         14,250 - 1,000   13,250
 *   fully refunded         cape          3,150 - 3,150        0
 *   disputed               cape                           3,150
 *   manual (Zelle) paid    cape + gold, 2024-05-15       17,400  (cape 3,150, gold 14,250)
 *   promo + part refund    cape + gold  17,400 - 1,000 - 333 = 16,067
 *                          (cape 3,150 × 16,067 / 17,400 = 2,908.68 → 2,909; gold 13,158.32 → 13,158)
 *   paid, work cancelled, money kept   gold          14,250
 *   pending, expired, cancelled, failed                  0 each
 * Revenue 82,927 over 8 paid orders (paid 6, refunded 1, disputed 1); 12 orders placed.
 * Fire cape: 6 lines, 3,150 + 2,835 + 0 + 3,150 + 3,150 + 2,909 = 15,194.
 * OSRS Gold: 5 lines, 12,825 + 13,250 + 17,400 - 3,150 + 13,158 + 14,250 = 67,733; with the cape 82,927.
 * Test orders: one paid gold order (14,250) and one pending, never added to the live ones.
 */
const LIVE_REVENUE = 82_927;

describe(`a dashboard that reconciles, on ${dialect}`, () => {
  const orderedCart = crypto.randomUUID();
  const promoCart = crypto.randomUUID();
  const testCart = crypto.randomUUID();

  beforeAll(async () => {
    await ensureDatabaseReady();
    await prepareCatalogue();
    await order({ ...live, lines: [CAPE], cart: orderedCart });
    await order({ ...live, lines: [CAPE, GOLD], promoCents: 1_740, cart: promoCart });
    await order({ ...live, lines: [GOLD], refundedCents: 1_000 });
    await order({ ...live, lines: [CAPE], status: "refunded", refundedCents: 3_150 });
    await order({ ...live, lines: [CAPE], status: "disputed" });
    await order({ ...live, createdAt: earlier, lines: [CAPE, GOLD], method: "zelle", provider: "manual" });
    await order({ ...live, lines: [CAPE, GOLD], promoCents: 1_000, refundedCents: 333 });
    await order({ ...live, lines: [GOLD], fulfilment: "cancelled" });
    await order({ ...live, lines: [CAPE], status: "pending" });
    await order({ ...live, lines: [CAPE], status: "expired", method: "bitcoin", provider: "manual" });
    await order({ ...live, lines: [GOLD], status: "cancelled", method: "zelle", provider: "manual" });
    await order({ ...live, lines: [CAPE], status: "failed" });
    await order({ testMode: true, createdAt: at, lines: [GOLD], cart: testCart });
    await order({ testMode: true, createdAt: at, lines: [CAPE], status: "pending" });
    // Carts: two became live orders, one a test order, one not ordered yet, one empty.
    for (const uuid of [orderedCart, promoCart, testCart, crypto.randomUUID()]) await seedCart({ uuid, updatedAt: at });
    await seedCart({ items: [], updatedAt: at });
  });

  it("gives revenue, paid orders, average and orders placed as worked out by hand", async () => {
    const figures = await dashboardFigures({ days: 7, orders: "live" }, now);
    expect(figures.revenueCents).toBe(LIVE_REVENUE);
    expect(figures.paidOrders).toBe(8);
    // 82,927 / 8 = 10,365.875 cents, half up.
    expect(figures.averageOrderCents).toBe(10_366);
    expect(figures.ordersPlaced).toBe(12);
    expect(figures.byStatus).toEqual([
      { status: "pending", orders: 1 },
      { status: "paid", orders: 6 },
      { status: "cancelled", orders: 1 },
      { status: "failed", orders: 1 },
      { status: "expired", orders: 1 },
      { status: "refunded", orders: 1 },
      { status: "disputed", orders: 1 },
    ]);
  });

  it("has the card's paid orders and the funnel's orders paid agree, and the days add up to the cards", async () => {
    const figures = await dashboardFigures({ days: 7, orders: "live" }, now);
    expect(figures.funnel.map((step) => [step.label, step.count])).toEqual([
      ["Carts with items", 3],
      ["Orders placed", 12],
      ["Orders paid", 8],
    ]);
    expect(figures.days.filter((day) => day.orders > 0)).toEqual([
      { day: "2024-05-15", orders: 1, revenueCents: 17_400 },
      { day: "2024-05-19", orders: 7, revenueCents: LIVE_REVENUE - 17_400 },
    ]);
  });

  it("shares each order's revenue over its lines, after the promo code and refunds, adding up to revenue", async () => {
    const figures = await dashboardFigures({ days: 7, orders: "live" }, now);
    expect(figures.topProducts).toEqual([
      { key: "osrs-gold", name: "OSRS Gold", lines: 5, revenueCents: 67_733 },
      { key: "fire-cape", name: "Fire Cape", lines: 6, revenueCents: 15_194 },
    ]);
    expect(figures.topLines).toEqual([
      { key: "gold", name: "OSRS Gold", lines: 5, revenueCents: 67_733 },
      { key: "capes", name: "Capes", lines: 6, revenueCents: 15_194 },
    ]);
    expect(figures.topProducts.reduce((sum, seller) => sum + seller.revenueCents, 0)).toBe(figures.revenueCents);
  });

  it("reads the lines a page at a time without losing or repeating an order", async () => {
    const { since, until } = { since: "2024-05-14T00:00:00.000Z", until: "2024-05-21T00:00:00.000Z" };
    const byPage = (tally: ProductTally) => [...tally.values()].sort((a, b) => a.sku.localeCompare(b.sku));
    const whole = byPage(await soldProducts(db(), { since, until, orders: "live" }));
    for (const pageSize of [1, 2, 3]) {
      expect(byPage(await soldProducts(db(), { since, until, orders: "live" }, pageSize))).toEqual(whole);
    }
  });

  it("shows test orders apart, never added to the live ones", async () => {
    const figures = await dashboardFigures({ days: 7, orders: "test" }, now);
    expect(figures.revenueCents).toBe(14_250);
    expect(figures.paidOrders).toBe(1);
    expect(figures.ordersPlaced).toBe(2);
    expect(figures.topProducts).toEqual([{ key: "osrs-gold", name: "OSRS Gold", lines: 1, revenueCents: 14_250 }]);
    // The test order's cart and the one not ordered yet.
    expect(figures.funnel.map((step) => step.count)).toEqual([2, 2, 1]);
  });

  it("has the database's revenue of each order equal the domain's definition", async () => {
    const rows = await db()
      .selectFrom("orders")
      .select(["status", "total_cents", "refunded_cents", revenueCentsSql().as("revenue")])
      .where("id", "in", seeded)
      .execute();
    expect(rows).toHaveLength(seeded.length);
    for (const row of rows) {
      expect(Number(row.revenue)).toBe(
        orderRevenueCents({ status: row.status, totalCents: row.total_cents, refundedCents: row.refunded_cents }),
      );
    }
  });

  it("writes the same figures in the CSV, its products adding up to its revenue", async () => {
    const csv = await (await dashboardCsvResponse(new URLSearchParams("days=7&orders=live"), now)).text();
    const records = csv
      .split("\r\n")
      .filter(Boolean)
      .map((line) => line.split(","));
    const find = (section: string, item: string) =>
      records.find((record) => record[0] === section && record[1] === item);
    expect(find("summary", "Revenue")).toEqual(["summary", "Revenue", "8", "829.27"]);
    expect(find("summary", "Paid orders")?.[2]).toBe("8");
    expect(find("funnel", "Orders paid")?.[2]).toBe("8");
    const productCents = records
      .filter((record) => record[0] === "product")
      .reduce((sum, record) => sum + Math.round(Number(record[3]) * 100), 0);
    expect(productCents).toBe(LIVE_REVENUE);
  });

  it("has the order list's export of the same orders add up to the same revenue", async () => {
    const { filter } = parseOrderListQuery(new URLSearchParams("from=2024-05-14&to=2024-05-20&mode=live"));
    const lines: string[] = [];
    for await (const line of exportOrdersCsv(filter, { pageSize: 5 })) lines.push(line);
    const header = lines[0]?.trim().split(",") ?? [];
    const column = header.indexOf("revenue");
    // One record per order line, each with its share of the order's revenue, in dollars.
    const records = lines.slice(1).join("").split("\r\n").filter(Boolean);
    const cents = records.map((line) => Math.round(Number(line.split(",")[column]) * 100));
    expect(new Set(records.map((line) => line.split(",")[0])).size).toBe(12);
    expect(cents.reduce((sum, value) => sum + value, 0)).toBe(LIVE_REVENUE);
  });
});
