import type { Kysely } from "kysely";

/*
 * Placing the same manual-method cart again within ten minutes returns the
 * pending order already made. The order holds a hash of what made it; the unique index makes two
 * simultaneous placements one order on both databases (NULLs, for every other order, never clash).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("repeat_key", "varchar(64)").execute();
  await db.schema.createIndex("orders_repeat_key_idx").on("orders").column("repeat_key").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_repeat_key_idx").execute();
  await db.schema.alterTable("orders").dropColumn("repeat_key").execute();
}
