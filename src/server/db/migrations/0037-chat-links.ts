import type { Kysely } from "kysely";

/*
 * What ties a live chat to the rest of the shop. `cart_uuid` is the visitor's cart as their last
 * message named it (the console shows it beside the conversation); `visitor_seen_at` is when the
 * visitor's panel last read the conversation, so a reply to someone who has gone is also emailed.
 * `chat_visitor_tokens` holds further secrets of one conversation, each kept only as a SHA-256: a
 * continue link sent by email (kind "link") and the cookie of each device that followed it (kind
 * "device"), so a second device joins the conversation without the first one losing it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("chat_conversations").addColumn("cart_uuid", "varchar(36)").execute();
  await db.schema.alterTable("chat_conversations").addColumn("visitor_seen_at", "varchar(32)").execute();
  await db.schema
    .createTable("chat_visitor_tokens")
    .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("conversation_id", "varchar(36)", (col) => col.notNull())
    .addColumn("kind", "varchar(8)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("chat_visitor_tokens_conversation_idx")
    .on("chat_visitor_tokens")
    .column("conversation_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("chat_visitor_tokens").execute();
  await db.schema.alterTable("chat_conversations").dropColumn("visitor_seen_at").execute();
  await db.schema.alterTable("chat_conversations").dropColumn("cart_uuid").execute();
}
