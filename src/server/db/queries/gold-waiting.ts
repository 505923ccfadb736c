import "server-only";
import type { Executor } from "../database";

/*
 * Every write on gold_waiting: paid gold orders the stock did not cover when they were paid. Written
 * and read under the ledger's lock (gold-movements.ts), so an order is queued or reserved, never both.
 */

export type WaitingGoldOrder = { orderId: string; tenths: number; valueCents: number; paidAt: string };

/** Queues a paid order; false when it was queued already. */
export async function insertWaitingGoldOrder(db: Executor, order: WaitingGoldOrder): Promise<boolean> {
  const inserted = await db
    .insertInto("gold_waiting")
    .values({ order_id: order.orderId, tenths: order.tenths, value_cents: order.valueCents, paid_at: order.paidAt })
    .onConflict((conflict) => conflict.column("order_id").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes an order off the queue; false when it was not on it. */
export async function deleteWaitingGoldOrder(db: Executor, orderId: string): Promise<boolean> {
  const deleted = await db.deleteFrom("gold_waiting").where("order_id", "=", orderId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** The queue, first paid first (at most `limit`: the stock covers few at a time). */
export async function listWaitingGoldOrders(db: Executor, limit = 200): Promise<WaitingGoldOrder[]> {
  const rows = await db
    .selectFrom("gold_waiting")
    .selectAll()
    .orderBy("paid_at")
    .orderBy("order_id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    orderId: row.order_id,
    tenths: Number(row.tenths),
    valueCents: Number(row.value_cents),
    paidAt: row.paid_at,
  }));
}

export async function isGoldOrderWaiting(db: Executor, orderId: string): Promise<boolean> {
  const row = await db.selectFrom("gold_waiting").select("order_id").where("order_id", "=", orderId).executeTakeFirst();
  return row !== undefined;
}

export async function sumWaitingGold(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("gold_waiting")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("tenths"), eb.lit(0)).as("tenths"))
    .executeTakeFirstOrThrow();
  return Number(row.tenths);
}
