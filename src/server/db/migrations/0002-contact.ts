import type { Kysely } from "kysely";

// Contact messages, the email outbox and the per-client rate limits.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("messages")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("email", "varchar(320)", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("source", "varchar(32)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("to_address", "varchar(320)", (col) => col.notNull())
    .addColumn("reply_to", "varchar(320)", (col) => col.notNull().defaultTo(""))
    .addColumn("subject", "varchar(300)", (col) => col.notNull())
    .addColumn("body_text", "text", (col) => col.notNull())
    .addColumn("status", "varchar(16)", (col) => col.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(32)", (col) => col.notNull())
    .addColumn("locked_until", "varchar(32)")
    .addColumn("last_error", "text")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("sent_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "varchar(200)", (col) => col.primaryKey())
    .addColumn("window_start", "bigint", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("messages").execute();
}
