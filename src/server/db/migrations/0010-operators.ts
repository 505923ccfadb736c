import type { Kysely } from "kysely";

/*
 * The back office's operators and their sign-in (docs/adr/0009-operator-sign-in.md).
 * No secret is stored in the clear: the password is an argon2id hash, the enrolment link, session
 * tokens and recovery codes are SHA-256 hashes of random values. The TOTP secret has to be read back
 * to check a code, so it is kept as is (the database is the trust boundary; see docs/security.md).
 * Times are ISO strings like the audit log's, so they compare as text on both dialects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("operators")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    // Lower-cased on the way in, so one person is one row.
    .addColumn("email", "varchar(254)", (col) => col.notNull().unique())
    // invited (link sent, not yet enrolled), active, disabled.
    .addColumn("status", "varchar(16)", (col) => col.notNull())
    .addColumn("password_hash", "varchar(200)")
    .addColumn("totp_secret", "varchar(64)")
    // The secret shown at enrolment until the first code confirms it.
    .addColumn("pending_totp_secret", "varchar(64)")
    // The last TOTP time step accepted: a code is taken once, and never one older than it.
    .addColumn("totp_last_step", "bigint")
    .addColumn("enrol_token_hash", "varchar(64)", (col) => col.unique())
    .addColumn("enrol_expires_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("enrolled_at", "varchar(32)")
    .addColumn("disabled_at", "varchar(32)")
    .execute();

  await db.schema
    .createTable("operator_recovery_codes")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("operator_id", "varchar(36)", (col) => col.notNull().references("operators.id").onDelete("cascade"))
    .addColumn("code_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("used_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("operator_recovery_codes_operator_idx")
    .on("operator_recovery_codes")
    .columns(["operator_id", "code_hash"])
    .execute();

  await db.schema
    .createTable("operator_sessions")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("operator_id", "varchar(36)", (col) => col.notNull().references("operators.id").onDelete("cascade"))
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    // aal1 after the password, aal2 after a TOTP or recovery code.
    .addColumn("aal", "varchar(8)", (col) => col.notNull())
    // When the sign-in began: the absolute limit counts from here, across the rotation to aal2.
    .addColumn("started_at", "varchar(32)", (col) => col.notNull())
    .addColumn("last_seen_at", "varchar(32)", (col) => col.notNull())
    // Where it started, for the operator's list of sessions: the client key and the browser's name.
    .addColumn("client", "varchar(100)", (col) => col.notNull())
    .addColumn("user_agent", "varchar(200)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("operator_sessions_operator_idx").on("operator_sessions").column("operator_id").execute();

  // Failed sign-in attempts, per account and per client, for the growing delays.
  await db.schema
    .createTable("sign_in_throttle")
    .addColumn("key", "varchar(300)", (col) => col.primaryKey())
    .addColumn("failures", "integer", (col) => col.notNull())
    .addColumn("last_failure_at", "varchar(32)", (col) => col.notNull())
    .addColumn("blocked_until", "varchar(32)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign_in_throttle").execute();
  await db.schema.dropIndex("operator_sessions_operator_idx").execute();
  await db.schema.dropTable("operator_sessions").execute();
  await db.schema.dropIndex("operator_recovery_codes_operator_idx").execute();
  await db.schema.dropTable("operator_recovery_codes").execute();
  await db.schema.dropTable("operators").execute();
}
