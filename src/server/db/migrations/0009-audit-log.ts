import type { Kysely } from "kysely";

/*
 * The back office's audit log. Append-only: one row per operator action and per session
 * event (the spec's names: SIGNED_IN, SIGNED_OUT, MFA_CHALLENGE_VERIFIED, ...), with who did it,
 * what it touched and the state before and after. Written in the same transaction as the change it
 * records, so a change without its row (or a row without its change) cannot exist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("at", "varchar(32)", (col) => col.notNull())
    // The operator's id, or null for an event with no known operator (a failed sign-in).
    .addColumn("operator_id", "varchar(36)")
    .addColumn("action", "varchar(60)", (col) => col.notNull())
    // What the action touched: "order", "message", "operator", "session"... and its id.
    .addColumn("target_type", "varchar(30)", (col) => col.notNull())
    .addColumn("target_id", "varchar(120)", (col) => col.notNull())
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .execute();
  await db.schema.createIndex("audit_log_at_idx").on("audit_log").columns(["at", "id"]).execute();
  await db.schema
    .createIndex("audit_log_target_idx")
    .on("audit_log")
    .columns(["target_type", "target_id", "at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("audit_log_target_idx").execute();
  await db.schema.dropIndex("audit_log_at_idx").execute();
  await db.schema.dropTable("audit_log").execute();
}
