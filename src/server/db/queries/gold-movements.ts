import "server-only";
import type { GoldMovementKind } from "@/domain/gold/gold-ledger";
import type { Executor } from "../database";

/*
 * Every write on gold_movements and its lock row gold_stock (ADR 0029). The service takes the lock
 * first in its transaction, reads the balance, decides, and inserts: the next movement waits for the
 * lock, so it reads a balance that counts this one.
 */

export type NewGoldMovement = {
  id: string;
  kind: GoldMovementKind;
  tenths: number;
  onHandTenths: number;
  reservedTenths: number;
  valueCents: number | null;
  orderId: string | null;
  sellOrderId: string | null;
  account: string | null;
  reason: string | null;
  operatorId: string | null;
  override: boolean;
  dedupeKey: string | null;
  happenedAt: string;
  at: string;
};

export type GoldMovement = {
  id: string;
  kind: GoldMovementKind;
  tenths: number;
  onHandTenths: number;
  reservedTenths: number;
  valueCents: number | null;
  orderId: string | null;
  sellOrderId: string | null;
  account: string | null;
  reason: string | null;
  operatorId: string | null;
  override: boolean;
  happenedAt: string;
  createdAt: string;
};

/** Takes the ledger's lock for the rest of the transaction (a no-op update on its one row). */
export async function lockGoldStock(db: Executor): Promise<void> {
  await db
    .updateTable("gold_stock")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

/** Records a movement; false when its dedupe key was recorded before (it then happened already). */
export async function insertGoldMovement(db: Executor, movement: NewGoldMovement): Promise<boolean> {
  const inserted = await db
    .insertInto("gold_movements")
    .values({
      id: movement.id,
      kind: movement.kind,
      tenths: movement.tenths,
      on_hand_tenths: movement.onHandTenths,
      reserved_tenths: movement.reservedTenths,
      value_cents: movement.valueCents,
      order_id: movement.orderId,
      sell_order_id: movement.sellOrderId,
      account: movement.account,
      reason: movement.reason,
      operator_id: movement.operatorId,
      override: movement.override ? 1 : 0,
      dedupe_key: movement.dedupeKey,
      happened_at: movement.happenedAt,
      created_at: movement.at,
    })
    .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function hasGoldMovementKey(db: Executor, dedupeKey: string): Promise<boolean> {
  const row = await db.selectFrom("gold_movements").select("id").where("dedupe_key", "=", dedupeKey).executeTakeFirst();
  return row !== undefined;
}

/** The ledger's sums: on hand and reserved (PostgreSQL answers a sum as a string). */
export async function sumGoldMovements(db: Executor): Promise<{ onHandTenths: number; reservedTenths: number }> {
  const row = await db
    .selectFrom("gold_movements")
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string>("on_hand_tenths"), eb.lit(0)).as("on_hand"),
      eb.fn.coalesce(eb.fn.sum<number | string>("reserved_tenths"), eb.lit(0)).as("reserved"),
    ])
    .executeTakeFirstOrThrow();
  return { onHandTenths: Number(row.on_hand), reservedTenths: Number(row.reserved) };
}

/** One order's movements, oldest first. */
export async function listGoldMovementsOfOrder(db: Executor, orderId: string): Promise<GoldMovement[]> {
  const rows = await db
    .selectFrom("gold_movements")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(toGoldMovement);
}

/** The in-game accounts the ledger has seen, each with what it holds now. */
export async function listGoldAccounts(db: Executor): Promise<{ account: string; onHandTenths: number }[]> {
  const rows = await db
    .selectFrom("gold_movements")
    .select((eb) => ["account", eb.fn.sum<number | string>("on_hand_tenths").as("on_hand")])
    .where("account", "is not", null)
    .groupBy("account")
    .orderBy("account")
    .execute();
  return rows.map((row) => ({ account: row.account ?? "", onHandTenths: Number(row.on_hand) }));
}

export function toGoldMovement(row: {
  id: string;
  kind: GoldMovementKind;
  tenths: number;
  on_hand_tenths: number;
  reserved_tenths: number;
  value_cents: number | null;
  order_id: string | null;
  sell_order_id: string | null;
  account: string | null;
  reason: string | null;
  operator_id: string | null;
  override: number;
  happened_at: string;
  created_at: string;
}): GoldMovement {
  return {
    id: row.id,
    kind: row.kind,
    tenths: Number(row.tenths),
    onHandTenths: Number(row.on_hand_tenths),
    reservedTenths: Number(row.reserved_tenths),
    valueCents: row.value_cents === null ? null : Number(row.value_cents),
    orderId: row.order_id,
    sellOrderId: row.sell_order_id,
    account: row.account,
    reason: row.reason,
    operatorId: row.operator_id,
    override: Number(row.override) === 1,
    happenedAt: row.happened_at,
    createdAt: row.created_at,
  };
}
