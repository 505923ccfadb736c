import "server-only";
import { sql } from "kysely";
import {
  afterFailure,
  retryAfterSeconds,
  type ThrottlePolicy,
  type ThrottleState,
} from "@/domain/admin/sign-in-throttle";
import { getDatabase } from "../db/client";
import { ensureDatabaseReady } from "../db/migrate";

/*
 * The sign-in throttle's state in the database (table sign_in_throttle), so every app instance
 * sees the same failures. The delays are the pure policy of src/domain/admin/sign-in-throttle.ts.
 * Keys: `password:account:<email>`, `password:client:<address>`, `code:account:<operator id>`,
 * `code:client:<address>`.
 */

export type ThrottleKey = { key: string; policy: ThrottlePolicy };

const iso = (ms: number) => new Date(ms).toISOString();

async function readState(key: string): Promise<ThrottleState | null> {
  const row = await getDatabase()
    .db.selectFrom("sign_in_throttle")
    .selectAll()
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    failures: Number(row.failures),
    lastFailureAtMs: Date.parse(row.last_failure_at),
    blockedUntilMs: Date.parse(row.blocked_until),
  };
}

/** Seconds until every key may try again (the longest wait); 0 when the attempt may go ahead. */
export async function throttleWaitSeconds(keys: readonly ThrottleKey[], nowMs: number): Promise<number> {
  await ensureDatabaseReady();
  let wait = 0;
  for (const { key } of keys) wait = Math.max(wait, retryAfterSeconds(await readState(key), nowMs));
  return wait;
}

/**
 * Counts one failure on each key. The count moves in one atomic upsert (two instances failing at
 * once both count); the block is then set from the count it answered.
 */
export async function recordThrottleFailure(keys: readonly ThrottleKey[], nowMs: number): Promise<void> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  for (const { key, policy } of keys) {
    const forgetBefore = iso(nowMs - policy.forgetAfterMs);
    const row = await db
      .insertInto("sign_in_throttle")
      .values({ key, failures: 1, last_failure_at: iso(nowMs), blocked_until: iso(nowMs) })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          failures: sql<number>`case when sign_in_throttle.last_failure_at <= ${forgetBefore} then 1 else sign_in_throttle.failures + 1 end`,
          last_failure_at: iso(nowMs),
        }),
      )
      .returning(["failures"])
      .executeTakeFirstOrThrow();
    const failures = Number(row.failures);
    // afterFailure from the count one below gives this count's block.
    const state = afterFailure(
      { failures: failures - 1, lastFailureAtMs: nowMs, blockedUntilMs: nowMs },
      nowMs,
      policy,
    );
    await db
      .updateTable("sign_in_throttle")
      .set({ blocked_until: iso(state.blockedUntilMs) })
      .where("key", "=", key)
      .where("blocked_until", "<", iso(state.blockedUntilMs))
      .execute();
  }
}

/** A success forgets the key's failures (the account's; a client's count keeps running down by time). */
export async function clearThrottle(key: string): Promise<void> {
  await ensureDatabaseReady();
  await getDatabase().db.deleteFrom("sign_in_throttle").where("key", "=", key).execute();
}
