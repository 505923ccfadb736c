import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { slackFor } from "@/domain/http/rate-limit-window";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { deleteSpentRateLimits } from "@/server/db/queries/rate-limits";
import { BatchedRateLimiter, type WriteHits } from "@/server/http/batched-rate-limiter";
import { addRateLimitHits } from "@/server/http/rate-limit-store";

/*
 * Issue 19, item 2: the API rate limit counts in each instance's memory and writes batches of
 * deltas to the shared database (ADR 0017). Two limiters here are two app instances sharing this
 * file's database: together they admit at most limit − 1 + 2 × slack in a window, one alone
 * admits exactly the limit, and a write that fails loses no hit and throws at no request.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const WINDOW_MS = 60_000;

await ensureDatabaseReady();

let keyNumber = 0;
function newKey(): string {
  keyNumber += 1;
  return `api:/api/cart/saveCartData:test-${keyNumber}-${crypto.randomUUID()}`;
}

async function databaseCount(key: string): Promise<number | undefined> {
  const row = await getDatabase()
    .db.selectFrom("rate_limits")
    .select("count")
    .where("key", "=", key)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.count);
}

const limiters: BatchedRateLimiter[] = [];
function instance(options: { write?: WriteHits; intervalMs?: number; now?: () => number } = {}) {
  const limiter = new BatchedRateLimiter({ write: addRateLimitHits, intervalMs: 0, ...options });
  limiters.push(limiter);
  return limiter;
}

afterAll(() => {
  for (const limiter of limiters) limiter.stop();
});

beforeEach(async () => {
  await getDatabase().db.deleteFrom("rate_limits").execute();
});

describe(`the batched API rate limit on ${dialect}`, () => {
  it("admits exactly the limit on one instance, and writes them all", async () => {
    const key = newKey();
    const limiter = instance();
    const rule = { limit: 23, windowMs: WINDOW_MS };
    let admitted = 0;
    for (let index = 0; index < 40; index++) if ((await limiter.hit(key, rule)).allowed) admitted += 1;
    expect(admitted).toBe(23);
    const refused = await limiter.hit(key, rule);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    await limiter.flush();
    expect(await databaseCount(key)).toBe(23);
  });

  it("writes once per slack, not once per request", async () => {
    const key = newKey();
    let writes = 0;
    const limiter = instance({
      write: (hits, windowMs, now) => {
        writes += 1;
        return addRateLimitHits(hits, windowMs, now);
      },
    });
    const rule = { limit: 100, windowMs: WINDOW_MS };
    for (let index = 0; index < 100; index++) expect((await limiter.hit(key, rule)).allowed).toBe(true);
    // The 11th, 21st, … 91st hit each found the slack of 10 used up: nine writes for 100 requests.
    expect(writes).toBe(9);
    expect(await databaseCount(key)).toBe(90);
  });

  it("holds the combined limit of two instances within limit − 1 + 2 × slack, taking turns", async () => {
    const key = newKey();
    const rule = { limit: 50, windowMs: WINDOW_MS };
    const [a, b] = [instance(), instance()];
    let admitted = 0;
    for (let index = 0; index < 200; index++) {
      const limiter = index % 3 === 0 ? b : a;
      if ((await limiter.hit(key, rule)).allowed) admitted += 1;
      if (index % 7 === 0) await (index % 2 ? a : b).flush();
    }
    await Promise.all([a.flush(), b.flush()]);
    expect(admitted).toBeGreaterThanOrEqual(rule.limit);
    expect(admitted).toBeLessThanOrEqual(rule.limit - 1 + 2 * slackFor(rule.limit));
    // Every admitted hit reached the database: the count there is the truth the instances share.
    expect(await databaseCount(key)).toBe(admitted);
  });

  it("holds it with both instances taking requests at once and writing on their timers", async () => {
    const key = newKey();
    const rule = { limit: 40, windowMs: WINDOW_MS };
    const [a, b] = [instance({ intervalMs: 5 }), instance({ intervalMs: 5 })];
    const answers = await Promise.all(
      Array.from({ length: 300 }, async (_, index) => {
        await new Promise((resolve) => setTimeout(resolve, index % 20));
        return (index % 2 ? a : b).hit(key, rule);
      }),
    );
    const admitted = answers.filter((answer) => answer.allowed).length;
    await Promise.all([a.flush(), b.flush()]);
    expect(admitted).toBeGreaterThanOrEqual(rule.limit);
    expect(admitted).toBeLessThanOrEqual(rule.limit - 1 + 2 * slackFor(rule.limit));
    expect(await databaseCount(key)).toBe(admitted);
  });

  it("lets a second instance that starts late see the first one's count at its first write", async () => {
    const key = newKey();
    const rule = { limit: 30, windowMs: WINDOW_MS };
    const first = instance();
    for (let index = 0; index < 30; index++) await first.hit(key, rule);
    await first.flush();
    const late = instance();
    let admitted = 0;
    for (let index = 0; index < 10; index++) if ((await late.hit(key, rule)).allowed) admitted += 1;
    // Before its first write it knows nothing, so at most its slack gets through.
    expect(admitted).toBeLessThanOrEqual(slackFor(rule.limit));
    expect((await late.hit(key, rule)).allowed).toBe(false);
  });

  it("loses no hit and throws at no request when writes fail, and limits per instance meanwhile", async () => {
    const key = newKey();
    const rule = { limit: 20, windowMs: WINDOW_MS };
    let down = true;
    const problems: boolean[] = [];
    const limiter = instance({
      write: (hits, windowMs, now) =>
        down ? Promise.reject(new Error("connection refused")) : addRateLimitHits(hits, windowMs, now),
    });
    const flaky = new BatchedRateLimiter({
      write: (hits, windowMs, now) =>
        down ? Promise.reject(new Error("connection refused")) : addRateLimitHits(hits, windowMs, now),
      onWriteProblem: ({ failing }) => problems.push(failing),
      intervalMs: 0,
    });
    limiters.push(flaky);
    let admitted = 0;
    for (let index = 0; index < 30; index++) if ((await flaky.hit(key, rule)).allowed) admitted += 1;
    expect(admitted).toBe(20);
    expect(problems).toEqual([true]);
    expect(await databaseCount(key)).toBeUndefined();
    expect(await flaky.flush()).toBe(false);

    down = false;
    expect(await flaky.flush()).toBe(true);
    expect(problems).toEqual([true, false]);
    expect(await databaseCount(key)).toBe(20);
    // Another instance now sees the full count at its first write.
    await limiter.hit(key, rule);
    await limiter.flush();
    expect((await limiter.hit(key, rule)).allowed).toBe(false);
  });

  it("starts a new window in the database once the old one is over, and retention removes spent counters", async () => {
    const key = newKey();
    const rule = { limit: 5, windowMs: 1_000 };
    let now = 1_000_000;
    const limiter = instance({ now: () => now });
    for (let index = 0; index < 5; index++) expect((await limiter.hit(key, rule)).allowed).toBe(true);
    await limiter.flush();
    expect((await limiter.hit(key, rule)).allowed).toBe(false);
    now += 1_000;
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    await limiter.flush();
    expect(await databaseCount(key)).toBe(1);
    const { db } = getDatabase();
    const row = await db.selectFrom("rate_limits").select("window_start").where("key", "=", key).executeTakeFirst();
    expect(Number(row?.window_start)).toBe(now);
    await deleteSpentRateLimits(db, now, 100);
    expect(await databaseCount(key)).toBeUndefined();
  });
});
