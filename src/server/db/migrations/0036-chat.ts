import type { Kysely } from "kysely";

/*
 * The shop's own live chat. A conversation belongs to a visitor by a secret cookie,
 * of which only the SHA-256 is kept; its messages are numbered 1, 2, … within it (unique), so a
 * stream resumes after the last number it sent and a message is never shown twice or lost when an
 * instance dies. `waiting_since` is the visitor's first message no one has answered yet (the
 * console's order, the email ask, the Discord nudge). Canned replies are the owner's; presence is
 * each operator's console heartbeat.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("chat_conversations")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("visitor_token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("status", "varchar(8)", (col) => col.notNull())
    .addColumn("email", "varchar(254)")
    .addColumn("order_id", "varchar(36)")
    .addColumn("page_path", "varchar(300)")
    .addColumn("claimed_by", "varchar(36)")
    .addColumn("last_seq", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_visitor_at", "varchar(32)")
    .addColumn("last_staff_at", "varchar(32)")
    .addColumn("waiting_since", "varchar(32)")
    .addColumn("discord_told_at", "varchar(32)")
    .addColumn("closed_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("chat_conversations_status_updated_idx")
    .on("chat_conversations")
    .columns(["status", "updated_at", "id"])
    .execute();
  await db.schema.createIndex("chat_conversations_order_idx").on("chat_conversations").column("order_id").execute();

  await db.schema
    .createTable("chat_messages")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("conversation_id", "varchar(36)", (col) => col.notNull())
    .addColumn("seq", "integer", (col) => col.notNull())
    .addColumn("author", "varchar(8)", (col) => col.notNull())
    .addColumn("operator_id", "varchar(36)")
    .addColumn("body", "varchar(1000)", (col) => col.notNull())
    .addColumn("links_enabled", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("chat_messages_conversation_seq_idx")
    .on("chat_messages")
    .columns(["conversation_id", "seq"])
    .unique()
    .execute();

  await db.schema
    .createTable("chat_canned_replies")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("title", "varchar(60)", (col) => col.notNull())
    .addColumn("body", "varchar(1000)", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("chat_presence")
    .addColumn("operator_id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("seen_at", "varchar(32)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("chat_presence").execute();
  await db.schema.dropTable("chat_canned_replies").execute();
  await db.schema.dropTable("chat_messages").execute();
  await db.schema.dropTable("chat_conversations").execute();
}
