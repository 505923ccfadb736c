import "server-only";
import { sql } from "kysely";
import type { Executor } from "../database";

/*
 * The rate limits' counters (table rate_limits), one row per key and window. Counting is one
 * upsert, so the limit holds when several app instances share the database; the service side is
 * src/server/http/rate-limit-store.ts.
 */

export type RateCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request for `key` in a fixed window, in one atomic statement, so the limit holds
 * when several app instances share the database.
 */
export async function upsertRateLimitHit(
  db: Executor,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
): Promise<RateCheck> {
  const expired = now - windowMs;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: now, count: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(["window_start", "count"])
    .executeTakeFirstOrThrow();
  if (Number(row.count) <= limit) return { allowed: true };
  const windowEnds = Number(row.window_start) + windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now) / 1000)) };
}

export type RateLimitHits = { key: string; delta: number; windowStart: number };
export type RateLimitCount = { key: string; windowStart: number; count: number };

/**
 * Adds each key's hits counted by one instance since its last write, in one statement, and
 * answers each key's window and global count (every instance's hits). A key whose window is over
 * starts again at the instance's first hit in its new window. Keys are written in one order, so
 * two instances writing the same keys at once queue on the rows instead of deadlocking.
 */
export async function upsertRateLimitHits(
  db: Executor,
  hits: readonly RateLimitHits[],
  windowMs: number,
  now: number,
): Promise<RateLimitCount[]> {
  if (hits.length === 0) return [];
  const expired = now - windowMs;
  const rows = await db
    .insertInto("rate_limits")
    .values(
      [...hits]
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .map((hit) => ({ key: hit.key, window_start: hit.windowStart, count: hit.delta })),
    )
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.window_start <= ${expired} then excluded.count else rate_limits.count + excluded.count end`,
        window_start: sql<number>`case when rate_limits.window_start <= ${expired} then excluded.window_start else rate_limits.window_start end`,
      }),
    )
    .returning(["key", "window_start", "count"])
    .execute();
  return rows.map((row) => ({ key: row.key, windowStart: Number(row.window_start), count: Number(row.count) }));
}

/** Rate-limit counters whose window started at or before `windowStartMs`: spent for every window in use. */
export async function deleteSpentRateLimits(db: Executor, windowStartMs: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom("rate_limits")
    .where("key", "in", (eb) =>
      eb.selectFrom("rate_limits").select("key").where("window_start", "<=", windowStartMs).limit(limit),
    )
    .where("window_start", "<=", windowStartMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
