/*
 * The counting rules of a fixed-window rate limit kept in each instance's memory and written to
 * the shared database in batches (ADR 0017). An instance knows, per key, the global count the
 * database answered at its last write, plus the hits it admitted since (`pending`, then
 * `inFlight` while they are being written). It refuses when that sum reaches the limit, so one
 * instance alone is exact. It admits at most `slack` unwritten hits per key before it must write
 * and learn the others' count, which bounds what N instances together can admit in a window to
 * limit − 1 + N × slack.
 */

export type WindowRule = { limit: number; windowMs: number };

export type WindowCount = {
  /** When the window started: the database's answer after a write, this instance's first hit before. */
  windowStart: number;
  /** The window's count in the database at this key's last write (every instance's written hits). */
  known: number;
  /** Hits admitted here and not written yet. */
  pending: number;
  /** Hits admitted here whose write has started and not finished. */
  inFlight: number;
};

export type HitDecision =
  | { kind: "admit"; count: WindowCount }
  | { kind: "refuse"; retryAfterSeconds: number }
  /** As many unwritten hits as the slack allows: write them and decide again. */
  | { kind: "write-first" };

/** A tenth of the limit, at least one: the per-instance share of unwritten hits (ADR 0017). */
export const SLACK_FRACTION = 0.1;

export function slackFor(limit: number): number {
  return Math.max(1, Math.floor(limit * SLACK_FRACTION));
}

export function windowExpired(count: WindowCount, rule: WindowRule, now: number): boolean {
  return now - count.windowStart >= rule.windowMs;
}

/**
 * One request for a key. An expired window starts again at `now`, dropping its unwritten hits
 * (they belonged to a window that is over) but not the ones being written: their write's answer
 * says which window they landed in. `slack` is Infinity when the database cannot be written, so
 * the instance still limits on its own count.
 */
export function decideHit(current: WindowCount | undefined, rule: WindowRule, slack: number, now: number): HitDecision {
  const count =
    current === undefined || windowExpired(current, rule, now)
      ? { windowStart: now, known: 0, pending: 0, inFlight: current?.inFlight ?? 0 }
      : current;
  if (count.known + count.inFlight + count.pending >= rule.limit) {
    return { kind: "refuse", retryAfterSeconds: retryAfterSeconds(count, rule, now) };
  }
  // Hits being written are not in `known` yet: they use the slack as pending ones do.
  if (count.pending + count.inFlight >= slack) return { kind: "write-first" };
  return { kind: "admit", count: { ...count, pending: count.pending + 1 } };
}

export function retryAfterSeconds(count: WindowCount, rule: WindowRule, now: number): number {
  return Math.max(1, Math.ceil((count.windowStart + rule.windowMs - now) / 1000));
}

/** A write starts: the pending hits are now in flight. */
export function startWrite(count: WindowCount): { count: WindowCount; delta: number } {
  return { count: { ...count, pending: 0, inFlight: count.inFlight + count.pending }, delta: count.pending };
}

/**
 * The write of `delta` hits succeeded and the database answered the window's start and its count
 * (which includes them): that is now what this instance knows; hits admitted meanwhile stay pending.
 */
export function writeSucceeded(
  count: WindowCount,
  delta: number,
  answer: { windowStart: number; count: number },
): WindowCount {
  return {
    windowStart: answer.windowStart,
    known: answer.count,
    pending: count.pending,
    inFlight: Math.max(0, count.inFlight - delta),
  };
}

/** The write failed: its hits are pending again, to go with the next write; none is lost. */
export function writeFailed(count: WindowCount, delta: number): WindowCount {
  const returned = Math.min(delta, count.inFlight);
  return { ...count, pending: count.pending + returned, inFlight: count.inFlight - returned };
}

/** A key can be forgotten once its window is over and nothing of it is left to write. */
export function forgettable(count: WindowCount, rule: WindowRule, now: number): boolean {
  return windowExpired(count, rule, now) && count.pending === 0 && count.inFlight === 0;
}
