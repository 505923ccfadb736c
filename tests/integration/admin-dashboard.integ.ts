import { beforeAll, describe, expect, it } from "vitest";
import type { OrderLine } from "@/domain/checkout/reprice";
import { dashboardCsvResponse, dashboardFigures } from "@/server/admin/dashboard/dashboard-request";
import { prepareCatalogue } from "@/server/catalogue/catalogue-store";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { AppError } from "@/server/http/errors";
import { FIRE_CAPE_LINE, GOLD_LINE, type SeedOrder, seedOrder } from "./support/admin-orders";

/*
 * Issue 17, item 4: the dashboard's queries on this file's database (TEST_DB: SQLite or
 * PostgreSQL), through the same function the page and the export call. Each group seeds orders
 * in a year of its own and asks for a `now` inside it, so the groups never see each other's orders.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const db = () => getDatabase().db;

/** An order with these lines (its total their sum), then refunded_cents as given. */
async function order(seed: SeedOrder & { lines?: OrderLine[]; refundedCents?: number }) {
  const lines = seed.lines ?? [FIRE_CAPE_LINE];
  const totalCents = lines.reduce((sum, line) => sum + line.payableCents, 0);
  const { id } = await seedOrder({ ...seed, totalCents });
  await db()
    .updateTable("orders")
    .set({ lines_json: JSON.stringify(lines), refunded_cents: seed.refundedCents ?? 0 })
    .where("id", "=", id)
    .execute();
  return id;
}

