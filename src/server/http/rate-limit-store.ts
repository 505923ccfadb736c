import "server-only";
import { database } from "../db/database";
import {
  type RateCheck,
  type RateLimitCount,
  type RateLimitHits,
  upsertRateLimitHit,
  upsertRateLimitHits,
} from "../db/queries/rate-limits";

/*
 * The rate limits' counts in the shared database (src/server/db/queries/rate-limits.ts), for the
 * request guard (guard-request.ts) and the few services that count a budget of their own.
 */

export type { RateCheck, RateLimitCount, RateLimitHits } from "../db/queries/rate-limits";

/**
 * Counts one request for `key` in a fixed window, in one atomic statement, so the limit holds
 * when several app instances share the database.
 */
export async function hitRateLimit(key: string, limit: number, windowMs: number, now: number): Promise<RateCheck> {
  const { db } = await database();
  return upsertRateLimitHit(db, key, limit, windowMs, now);
}

/** Writes one instance's batch of counted hits (ADR 0017) and answers each key's global count. */
export async function addRateLimitHits(
  hits: readonly RateLimitHits[],
  windowMs: number,
  now: number,
): Promise<RateLimitCount[]> {
  if (hits.length === 0) return [];
  const { db } = await database();
  return upsertRateLimitHits(db, hits, windowMs, now);
}
