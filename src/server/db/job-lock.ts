import "server-only";
import { database } from "./database";
import { releaseJobLease, takeJobLease, tryAdvisoryJobLock } from "./queries/job-leases";

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
  const { db } = await database();
  return db.transaction().execute(async (trx) => {
    if (!(await tryAdvisoryJobLock(trx, name))) return { acquired: false };
    return { acquired: true, value: await job() };
  });
}

async function withLease<T>(name: string, job: () => Promise<T>): Promise<Locked<T>> {
  const { db } = await database();
  const holder = `${process.pid}:${crypto.randomUUID()}`;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + LEASE_MS).toISOString();
  if (!(await takeJobLease(db, { name, holder, expiresAt }, now))) return { acquired: false };
  try {
    return { acquired: true, value: await job() };
  } finally {
    await releaseJobLease(db, name, holder);
  }
}

/** Runs `job` if no other process is running the job called `name`; otherwise answers `{ acquired: false }` at once. */
export async function withJobLock<T>(name: string, job: () => Promise<T>): Promise<Locked<T>> {
  return (await database()).dialect === "postgres" ? withAdvisoryLock(name, job) : withLease(name, job);
}
