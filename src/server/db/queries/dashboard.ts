import "server-only";
import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import {
  type DashboardRaw,
  type OrdersView,
  PAID_ORDER_STATUSES,
  type ProductTally,
  tallyOrderLines,
} from "@/domain/admin/dashboard-figures";
import type { OrderLine } from "@/domain/checkout/reprice";
import type { Executor } from "../database";

/*
 * The dashboard's figures, read for the period's orders of one kind (live or test, never both):
 * counts per status, paid orders and revenue per UTC day (the day is the first 10 characters of
 * the ISO created_at, the same text on both databases) aggregated by the database; top products
 * from the paid orders' lines, read a page at a time (each order's revenue is shared over its
 * lines, a rule of the domain's, so no more than a page of orders is held at once); and carts with
 * items. Bounds are ISO strings compared as text, served by the (test_mode, created_at, id),
 * (created_at, id), (status, created_at, id) and carts (created_at) indexes. Rules of what counts:
 * src/domain/admin/dashboard-figures.ts; its revenue in SQL is revenueCentsSql, the only one.
 */

export type DashboardScope = { since: string; until: string; orders: OrdersView };

/** How many paid orders' lines are read at once for the top products. */
const LINES_PAGE = 500;

/**
 * orderRevenueCents (src/domain/admin/dashboard-figures.ts) as a SQL expression over an orders
 * row, the same text on both databases: every revenue figure the database adds up is this one.
 */
export function revenueCentsSql(): RawBuilder<number> {
  const paid = sql.join(PAID_ORDER_STATUSES.map((status) => sql.lit(status)));
  return sql<number>`(case when status in (${paid}) then total_cents - refunded_cents else 0 end)`;
}

/** Orders placed in the period, of the view's kind. */
function periodOrders(db: Executor, scope: DashboardScope) {
  return db
    .selectFrom("orders")
    .where("created_at", ">=", scope.since)
    .where("created_at", "<", scope.until)
    .where("test_mode", "=", scope.orders === "test" ? 1 : 0);
}

/** The period's paid orders. */
function paidOrders(db: Executor, scope: DashboardScope) {
  return periodOrders(db, scope).where("status", "in", PAID_ORDER_STATUSES);
}

async function statusCounts(db: Executor, scope: DashboardScope): Promise<DashboardRaw["statusCounts"]> {
  const rows = await periodOrders(db, scope)
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("orders")])
    .groupBy("status")
    .execute();
  return rows.map((row) => ({ status: row.status, orders: Number(row.orders) }));
}

async function revenueByDay(db: Executor, scope: DashboardScope): Promise<DashboardRaw["revenueByDay"]> {
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await paidOrders(db, scope)
    .select((eb) => [
      day.as("day"),
      eb.fn.countAll<number | string>().as("orders"),
      sql<number | string>`sum(${revenueCentsSql()})`.as("revenue"),
    ])
    .groupBy(day)
    .execute();
  return rows.map((row) => ({ day: row.day, orders: Number(row.orders), revenueCents: Number(row.revenue) }));
}

/** The period's paid orders' lines, summed per sku at each line's share of its order's revenue. */
export async function soldProducts(db: Executor, scope: DashboardScope, pageSize = LINES_PAGE): Promise<ProductTally> {
  const tally: ProductTally = new Map();
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    let query = paidOrders(db, scope)
      .select(["id", "created_at", "lines_json", revenueCentsSql().as("revenue")])
      .orderBy("created_at")
      .orderBy("id")
      .limit(pageSize);
    if (after) {
      const { createdAt, id } = after;
      query = query.where((eb) =>
        eb.or([eb("created_at", ">", createdAt), eb.and([eb("created_at", "=", createdAt), eb("id", ">", id)])]),
      );
    }
    const rows = await query.execute();
    for (const row of rows) {
      tallyOrderLines(tally, { revenueCents: Number(row.revenue), lines: JSON.parse(row.lines_json) as OrderLine[] });
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return tally;
    after = { createdAt: last.created_at, id: last.id };
  }
}

async function products(handle: Executor, scope: DashboardScope): Promise<DashboardRaw["products"]> {
  const sold = [...(await soldProducts(handle, scope)).values()];
  if (sold.length === 0) return [];
  const catalogue = await handle
    .selectFrom("catalogue_products")
    .select(["sku", "line_id"])
    .where(
      "sku",
      "in",
      sold.map((product) => product.sku),
    )
    .execute();
  const lineOf = new Map(catalogue.map((product) => [product.sku, product.line_id]));
  return sold.map((product) => ({ ...product, lineId: lineOf.get(product.sku) ?? null }));
}

/**
 * Carts saved with items in the period. A cart has no mode of its own: a cart that became an
 * order of the other kind is left out; a cart not ordered yet cannot be told apart, and counts in
 * either view.
 */
async function cartsWithItems(handle: Executor, scope: DashboardScope): Promise<number> {
  const otherKind = scope.orders === "test" ? 0 : 1;
  const row = await handle
    .selectFrom("carts")
    .select((eb) => eb.fn.countAll<number | string>().as("carts"))
    .where("created_at", ">=", scope.since)
    .where("created_at", "<", scope.until)
    .where("items_json", "<>", "[]")
    .where(
      (eb): Expression<SqlBool> =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("orders")
              .select("orders.id")
              .whereRef("orders.cart_uuid", "=", "carts.uuid")
              .where("orders.test_mode", "=", otherKind),
          ),
        ),
    )
    .executeTakeFirst();
  return Number(row?.carts ?? 0);
}

/** Every figure of the dashboard for the period, as the domain shapes them. */
export async function readDashboard(db: Executor, scope: DashboardScope): Promise<DashboardRaw> {
  const [statuses, days, sold, carts] = await Promise.all([
    statusCounts(db, scope),
    revenueByDay(db, scope),
    products(db, scope),
    cartsWithItems(db, scope),
  ]);
  return { statusCounts: statuses, revenueByDay: days, products: sold, cartsWithItems: carts };
}