async function cart(uuid: string, createdAt: string, items: unknown[]) {
  await db()
    .insertInto("carts")
    .values({
      uuid,
      items_json: JSON.stringify(items),
      email: "cart@example.com",
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}

describe(`the dashboard's figures on ${dialect}`, () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
    // The catalogue's products name each sku's line.
    await prepareCatalogue();
  });

  describe("period boundaries", () => {
    const now = new Date("2021-03-10T12:00:00.000Z");

    beforeAll(async () => {
      for (const createdAt of [
        "2021-03-03T23:59:59.999Z",
        "2021-03-04T00:00:00.000Z",
        "2021-03-10T23:59:59.999Z",
        "2021-03-11T00:00:00.000Z",
      ])
        await order({ createdAt, testMode: false });
    });

    it("counts orders from the first day's midnight to the end of today, UTC, per day", async () => {
      const figures = await dashboardFigures({ days: 7, orders: "live" }, now);
      expect(figures.ordersPlaced).toBe(2);
      expect(figures.revenueCents).toBe(6_300);
      expect(figures.days.filter((day) => day.orders > 0)).toEqual([
        { day: "2021-03-04", orders: 1, revenueCents: 3_150 },
        { day: "2021-03-10", orders: 1, revenueCents: 3_150 },
      ]);
      expect((await dashboardFigures({ days: 30, orders: "live" }, now)).ordersPlaced).toBe(3);
    });
  });

  describe("revenue, statuses, test orders and products", () => {
    const now = new Date("2022-06-15T08:00:00.000Z");
    const at = "2022-06-14T10:00:00.000Z";

    beforeAll(async () => {
      await order({ createdAt: at, testMode: false, lines: [FIRE_CAPE_LINE, GOLD_LINE] });
      await order({ createdAt: at, testMode: false, refundedCents: 1_000 });
      await order({ createdAt: at, testMode: false, status: "refunded", refundedCents: 3_150 });
      await order({ createdAt: at, testMode: false, status: "disputed" });
      await order({ createdAt: at, testMode: false, status: "pending" });
      await order({ createdAt: at, testMode: true, lines: [GOLD_LINE] });
      await order({ createdAt: at, testMode: true, status: "expired" });
    });

    it("takes refunds off revenue and counts live and test orders apart, never together", async () => {
      const live = await dashboardFigures({ days: 7, orders: "live" }, now);
      // 17,400 + (3,150 - 1,000) + the disputed 3,150; the refunded order adds nothing.
      expect(live.revenueCents).toBe(22_700);
      expect(live.paidOrders).toBe(4);
      expect(live.averageOrderCents).toBe(5_675);
      expect(live.byStatus.filter((entry) => entry.orders > 0)).toEqual([
        { status: "pending", orders: 1 },
        { status: "paid", orders: 2 },
        { status: "refunded", orders: 1 },
        { status: "disputed", orders: 1 },
      ]);
      expect(live.funnel.map((step) => step.count).slice(1)).toEqual([5, 4]);

      const tests = await dashboardFigures({ days: 7, orders: "test" }, now);
      expect(tests.revenueCents).toBe(14_250);
      expect(tests.paidOrders).toBe(1);
      expect(tests.ordersPlaced).toBe(2);
      expect(tests.byStatus.find((entry) => entry.status === "expired")?.orders).toBe(1);
    });

    it("shares the paid orders' revenue over their lines per product and per line", async () => {
      const live = await dashboardFigures({ days: 7, orders: "live" }, now);
      expect(live.topProducts).toEqual([
        { key: "osrs-gold", name: "OSRS Gold", lines: 1, revenueCents: 14_250 },
        { key: "fire-cape", name: "Fire Cape", lines: 4, revenueCents: 3_150 + 2_150 + 0 + 3_150 },
      ]);
      expect(live.topLines).toEqual([
        { key: "gold", name: "OSRS Gold", lines: 1, revenueCents: 14_250 },
        { key: "capes", name: "Capes", lines: 4, revenueCents: 8_450 },
      ]);
      const tests = await dashboardFigures({ days: 7, orders: "test" }, now);
      expect(tests.topProducts).toEqual([{ key: "osrs-gold", name: "OSRS Gold", lines: 1, revenueCents: 14_250 }]);
    });
  });

  describe("the funnel's carts", () => {
    const now = new Date("2023-09-20T08:00:00.000Z");
    const at = "2023-09-19T09:00:00.000Z";

    beforeAll(async () => {
      await cart(crypto.randomUUID(), at, [{ sku: "fire-cape" }]);
      await cart(crypto.randomUUID(), at, []);
      await cart(crypto.randomUUID(), "2023-09-01T09:00:00.000Z", [{ sku: "fire-cape" }]);
      const tested = crypto.randomUUID();
      await cart(tested, at, [{ sku: "fire-cape" }]);
      const { id } = await seedOrder({ createdAt: at, testMode: true });
      await db().updateTable("orders").set({ cart_uuid: tested }).where("id", "=", id).execute();
    });

    it("counts carts with items saved in the period, a test order's cart only with test orders", async () => {
      // Test orders: the cart not ordered and the test order's; live orders: the cart not ordered.
      expect((await dashboardFigures({ days: 7, orders: "test" }, now)).funnel[0]?.count).toBe(2);
      expect((await dashboardFigures({ days: 7, orders: "live" }, now)).funnel[0]?.count).toBe(1);
      expect((await dashboardFigures({ days: 30, orders: "test" }, now)).funnel[0]?.count).toBe(3);
    });
  });

  describe("the export", () => {
    it("is the figures as an attachment, and a bad query is a 400 naming the field", async () => {
      const response = await dashboardCsvResponse(
        new URLSearchParams("days=7&orders=test"),
        new Date("2022-06-15T08:00:00.000Z"),
      );
      expect(response.headers.get("content-disposition")).toBe(
        'attachment; filename="dashboard-7-days-test-orders-2022-06-15.csv"',
      );
      const csv = await response.text();
      expect(csv).toContain("orders,test orders only,,\r\n");
      expect(csv).toContain("summary,Revenue,1,142.50\r\n");
      expect(csv).toContain("product,OSRS Gold,1,142.50\r\n");

      const refused = await dashboardCsvResponse(new URLSearchParams("days=14"), new Date()).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ status: 400, message: "Invalid request: days must be one of 7, 30, 90." });
    });
  });
});
