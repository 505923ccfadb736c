import "server-only";
import { sql } from "kysely";
import type { DatabaseDialect } from "../client";
import type { Executor } from "../database";
import type { SellOrdersTable } from "../schema";

/*
 * Every write on sell_orders and sell_order_tokens (a sale and the links to its private page).
 * Each step is one UPDATE conditional on the status and tracking version the caller read: of two
 * operators acting on one read, one moves the row and the other moves nothing (a 409 above).
 */

export type SellOrderRow = Omit<SellOrdersTable, "tracking_version"> & { tracking_version: number };

export type NewSellOrder = Omit<
  SellOrdersTable,
  | "tracking_version"
  | "trade_world"
  | "trade_place"
  | "trade_rsn"
  | "arranged_at"
  | "received_millions"
  | "received_account"
  | "received_at"
  | "payout_cents"
  | "payout_reference"
  | "paid_at"
  | "decline_reason"
  | "declined_at"
  | "updated_at"
>;

export async function insertSellOrder(db: Executor, row: NewSellOrder): Promise<void> {
  await db
    .insertInto("sell_orders")
    .values({ ...row, updated_at: row.created_at })
    .execute();
}

/**
 * PostgreSQL: one sale is created at a time for the rest of the transaction, so two sales of one
 * player cannot both pass the daily limit (SQLite's writes are serial already).
 */
export async function lockSellOrderCreation(trx: Executor, dialect: DatabaseDialect): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`select pg_advisory_xact_lock(hashtext('runeforge-sell-orders'))`.execute(trx);
}

/**
 * The millions a player (same email key or same RSN key) offered in [from, to): declined sales and
 * accepted quotes past their end do not count, they never became gold.
 */
export async function soldMillionsInDay(
  db: Executor,
  input: { emailKey: string; rsnKey: string; from: string; to: string; now: string },
): Promise<number> {
  const row = await db
    .selectFrom("sell_orders")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("millions"), eb.lit(0)).as("total"))
    .where((eb) => eb.or([eb("email_key", "=", input.emailKey), eb("rsn_key", "=", input.rsnKey)]))
    .where("created_at", ">=", input.from)
    .where("created_at", "<", input.to)
    .where("status", "!=", "declined")
    .where((eb) => eb.or([eb("status", "!=", "accepted"), eb("quote_expires_at", ">", input.now)]))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function getSellOrderById(db: Executor, id: string): Promise<SellOrderRow | undefined> {
  return db.selectFrom("sell_orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertSellOrderToken(
  db: Executor,
  input: { tokenHash: string; sellOrderId: string; at: string },
): Promise<void> {
  await db
    .insertInto("sell_order_tokens")
    .values({ token_hash: input.tokenHash, sell_order_id: input.sellOrderId, created_at: input.at })
    .execute();
}

/** The sale a link's hash opens, with its reference and when the link was made (one primary-key read). */
export async function getSellAccessByTokenHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom("sell_order_tokens")
    .innerJoin("sell_orders", "sell_orders.id", "sell_order_tokens.sell_order_id")
    .select(["sell_orders.id", "sell_orders.reference", "sell_order_tokens.created_at"])
    .where("sell_order_tokens.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

type Guard = { readVersion: number; from: readonly string[]; at: string };

async function moveSellOrder(
  db: Executor,
  id: string,
  guard: Guard,
  values: Partial<Omit<SellOrdersTable, "id" | "tracking_version">>,
): Promise<boolean> {
  const result = await db
    .updateTable("sell_orders")
    .set((eb) => ({ ...values, updated_at: guard.at, tracking_version: eb("tracking_version", "+", 1) }))
    .where("id", "=", id)
    .where("tracking_version", "=", guard.readVersion)
    .where("status", "in", [...guard.from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function setSellOrderArranged(
  db: Executor,
  id: string,
  input: { readVersion: number; at: string; trade: { world: number; place: string; traderRsn: string } },
): Promise<boolean> {
  return moveSellOrder(
    db,
    id,
    { readVersion: input.readVersion, from: ["accepted", "arranged"], at: input.at },
    {
      status: "arranged",
      trade_world: input.trade.world,
      trade_place: input.trade.place,
      trade_rsn: input.trade.traderRsn,
      arranged_at: input.at,
    },
  );
}

export function setSellOrderReceived(
  db: Executor,
  id: string,
  input: { readVersion: number; at: string; millions: number; account: string },
): Promise<boolean> {
  return moveSellOrder(
    db,
    id,
    { readVersion: input.readVersion, from: ["arranged"], at: input.at },
    { status: "received", received_millions: input.millions, received_account: input.account, received_at: input.at },
  );
}

export function setSellOrderPaid(
  db: Executor,
  id: string,
  input: { readVersion: number; at: string; cents: number; reference: string },
): Promise<boolean> {
  return moveSellOrder(
    db,
    id,
    { readVersion: input.readVersion, from: ["received"], at: input.at },
    { status: "paid", payout_cents: input.cents, payout_reference: input.reference, paid_at: input.at },
  );
}

export function setSellOrderDeclined(
  db: Executor,
  id: string,
  input: { readVersion: number; at: string; reason: string },
): Promise<boolean> {
  return moveSellOrder(
    db,
    id,
    { readVersion: input.readVersion, from: ["accepted", "arranged"], at: input.at },
    { status: "declined", decline_reason: input.reason, declined_at: input.at },
  );
}

export type SellOrderListRow = Pick<
  SellOrdersTable,
  | "id"
  | "reference"
  | "millions"
  | "rsn"
  | "payout_method"
  | "quote_cents"
  | "quote_expires_at"
  | "status"
  | "created_at"
>;

/** The back office's list, newest first; `status` filters on the stored status (expired: accepted past its quote). */
export async function listSellOrders(
  db: Executor,
  input: { status: string | null; now: string; limit: number },
): Promise<SellOrderListRow[]> {
  let query = db
    .selectFrom("sell_orders")
    .select([
      "id",
      "reference",
      "millions",
      "rsn",
      "payout_method",
      "quote_cents",
      "quote_expires_at",
      "status",
      "created_at",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(input.limit);
  if (input.status === "expired") {
    query = query.where("status", "=", "accepted").where("quote_expires_at", "<=", input.now);
  } else if (input.status === "accepted") {
    query = query.where("status", "=", "accepted").where("quote_expires_at", ">", input.now);
  } else if (input.status) {
    query = query.where("status", "=", input.status);
  }
  return query.execute();
}
