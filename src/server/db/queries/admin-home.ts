import "server-only";
import { sql } from "kysely";
import type { HomeCounts } from "@/domain/admin/admin-home";
import { type OrdersView, PAID_ORDER_STATUSES } from "@/domain/admin/dashboard-figures";
import { MANUAL_METHODS } from "@/domain/checkout/methods";
import type { Executor } from "../database";
import { revenueCentsSql } from "./dashboard";

/*
 * The back office home's reads (src/domain/admin/admin-home.ts says what each count means). Each
 * is one aggregate served by an index of migrations 0011 and 0012: today's orders by
 * (test_mode, created_at, id), orders waiting by (fulfilment, …) or (status, …), whose rows are the
 * few the shop has yet to act on, and new messages by (status, created_at). Revenue is the
 * dashboard's, revenueCentsSql.
 */

export type HomeScope = { since: string; until: string; orders: OrdersView };

/** The dashboard's paid orders: what its "Paid orders" counts. */
const paidStatuses = sql.join(PAID_ORDER_STATUSES.map((status) => sql.lit(status)));

const count = (value: number | string | null | undefined) => Number(value ?? 0);

export async function readHomeCounts(db: Executor, scope: HomeScope): Promise<HomeCounts> {
  const testMode = scope.orders === "test" ? 1 : 0;
  const [today, toStart, toConfirm, toAnswer] = await Promise.all([
    db
      .selectFrom("orders")
      .select((eb) => [
        eb.fn.countAll<number | string>().as("placed"),
        sql<number | string>`sum(case when status in (${paidStatuses}) then 1 else 0 end)`.as("paid"),
        sql<number | string>`sum(${revenueCentsSql()})`.as("revenue"),
      ])
      .where("test_mode", "=", testMode)
      .where("created_at", ">=", scope.since)
      .where("created_at", "<", scope.until)
      .executeTakeFirst(),
    db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("fulfilment", "=", "queued")
      .where("status", "=", "paid")
      .where("test_mode", "=", testMode)
      .executeTakeFirst(),
    db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("status", "=", "pending")
      .where("method", "in", MANUAL_METHODS)
      .where("test_mode", "=", testMode)
      .executeTakeFirst(),
    db
      .selectFrom("messages")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("status", "=", "new")
      .executeTakeFirst(),
  ]);
  return {
    placedToday: count(today?.placed),
    paidToday: count(today?.paid),
    revenueTodayCents: count(today?.revenue),
    toStart: count(toStart?.n),
    toConfirm: count(toConfirm?.n),
    toAnswer: count(toAnswer?.n),
  };
}

/** The references and currencies of the orders an activity list names. */
export async function orderNamesByIds(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, { reference: string; currency: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("orders")
    .select(["id", "reference", "currency"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, { reference: row.reference, currency: row.currency }]));
}
