import "server-only";
import { sql } from "kysely";
import type { Executor } from "../database";

/*
 * The locks that keep a job to one process at a time (src/server/db/job-lock.ts): on SQLite a
 * lease row in job_leases, on PostgreSQL a transaction-level advisory lock in place of the table.
 */

/**
 * Takes the job's lease for `holder` until `expiresAt`: a new row, or the row of a lease that
 * expired by `now`, in one conditional upsert (atomic under SQLite's write lock). Answers whether
 * it was taken.
 */
export async function takeJobLease(
  db: Executor,
  lease: { name: string; holder: string; expiresAt: string },
  now: Date,
): Promise<boolean> {
  const { name, holder, expiresAt } = lease;
  const taken = await db
    .insertInto("job_leases")
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column("name")
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where("job_leases.expires_at", "<=", now.toISOString()),
    )
    .executeTakeFirst();
  return Number(taken.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Gives the lease back, if this holder still has it. */
export async function releaseJobLease(db: Executor, name: string, holder: string): Promise<void> {
  await db.deleteFrom("job_leases").where("name", "=", name).where("holder", "=", holder).execute();
}

/**
 * PostgreSQL only: tries the job's advisory lock for the rest of the transaction `trx` is in;
 * answers whether it was free.
 */
export async function tryAdvisoryJobLock(trx: Executor, name: string): Promise<boolean> {
  const { rows } = await sql<{
    acquired: boolean;
  }>`select pg_try_advisory_xact_lock(hashtext('runeforge-job'), hashtext(${name})) as acquired`.execute(trx);
  return Boolean(rows[0]?.acquired);
}
