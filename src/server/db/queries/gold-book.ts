import "server-only";
import { sql } from "kysely";
import type { KeysetCursor } from "@/domain/admin/keyset-cursor";
import type { GoldMovementKind } from "@/domain/gold/gold-ledger";
import type { Executor } from "../database";

/*
 * The owner's book's reads of gold_movements (/admin/gold); it writes nothing (the ledger's writes
 * are queries/gold-movements.ts). The list is keyset-paged by (happened_at, id), newest first, on
 * the indexes of migrations 0030 and 0035: one for all movements, one per kind, one per account,
 * so a page of a filtered long ledger reads about a page of rows. Days are the first ten
 * characters of the stored ISO time, which both databases cut the same way.
 */

export type LedgerQuery = {
  kind?: GoldMovementKind;
  account?: string;
  /** Stored-time bounds: since <= happened_at < before. */
  since?: string;
  before?: string;
};

/** Up to `limit` movements after `after`, newest first, with their order's reference. */
export async function getGoldLedgerPage(db: Executor, query: LedgerQuery, after: KeysetCursor | null, limit: number) {
  let select = db
    .selectFrom("gold_movements")
    .leftJoin("orders", "orders.id", "gold_movements.order_id")
    .select([
      "gold_movements.id",
      "gold_movements.kind",
      "gold_movements.on_hand_tenths",
      "gold_movements.reserved_tenths",
      "gold_movements.account",
      "gold_movements.order_id",
      "gold_movements.sell_order_id",
      "gold_movements.operator_id",
      "gold_movements.reason",
      "gold_movements.override",
      "gold_movements.happened_at",
      "orders.reference as order_reference",
    ]);
  if (query.kind) select = select.where("gold_movements.kind", "=", query.kind);
  if (query.account) select = select.where("gold_movements.account", "=", query.account);
  if (query.since) select = select.where("gold_movements.happened_at", ">=", query.since);
  if (query.before) select = select.where("gold_movements.happened_at", "<", query.before);
  if (after)
    select = select.where((eb) =>
      eb.or([
        eb("gold_movements.happened_at", "<", after.at),
        eb.and([eb("gold_movements.happened_at", "=", after.at), eb("gold_movements.id", "<", after.id)]),
      ]),
    );
  return select
    .orderBy("gold_movements.happened_at", "desc")
    .orderBy("gold_movements.id", "desc")
    .limit(limit)
    .execute();
}

/** What the movements of each day from `since` on did to on hand and reserved (PostgreSQL sums as strings). */
export async function getGoldDayDeltas(db: Executor, since: string) {
  const day = sql<string>`substr(happened_at, 1, 10)`;
  const rows = await db
    .selectFrom("gold_movements")
    .select((eb) => [
      day.as("day"),
      eb.fn.sum<number | string>("on_hand_tenths").as("on_hand"),
      eb.fn.sum<number | string>("reserved_tenths").as("reserved"),
    ])
    .where("happened_at", ">=", since)
    .groupBy(day)
    .execute();
  return rows.map((row) => ({
    day: row.day,
    onHandTenths: Number(row.on_hand),
    reservedTenths: Number(row.reserved),
  }));
}

/** The gold and money of each kind that moved in [since, until): today's trade. */
export async function getGoldTradeOfPeriod(
  db: Executor,
  kinds: readonly GoldMovementKind[],
  since: string,
  until: string,
) {
  const rows = await db
    .selectFrom("gold_movements")
    .select((eb) => [
      "kind",
      eb.fn.sum<number | string>("tenths").as("tenths"),
      eb.fn.coalesce(eb.fn.sum<number | string>("value_cents"), eb.lit(0)).as("cents"),
    ])
    .where("kind", "in", [...kinds])
    .where("happened_at", ">=", since)
    .where("happened_at", "<", until)
    .groupBy("kind")
    .execute();
  return rows.map((row) => ({ kind: row.kind, tenths: Number(row.tenths), cents: Number(row.cents) }));
}

/**
 * What corrections that named no account did to on hand: the one kind that may leave the account
 * out (stock coming in and deliveries always name one), read on the kind's index.
 */
export async function getUnnamedCorrectionsOnHand(db: Executor): Promise<number | null> {
  const row = await db
    .selectFrom("gold_movements")
    .select((eb) => [eb.fn.sum<number | string>("on_hand_tenths").as("on_hand"), eb.fn.countAll().as("n")])
    .where("kind", "=", "correction")
    .where("account", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0 ? null : Number(row.on_hand);
}
