import "server-only";
import type { DatabaseDialect } from "../client";
import type { Executor } from "../database";
import type { SignInThrottleTable } from "../schema";

/*
 * The sign-in throttle's rows (table sign_in_throttle), one per key. The caller runs these in one
 * transaction: insert the missing keys first (SQLite takes its write lock with that write), then
 * read them locked (PostgreSQL locks the rows, in key order), then write back what changed.
 */

/** Adds the rows of keys not stored yet; an existing row is left as it is. */
export async function insertMissingThrottleRows(db: Executor, rows: readonly SignInThrottleTable[]): Promise<void> {
  await db
    .insertInto("sign_in_throttle")
    .values([...rows])
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
}

/** The keys' rows; on PostgreSQL locked for the rest of the transaction, taken in key order. */
export async function lockThrottleRows(
  db: Executor,
  dialect: DatabaseDialect,
  keys: readonly string[],
): Promise<SignInThrottleTable[]> {
  let read = db
    .selectFrom("sign_in_throttle")
    .selectAll()
    .where("key", "in", [...keys]);
  if (dialect === "postgres") read = read.orderBy("key").forUpdate();
  return read.execute();
}

export async function updateThrottleRow(db: Executor, row: SignInThrottleTable): Promise<void> {
  await db.updateTable("sign_in_throttle").set(row).where("key", "=", row.key).execute();
}

export async function deleteThrottleRow(db: Executor, key: string): Promise<void> {
  await db.deleteFrom("sign_in_throttle").where("key", "=", key).execute();
}
