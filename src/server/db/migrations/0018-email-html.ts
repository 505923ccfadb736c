import type { Kysely } from "kysely";

/*
 * An email leaves with an HTML part beside its text. The outbox keeps both, so a retry
 * sends what was queued; older rows and anything queued without HTML keep null and leave as text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("body_html", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("body_html").execute();
}
