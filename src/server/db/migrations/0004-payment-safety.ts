import type { Kysely } from "kysely";

/*
 * Payments that cannot be faked: orders remember whether they were placed outside live
 * mode and why a payment was not accepted; refunds and disputes get their own timestamps; the
 * retention job gets the indexes its deletes walk.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("test_mode", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("orders").addColumn("payment_issue", "text").execute();
  await db.schema.alterTable("orders").addColumn("refunded_at", "varchar(32)").execute();
  await db.schema.alterTable("orders").addColumn("disputed_at", "varchar(32)").execute();
  await db.schema.createIndex("orders_status_created_idx").on("orders").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("orders_cart_uuid_idx").on("orders").column("cart_uuid").execute();
  await db.schema.createIndex("payment_events_received_idx").on("payment_events").column("received_at").execute();
  await db.schema.createIndex("outbox_sent_idx").on("outbox").columns(["status", "sent_at"]).execute();
  await db.schema.createIndex("rate_limits_window_idx").on("rate_limits").column("window_start").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("rate_limits_window_idx").execute();
  await db.schema.dropIndex("outbox_sent_idx").execute();
  await db.schema.dropIndex("payment_events_received_idx").execute();
  await db.schema.dropIndex("orders_cart_uuid_idx").execute();
  await db.schema.dropIndex("orders_status_created_idx").execute();
  await db.schema.alterTable("orders").dropColumn("disputed_at").execute();
  await db.schema.alterTable("orders").dropColumn("refunded_at").execute();
  await db.schema.alterTable("orders").dropColumn("payment_issue").execute();
  await db.schema.alterTable("orders").dropColumn("test_mode").execute();
}
