import "server-only";
import { sql } from "kysely";
import { getDatabase } from "./client";

/*
 * Runs a job in one process at a time, across every instance that shares the database; a
 * process that finds the job taken skips it instead of waiting.
 *   - PostgreSQL: a transaction-level advisory lock (pg_try_advisory_xact_lock) on a connection
 *     of its own, held in an open transaction while the job runs on the pool. The server lets go
 *     of it when that transaction ends or its connection dies, so a crashed run never blocks the
 *     next one, and a pooled connection can never keep it.
 *   - SQLite: a lease row in `job_leases`, taken by one conditional upsert (the file's write lock
 *     makes it atomic across processes) and deleted when the job ends. A process that dies keeps
 *     it until it expires (LEASE_MS), after which the next run takes it over.
 */

const LEASE_MS = 15 * 60_000;

export type Locked<T> = { acquired: true; value: T } | { acquired: false };

async function withAdvisoryLock<T>(name: string, job: () => Promise<T>): Promise<Locked<T>> {
  const { db } = getDatabase();
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      acquired: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext('runeforge-job'), hashtext(${name})) as acquired`.execute(trx);
    if (!rows[0]?.acquired) return { acquired: false };
    return { acquired: true, value: await job() };
  });
}

async function withLease<T>(name: string, job: () => Promise<T>): Promise<Locked<T>> {
  const { db } = getDatabase();
  const holder = `${process.pid}:${crypto.randomUUID()}`;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + LEASE_MS).toISOString();
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
  if (Number(taken.numInsertedOrUpdatedRows ?? 0) !== 1) return { acquired: false };
  try {
    return { acquired: true, value: await job() };
  } finally {
    await db.deleteFrom("job_leases").where("name", "=", name).where("holder", "=", holder).execute();
  }
}

/** Runs `job` if no other process is running the job called `name`; otherwise answers `{ acquired: false }` at once. */
export function withJobLock<T>(name: string, job: () => Promise<T>): Promise<Locked<T>> {
  return getDatabase().dialect === "postgres" ? withAdvisoryLock(name, job) : withLease(name, job);
}
