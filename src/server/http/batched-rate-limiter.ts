import "server-only";
import {
  decideHit,
  forgettable,
  slackFor,
  startWrite,
  type WindowCount,
  type WindowRule,
  writeFailed,
  writeSucceeded,
} from "@/domain/http/rate-limit-window";
import type { RateCheck, RateLimitCount, RateLimitHits } from "./rate-limit-store";

/*
 * The API rate limit without a database write per request (ADR 0017): each instance counts in
 * memory and writes each key's new hits in one batched upsert per window length, at most every
 * WRITE_INTERVAL_MS and at once when a key has used its slack; each write answers the global
 * count, which is what the next decisions start from. The counting rules are
 * src/domain/http/rate-limit-window.ts.
 */

/** How long a hit may wait in memory before it is written, when nothing forces a write sooner. */
export const WRITE_INTERVAL_MS = 200;
/** Keys per statement: far under SQLite's and PostgreSQL's bound-parameter limits. */
const KEYS_PER_STATEMENT = 200;

export type WriteHits = (hits: readonly RateLimitHits[], windowMs: number, now: number) => Promise<RateLimitCount[]>;

type Entry = { count: WindowCount; rule: WindowRule };

export class BatchedRateLimiter {
  private readonly entries = new Map<string, Entry>();
  private writing: Promise<boolean> | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private failing = false;

  constructor(
    private readonly options: {
      write: WriteHits;
      /** Told once when writes start failing (nothing personal: no key), and once when they work again. */
      onWriteProblem?: (problem: { failing: boolean; error?: unknown }) => void;
      now?: () => number;
      /** 0: only `flush()` writes (tests drive it). */
      intervalMs?: number;
    },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Counts one request for `key`; 429's Retry-After when over the limit. Never throws for the database. */
  async hit(key: string, rule: WindowRule): Promise<RateCheck> {
    // Each pass either decides or waits for a write, which moves this key's hits out of the slack.
    for (;;) {
      const entry = this.entries.get(key);
      const current = entry && entry.rule.windowMs === rule.windowMs ? entry.count : undefined;
      const slack = this.failing ? Number.POSITIVE_INFINITY : slackFor(rule.limit);
      const decision = decideHit(current, rule, slack, this.now());
      if (decision.kind === "refuse") return { allowed: false, retryAfterSeconds: decision.retryAfterSeconds };
      if (decision.kind === "admit") {
        this.entries.set(key, { count: decision.count, rule });
        this.schedule();
        return { allowed: true };
      }
      await this.flush();
    }
  }

  /**
   * What `hit` would answer for `key` now, counting nothing: for limits that count only some
   * requests (a webhook's refusals), checked before the request is known to be one of them.
   */
  peek(key: string, rule: WindowRule): RateCheck {
    const entry = this.entries.get(key);
    const current = entry && entry.rule.windowMs === rule.windowMs ? entry.count : undefined;
    // No slack: a peek never waits for a write, it answers from what this instance knows.
    const decision = decideHit(current, rule, Number.POSITIVE_INFINITY, this.now());
    return decision.kind === "refuse"
      ? { allowed: false, retryAfterSeconds: decision.retryAfterSeconds }
      : { allowed: true };
  }

  /** Writes every key's pending hits; one write at a time, shared by whoever asks meanwhile. Answers whether it worked. */
  flush(): Promise<boolean> {
    if (!this.writing) {
      this.writing = this.writeAll().finally(() => {
        this.writing = undefined;
        if (this.hasPending()) this.schedule();
      });
    }
    return this.writing;
  }

  /** Stops the timer; what is still pending is written by a last `flush()` if the caller wants it. */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private hasPending(): boolean {
    for (const entry of this.entries.values()) if (entry.count.pending > 0) return true;
    return false;
  }

  private schedule(): void {
    const interval = this.options.intervalMs ?? WRITE_INTERVAL_MS;
    if (this.timer || interval <= 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, interval);
    // A pending write never keeps a process alive that has nothing else to do.
    this.timer.unref?.();
  }

  private async writeAll(): Promise<boolean> {
    const now = this.now();
    const byWindow = new Map<number, { key: string; delta: number; windowStart: number }[]>();
    for (const [key, entry] of this.entries) {
      if (forgettable(entry.count, entry.rule, now)) {
        this.entries.delete(key);
        continue;
      }
      if (entry.count.pending === 0) continue;
      const { count, delta } = startWrite(entry.count);
      entry.count = count;
      const group = byWindow.get(entry.rule.windowMs) ?? [];
      group.push({ key, delta, windowStart: count.windowStart });
      byWindow.set(entry.rule.windowMs, group);
    }
    let ok = true;
    for (const [windowMs, hits] of byWindow) {
      for (let start = 0; start < hits.length; start += KEYS_PER_STATEMENT) {
        const chunk = hits.slice(start, start + KEYS_PER_STATEMENT);
        try {
          const answers = new Map((await this.options.write(chunk, windowMs, now)).map((row) => [row.key, row]));
          if (chunk.some((hit) => !answers.has(hit.key)))
            throw new Error("the write answered fewer keys than it was given");
          for (const hit of chunk) {
            const entry = this.entries.get(hit.key);
            const answer = answers.get(hit.key);
            if (entry && answer) entry.count = writeSucceeded(entry.count, hit.delta, answer);
          }
        } catch (error) {
          ok = false;
          for (const hit of chunk) {
            const entry = this.entries.get(hit.key);
            if (entry) entry.count = writeFailed(entry.count, hit.delta);
          }
          if (!this.failing) this.options.onWriteProblem?.({ failing: true, error });
          this.failing = true;
        }
      }
    }
    if (ok && this.failing) {
      this.failing = false;
      this.options.onWriteProblem?.({ failing: false });
    }
    return ok;
  }
}
