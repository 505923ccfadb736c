import type { Kysely } from "kysely";

/*
 * A manual method's money arrives as it arrives: a Zelle transfer in two parts, a crypto payment a
 * little over the total after the customer rounded up. Each amount an operator records is a row,
 * with the reference that finds it again (a transfer id, a transaction hash); the order is paid
 * once the rows add up to its total. The same reference twice on one order is the same money
 * recorded twice (a double click, two operators): the unique index refuses the second.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("order_payments")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("order_id", "varchar(36)", (col) => col.notNull())
    .addColumn("amount_cents", "integer", (col) => col.notNull())
    .addColumn("currency", "varchar(3)", (col) => col.notNull())
    .addColumn("reference", "varchar(200)", (col) => col.notNull())
    .addColumn("operator_id", "varchar(36)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("order_payments_order_reference_idx")
    .on("order_payments")
    .columns(["order_id", "reference"])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("order_payments_order_reference_idx").execute();
  await db.schema.dropTable("order_payments").execute();
}
