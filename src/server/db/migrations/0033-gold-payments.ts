import type { Kysely } from "kysely";

/*
 * A services order paid with OSRS gold keeps the gold it asks, in tenths of a million, as computed
 * when it was placed (the buy rate may move afterwards; the buyer was told this figure). Null for
 * every other order. The gold received is a movement of the ledger (kind gold_payment), not a column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("gold_payment_tenths", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("gold_payment_tenths").execute();
}
