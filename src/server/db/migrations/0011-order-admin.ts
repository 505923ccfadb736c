import { type Kysely, sql } from "kysely";

/*
 * The back office's orders. Each order gets a fulfilment status of its own
 * (the payment status says what money did; this says what the shop did), the money a refund
 * asked of a provider holds until it is recorded, notes, and one row per refund asked of a
 * provider. Emails remember their order so the timeline can show them. The list pages by
 * (created_at, id), newest first, never by OFFSET: each filter has an index that ends in those
 * two columns, and search looks up one exact value (reference, lower-cased email or RSN).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("fulfilment", "varchar(16)", (col) => col.notNull().defaultTo("queued"))
    .execute();
  // Cents asked of a provider but not yet recorded as refunded: counted against what may still be refunded.
  await db.schema
    .alterTable("orders")
    .addColumn("refund_pending_cents", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("outbox").addColumn("order_id", "varchar(36)").execute();

  await db.schema
    .createTable("order_notes")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("order_id", "varchar(36)", (col) => col.notNull())
    .addColumn("operator_id", "varchar(36)", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("order_refunds")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("order_id", "varchar(36)", (col) => col.notNull())
    .addColumn("operator_id", "varchar(36)", (col) => col.notNull())
    .addColumn("provider", "varchar(10)", (col) => col.notNull())
    .addColumn("amount_cents", "integer", (col) => col.notNull())
    .addColumn("currency", "varchar(3)", (col) => col.notNull())
    // Sent with the provider call, so a retried request refunds once.
    .addColumn("idempotency_key", "varchar(45)", (col) => col.notNull().unique())
    .addColumn("provider_refund_id", "varchar(255)")
    .addColumn("status", "varchar(12)", (col) => col.notNull())
    .addColumn("error", "text")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("completed_at", "varchar(32)")
    .execute();

  await db.schema.createIndex("order_notes_order_idx").on("order_notes").columns(["order_id", "created_at"]).execute();
  await db.schema
    .createIndex("order_refunds_order_idx")
    .on("order_refunds")
    .columns(["order_id", "created_at"])
    .execute();
  await db.schema.createIndex("outbox_order_idx").on("outbox").columns(["order_id", "created_at"]).execute();
  await db.schema.createIndex("payment_events_order_idx").on("payment_events").columns(["order_id"]).execute();

  await db.schema.createIndex("orders_created_idx").on("orders").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("orders_status_page_idx").on("orders").columns(["status", "created_at", "id"]).execute();
  await db.schema
    .createIndex("orders_fulfilment_page_idx")
    .on("orders")
    .columns(["fulfilment", "created_at", "id"])
    .execute();
  await db.schema.createIndex("orders_method_page_idx").on("orders").columns(["method", "created_at", "id"]).execute();
  await db.schema
    .createIndex("orders_test_mode_page_idx")
    .on("orders")
    .columns(["test_mode", "created_at", "id"])
    .execute();
  await db.schema.createIndex("orders_email_idx").on("orders").expression(sql`lower(email)`).execute();
  await db.schema.createIndex("orders_rsn_idx").on("orders").expression(sql`lower(rsn)`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    "orders_rsn_idx",
    "orders_email_idx",
    "orders_test_mode_page_idx",
    "orders_method_page_idx",
    "orders_fulfilment_page_idx",
    "orders_status_page_idx",
    "orders_created_idx",
    "payment_events_order_idx",
    "outbox_order_idx",
    "order_refunds_order_idx",
    "order_notes_order_idx",
  ])
    await db.schema.dropIndex(index).execute();
  await db.schema.dropTable("order_refunds").execute();
  await db.schema.dropTable("order_notes").execute();
  await db.schema.alterTable("outbox").dropColumn("order_id").execute();
  await db.schema.alterTable("orders").dropColumn("refund_pending_cents").execute();
  await db.schema.alterTable("orders").dropColumn("fulfilment").execute();
}
