import type { Kysely } from "kysely";

/*
 * The outbox also carries posts to the shop's Discord webhook, so a post is
 * written in the transaction of the event it reports and retried like an email, under the same
 * claims (ADR 0018). `channel` tells the kinds apart (every earlier row is an email); a post's
 * JSON body is `payload`, and its address is not stored: it is DISCORD_WEBHOOK_URL, a secret read
 * from the configuration when the post is sent. The claim reads due rows by channel.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("outbox")
    .addColumn("channel", "varchar(16)", (col) => col.notNull().defaultTo("email"))
    .execute();
  await db.schema.alterTable("outbox").addColumn("payload", "text").execute();
  await db.schema
    .createIndex("outbox_channel_due_idx")
    .on("outbox")
    .columns(["channel", "status", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("outbox_channel_due_idx").execute();
  await db.schema.alterTable("outbox").dropColumn("payload").execute();
  await db.schema.alterTable("outbox").dropColumn("channel").execute();
}
