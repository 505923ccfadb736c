import type { Kysely } from "kysely";

// Orders priced by the server, and the provider events already processed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("orders")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("reference", "varchar(16)", (col) => col.notNull().unique())
    .addColumn("status", "varchar(16)", (col) => col.notNull())
    .addColumn("email", "varchar(320)", (col) => col.notNull())
    .addColumn("name", "varchar(200)", (col) => col.notNull().defaultTo(""))
    .addColumn("phone", "varchar(40)", (col) => col.notNull().defaultTo(""))
    .addColumn("rsn", "varchar(12)", (col) => col.notNull().defaultTo(""))
    .addColumn("method", "varchar(20)", (col) => col.notNull())
    .addColumn("provider", "varchar(10)", (col) => col.notNull())
    .addColumn("provider_ref", "varchar(255)", (col) => col.unique())
    .addColumn("provider_payment_ref", "varchar(255)")
    .addColumn("cart_uuid", "varchar(64)", (col) => col.notNull())
    .addColumn("lines_json", "text", (col) => col.notNull())
    .addColumn("subtotal_cents", "integer", (col) => col.notNull())
    .addColumn("discount_cents", "integer", (col) => col.notNull())
    .addColumn("total_cents", "integer", (col) => col.notNull())
    .addColumn("currency", "varchar(3)", (col) => col.notNull().defaultTo("USD"))
    .addColumn("purchase_recorded", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .addColumn("paid_at", "varchar(32)")
    .execute();

  await db.schema
    .createTable("payment_events")
    .addColumn("id", "varchar(300)", (col) => col.primaryKey())
    .addColumn("provider", "varchar(10)", (col) => col.notNull())
    .addColumn("event_type", "varchar(100)", (col) => col.notNull())
    .addColumn("order_id", "varchar(36)")
    .addColumn("received_at", "varchar(32)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("payment_events").execute();
  await db.schema.dropTable("orders").execute();
}
