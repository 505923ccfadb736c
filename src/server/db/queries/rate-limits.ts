import "server-only";
import { sql } from "kysely";
import { getDatabase } from "../client";
import { ensureDatabaseReady } from "../migrate";

export type RateCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request for `key` in a fixed window, in one atomic statement, so the limit holds
 * when several app instances share the database.
 */
export async function hitRateLimit(key: string, limit: number, windowMs: number, now: number): Promise<RateCheck> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
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
