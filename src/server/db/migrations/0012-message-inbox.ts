import { type Kysely, sql } from "kysely";

/*
 * The operator's inbox: each message gets a status (new, open, closed; every message
 * stored before this is new), the operator's replies are kept with who sent them, when, and the
 * outbox email that carried them, and the indexes the inbox, the sender's orders and the live feed
 * read through.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("messages")
    .addColumn("status", "varchar(10)", (col) => col.notNull().defaultTo("new"))
    .execute();
  await db.schema.alterTable("messages").addColumn("status_changed_at", "varchar(32)").execute();

  await db.schema
    .createTable("message_replies")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("message_id", "varchar(36)", (col) => col.notNull().references("messages.id"))
    .addColumn("operator_id", "varchar(36)", (col) => col.notNull())
    .addColumn("subject", "varchar(300)", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    // The email that carried the reply; its row says whether it has been sent.
    .addColumn("outbox_id", "varchar(36)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("message_replies_thread_idx")
    .on("message_replies")
    .columns(["message_id", "created_at", "id"])
    .execute();

  // The inbox: newest first, all or one status, paged by (created_at, id).
  await db.schema.createIndex("messages_created_idx").on("messages").columns(["created_at", "id"]).execute();
  await db.schema
    .createIndex("messages_status_created_idx")
    .on("messages")
    .columns(["status", "created_at", "id"])
    .execute();
  // A sender's messages and orders are matched by email whatever its case (orders_email_idx, on
  // lower(email), comes with 0011-order-admin).
  await db.schema.createIndex("messages_email_lower_idx").on("messages").expression(sql`lower(email)`).execute();
  // The live feed reads paid orders by the time they were paid.
  await db.schema.createIndex("orders_paid_at_idx").on("orders").columns(["paid_at", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_paid_at_idx").execute();
  await db.schema.dropIndex("messages_email_lower_idx").execute();
  await db.schema.dropIndex("messages_status_created_idx").execute();
  await db.schema.dropIndex("messages_created_idx").execute();
  await db.schema.dropIndex("message_replies_thread_idx").execute();
  await db.schema.dropTable("message_replies").execute();
  await db.schema.alterTable("messages").dropColumn("status_changed_at").execute();
  await db.schema.alterTable("messages").dropColumn("status").execute();
}
