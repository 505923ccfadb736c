/*
 * Growing delays after failed sign-in attempts. Each key (an account, a client address)
 * gets a few free failures; after that every failure blocks the key for twice as long as the one
 * before, up to a cap. A quiet hour forgets the failures. Accounts get fewer free failures than
 * clients, because many operators may sit behind one office address.
 * An attempt is counted as a failure BEFORE its password or code is checked (reserveAttempt), so
 * a burst sent at once gets exactly the free attempts checked, not as many as were in flight
 * before the first failure was written; a success then gives its count back.
 * Times are epoch milliseconds.
 */

export type ThrottlePolicy = {
  /** Failures allowed before the first delay. */
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this (since the last one) are forgotten. */
  forgetAfterMs: number;
};

export const ACCOUNT_THROTTLE: ThrottlePolicy = {
  freeFailures: 3,
  baseDelayMs: 5_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

export const CLIENT_THROTTLE: ThrottlePolicy = { ...ACCOUNT_THROTTLE, freeFailures: 10 };

/** The delay after the `failures`-th failure in a row: 0 while free, then base, 2 x base, 4 x base... capped. */
export function throttleDelayMs(failures: number, policy: ThrottlePolicy): number {
  const over = failures - policy.freeFailures;
  if (over < 0) return 0;
  // 2^over grows past any cap quickly; stop the exponent before the number loses precision.
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(over, 30));
}

export type ThrottleState = { failures: number; lastFailureAtMs: number; blockedUntilMs: number };

/** The key's state after one more failure at `nowMs`. */
export function afterFailure(state: ThrottleState | null, nowMs: number, policy: ThrottlePolicy): ThrottleState {
  const previous = state && nowMs - state.lastFailureAtMs < policy.forgetAfterMs ? state.failures : 0;
  const failures = previous + 1;
  return { failures, lastFailureAtMs: nowMs, blockedUntilMs: nowMs + throttleDelayMs(failures, policy) };
}

/** Whole seconds to wait before the key may try again; 0 when it may try now. */
export function retryAfterSeconds(state: ThrottleState | null, nowMs: number): number {
  if (!state || state.blockedUntilMs <= nowMs) return 0;
  return Math.ceil((state.blockedUntilMs - nowMs) / 1000);
}

export type Reservation = { ok: true; state: ThrottleState } | { ok: false; retryAfterSeconds: number };

/** An attempt about to be checked: refused while the key is blocked, else counted as a failure now. */
export function reserveAttempt(state: ThrottleState | null, nowMs: number, policy: ThrottlePolicy): Reservation {
  const wait = retryAfterSeconds(state, nowMs);
  if (wait > 0) return { ok: false, retryAfterSeconds: wait };
  return { ok: true, state: afterFailure(state, nowMs, policy) };
}

/**
 * A reserved attempt that succeeded gives its count back; while the count is within the free
 * failures again, the block it set goes too (a larger count keeps its block to run down).
 */
export function releaseAttempt(state: ThrottleState, nowMs: number, policy: ThrottlePolicy): ThrottleState {
  const failures = Math.max(0, state.failures - 1);
  const blockedUntilMs =
    throttleDelayMs(failures, policy) === 0 ? Math.min(state.blockedUntilMs, nowMs) : state.blockedUntilMs;
  return { failures, lastFailureAtMs: state.lastFailureAtMs, blockedUntilMs };
}
