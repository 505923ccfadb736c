import "server-only";
import type { Executor } from "../database";

/*
 * The retention job's delete of spent rate-limit counters, over at most `limit` rows so that no
 * statement holds the table for long; the job's other batches live with their tables (orders,
 * outbox, carts, payment_events). Running it twice changes nothing the second time.
 */

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
