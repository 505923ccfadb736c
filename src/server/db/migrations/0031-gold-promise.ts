import type { Kysely } from "kysely";

/*
 * The promise a gold order was placed with (src/domain/gold/gold-promise.ts), as short JSON text:
 * what the stock allowed at that moment, which the stock of later cannot tell. Its page and receipt
 * repeat it. Null for orders without gold and for orders placed before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("gold_promise", "varchar(200)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("gold_promise").execute();
}
