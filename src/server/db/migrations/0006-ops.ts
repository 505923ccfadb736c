import type { Kysely } from "kysely";

/*
 * The retention job: an outbox row remembers when its body was removed, so
 * the operator can tell a removed body from an empty one and the job never rewrites a row twice;
 * `job_leases` lets one process at a time run a job on SQLite (PostgreSQL uses an advisory lock).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("body_removed_at", "varchar(32)").execute();
  await db.schema
    .createTable("job_leases")
    .addColumn("name", "varchar(64)", (col) => col.primaryKey())
    .addColumn("holder", "varchar(100)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(32)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_leases").execute();
  await db.schema.alterTable("outbox").dropColumn("body_removed_at").execute();
}
