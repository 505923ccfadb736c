import type { Kysely } from "kysely";

/*
 * Players selling gold to the shop (docs/adr/0030-sell-orders.md). One row per sale, its quote
 * fixed at creation (rate, cents, expiry) and each step's facts in their own columns, so a step is
 * one conditional UPDATE on the status read (two operators: one wins). `rsn_key` and `email_key`
 * find a player's sales of the day for the daily limit. `tracking_version` moves with every change
 * the player's page shows. The links to the player's private page are `sell_order_tokens`: only
 * hashes, one per link handed out (the creation's, each step email's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sell_orders")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("reference", "varchar(16)", (col) => col.notNull().unique())
    .addColumn("millions", "integer", (col) => col.notNull())
    .addColumn("rsn", "varchar(12)", (col) => col.notNull())
    .addColumn("rsn_key", "varchar(12)", (col) => col.notNull())
    .addColumn("email", "varchar(320)", (col) => col.notNull())
    .addColumn("email_key", "varchar(320)", (col) => col.notNull())
    .addColumn("payout_method", "varchar(16)", (col) => col.notNull())
    .addColumn("payout_details", "varchar(200)", (col) => col.notNull())
    .addColumn("quote_millicents_per_million", "integer", (col) => col.notNull())
    .addColumn("quote_cents", "integer", (col) => col.notNull())
    .addColumn("quote_expires_at", "varchar(32)", (col) => col.notNull())
    .addColumn("status", "varchar(16)", (col) => col.notNull())
    .addColumn("trade_world", "integer")
    .addColumn("trade_place", "varchar(100)")
    .addColumn("trade_rsn", "varchar(12)")
    .addColumn("arranged_at", "varchar(32)")
    .addColumn("received_millions", "integer")
    .addColumn("received_account", "varchar(64)")
    .addColumn("received_at", "varchar(32)")
    .addColumn("payout_cents", "integer")
    .addColumn("payout_reference", "varchar(100)")
    .addColumn("paid_at", "varchar(32)")
    .addColumn("decline_reason", "varchar(500)")
    .addColumn("declined_at", "varchar(32)")
    .addColumn("tracking_version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sell_orders_created_idx").on("sell_orders").columns(["created_at"]).execute();
  await db.schema
    .createIndex("sell_orders_status_created_idx")
    .on("sell_orders")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createIndex("sell_orders_email_day_idx")
    .on("sell_orders")
    .columns(["email_key", "created_at"])
    .execute();
  await db.schema.createIndex("sell_orders_rsn_day_idx").on("sell_orders").columns(["rsn_key", "created_at"]).execute();
  await db.schema
    .createTable("sell_order_tokens")
    .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("sell_order_id", "varchar(36)", (col) => col.notNull().references("sell_orders.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sell_order_tokens").execute();
  await db.schema.dropTable("sell_orders").execute();
}
