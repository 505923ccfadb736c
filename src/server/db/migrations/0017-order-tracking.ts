import type { Kysely } from "kysely";

/*
 * Customers follow their order. Each link to an order's private page carries its own
 * random token; only its SHA-256 is kept (a leaked database gives no working link), keyed by that
 * hash so checking a token is one primary-key read whether or not the reference exists. Each
 * fulfilment step an operator sets is a row (the customer's timeline), with the progress figure
 * it reported. The order carries the step emails' opt-out, the gold trade's details and a version
 * that every change the customer can see bumps: the live page compares versions, on any instance.
 * A message sent from the order page names its order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("order_access_tokens")
    .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("order_id", "varchar(36)", (col) => col.notNull())
    // Where the link went: checkout, receipt, manual, lookup, step.
    .addColumn("purpose", "varchar(20)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("order_access_tokens_order_idx")
    .on("order_access_tokens")
    .columns(["order_id", "created_at"])
    .execute();

  await db.schema
    .createTable("order_steps")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("order_id", "varchar(36)", (col) => col.notNull())
    .addColumn("step", "varchar(16)", (col) => col.notNull())
    .addColumn("progress_done", "integer")
    .addColumn("progress_target", "integer")
    .addColumn("progress_unit", "varchar(16)")
    // Why the work is paused, shown to the customer.
    .addColumn("reason", "varchar(500)")
    .addColumn("operator_id", "varchar(36)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("order_steps_order_idx").on("order_steps").columns(["order_id", "created_at"]).execute();

  await db.schema
    .alterTable("orders")
    .addColumn("tracking_version", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("step_emails", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("orders").addColumn("trade_world", "integer").execute();
  await db.schema.alterTable("orders").addColumn("trade_place", "varchar(100)").execute();
  await db.schema.alterTable("orders").addColumn("trade_rsn", "varchar(12)").execute();

  await db.schema.alterTable("messages").addColumn("order_id", "varchar(36)").execute();
  await db.schema.createIndex("messages_order_idx").on("messages").columns(["order_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("messages_order_idx").execute();
  await db.schema.alterTable("messages").dropColumn("order_id").execute();
  for (const column of ["trade_rsn", "trade_place", "trade_world", "step_emails", "tracking_version"]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
  await db.schema.dropIndex("order_steps_order_idx").execute();
  await db.schema.dropTable("order_steps").execute();
  await db.schema.dropIndex("order_access_tokens_order_idx").execute();
  await db.schema.dropTable("order_access_tokens").execute();
}
