import "server-only";
import { type Expression, type SqlBool, sql } from "kysely";
import { type DashboardRaw, REVENUE_STATUS } from "@/domain/admin/dashboard-figures";
import type { DatabaseDialect } from "../client";
import type { Executor } from "../database";

/*
 * The dashboard's figures, each aggregated by the database over the period's orders (never the
 * orders themselves loaded into memory): counts per status, revenue per UTC day (the day is the
 * first 10 characters of the ISO created_at, the same text on both databases), units sold per
 * sku read out of lines_json by each database's own JSON functions, and carts with items. Bounds
 * are ISO strings compared as text, served by the (test_mode, created_at, id), (created_at, id),
 * (status, created_at, id) and carts (created_at) indexes. Rules of what counts:
 * src/domain/admin/dashboard-figures.ts.
 */

export type DashboardScope = { since: string; until: string; includeTest: boolean };

/** Orders placed in the period, and live ones only unless test orders are asked for. */
function periodOrders(db: Executor, scope: DashboardScope) {
  let query = db.selectFrom("orders").where("created_at", ">=", scope.since).where("created_at", "<", scope.until);
  if (!scope.includeTest) query = query.where("test_mode", "=", 0);
  return query;
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
  const rows = await periodOrders(db, scope)
    .where("status", "=", REVENUE_STATUS)
    .select((eb) => [
      day.as("day"),
      eb.fn.countAll<number | string>().as("orders"),
      sql<number | string>`sum(total_cents - refunded_cents)`.as("revenue"),
    ])
    .groupBy(day)
    .execute();
  return rows.map((row) => ({ day: row.day, orders: Number(row.orders), revenueCents: Number(row.revenue) }));
}

type ProductRow = { sku: string; name: string; lines: number | string; revenue: number | string };

/**
 * Each line of the period's revenue orders, summed per sku inside the database. SQLite's
 * json_each and PostgreSQL's json_array_elements expand lines_json; the rows out are one per sku
 * sold, as many as the catalogue has products (so no cap), whatever the number of orders.
 */
function productRows(handle: Executor, dialect: DatabaseDialect, scope: DashboardScope) {
  const testFilter = scope.includeTest ? sql`` : sql`and o.test_mode = 0`;
  const where = sql`o.status = ${REVENUE_STATUS} and o.created_at >= ${scope.since} and o.created_at < ${scope.until} ${testFilter}`;
  if (dialect === "postgres") {
    return sql<ProductRow>`
      select line.value->>'sku' as sku, max(line.value->>'name') as name, count(*) as lines,
        sum((line.value->>'payableCents')::bigint) as revenue
      from orders o cross join lateral json_array_elements(o.lines_json::json) as line(value)
      where ${where}
      group by line.value->>'sku'`.execute(handle);
  }
  return sql<ProductRow>`
    select json_extract(line.value, '$.sku') as sku, max(json_extract(line.value, '$.name')) as name,
      count(*) as lines, sum(json_extract(line.value, '$.payableCents')) as revenue
    from orders o, json_each(o.lines_json) as line
    where ${where}
    group by json_extract(line.value, '$.sku')`.execute(handle);
}

async function products(
  handle: Executor,
  dialect: DatabaseDialect,
  scope: DashboardScope,
): Promise<DashboardRaw["products"]> {
  const { rows } = await productRows(handle, dialect, scope);
  if (rows.length === 0) return [];
  const skus = rows.map((row) => row.sku);
  const catalogue = await handle
    .selectFrom("catalogue_products")
    .select(["sku", "line_id"])
    .where("sku", "in", skus)
    .execute();
  const lineOf = new Map(catalogue.map((product) => [product.sku, product.line_id]));
  return rows.map((row) => ({
    sku: row.sku,
    name: row.name,
    lineId: lineOf.get(row.sku) ?? null,
    lines: Number(row.lines),
    revenueCents: Number(row.revenue),
  }));
}

/**
 * Carts saved with items in the period. A cart has no mode of its own; without test orders a cart
 * that became a test order is left out too (a cart not ordered yet cannot be told apart).
 */
async function cartsWithItems(handle: Executor, scope: DashboardScope): Promise<number> {
  let query = handle
    .selectFrom("carts")
    .select((eb) => eb.fn.countAll<number | string>().as("carts"))
    .where("created_at", ">=", scope.since)
    .where("created_at", "<", scope.until)
    .where("items_json", "<>", "[]");
  if (!scope.includeTest) {
    query = query.where(
      (eb): Expression<SqlBool> =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("orders")
              .select("orders.id")
              .whereRef("orders.cart_uuid", "=", "carts.uuid")
              .where("orders.test_mode", "=", 1),
          ),
        ),
    );
  }
  const row = await query.executeTakeFirst();
  return Number(row?.carts ?? 0);
}

/** Every figure of the dashboard for the period, as the domain shapes them. */
export async function readDashboard(
  db: Executor,
  dialect: DatabaseDialect,
  scope: DashboardScope,
): Promise<DashboardRaw> {
  const [statuses, days, sold, carts] = await Promise.all([
    statusCounts(db, scope),
    revenueByDay(db, scope),
    products(db, dialect, scope),
    cartsWithItems(db, scope),
  ]);
  return { statusCounts: statuses, revenueByDay: days, products: sold, cartsWithItems: carts };
}
