import { describe, expect, it } from "vitest";
import {
  ACCOUNT_THROTTLE,
  afterFailure,
  CLIENT_THROTTLE,
  releaseAttempt,
  reserveAttempt,
  retryAfterSeconds,
  throttleDelayMs,
} from "./sign-in-throttle";

describe("throttleDelayMs", () => {
  it("lets the first failures through, then doubles the delay up to the cap", () => {
    const delays = [1, 2, 3, 4, 5, 6].map((failures) => throttleDelayMs(failures, ACCOUNT_THROTTLE));
    expect(delays).toEqual([0, 0, 5_000, 10_000, 20_000, 40_000]);
    expect(throttleDelayMs(50, ACCOUNT_THROTTLE)).toBe(15 * 60_000);
    expect(throttleDelayMs(10_000, ACCOUNT_THROTTLE)).toBe(15 * 60_000);
  });

  it("gives a client address more free failures than an account", () => {
    expect(throttleDelayMs(9, CLIENT_THROTTLE)).toBe(0);
    expect(throttleDelayMs(10, CLIENT_THROTTLE)).toBe(5_000);
  });
});

describe("afterFailure", () => {
  const now = 1_000_000_000;

  it("counts failures in a row and blocks from the third", () => {
    let state = afterFailure(null, now, ACCOUNT_THROTTLE);
    state = afterFailure(state, now + 1, ACCOUNT_THROTTLE);
    expect(retryAfterSeconds(state, now + 1)).toBe(0);
    state = afterFailure(state, now + 2, ACCOUNT_THROTTLE);
    expect(state.failures).toBe(3);
    expect(retryAfterSeconds(state, now + 2)).toBe(5);
    expect(retryAfterSeconds(state, now + 2 + 5_000)).toBe(0);
  });

  it("forgets failures after a quiet hour", () => {
    const old = { failures: 9, lastFailureAtMs: now, blockedUntilMs: now };
    expect(afterFailure(old, now + 60 * 60_000, ACCOUNT_THROTTLE).failures).toBe(1);
    expect(afterFailure(old, now + 60 * 60_000 - 1, ACCOUNT_THROTTLE).failures).toBe(10);
  });
});

describe("reserveAttempt", () => {
  const now = 1_000_000_000;

  it("counts each attempt before it is checked, so a burst gets exactly the free ones", () => {
    let state = null as Parameters<typeof reserveAttempt>[0];
    const answers = Array.from({ length: 100 }, () => {
      const reservation = reserveAttempt(state, now, ACCOUNT_THROTTLE);
      if (reservation.ok) state = reservation.state;
      return reservation.ok;
    });
    expect(answers.filter(Boolean)).toHaveLength(3);
    expect(reserveAttempt(state, now, ACCOUNT_THROTTLE)).toEqual({ ok: false, retryAfterSeconds: 5 });
    expect(reserveAttempt(state, now + 5_000, ACCOUNT_THROTTLE).ok).toBe(true);
  });

  it("gives a success's count back, and its block while within the free failures", () => {
    const third = { failures: 3, lastFailureAtMs: now, blockedUntilMs: now + 5_000 };
    expect(releaseAttempt(third, now + 1, ACCOUNT_THROTTLE)).toEqual({
      failures: 2,
      lastFailureAtMs: now,
      blockedUntilMs: now + 1,
    });
    const fifth = { failures: 5, lastFailureAtMs: now, blockedUntilMs: now + 20_000 };
    expect(releaseAttempt(fifth, now + 1, ACCOUNT_THROTTLE).blockedUntilMs).toBe(now + 20_000);
    expect(releaseAttempt({ failures: 0, lastFailureAtMs: 0, blockedUntilMs: 0 }, now, ACCOUNT_THROTTLE).failures).toBe(
      0,
    );
  });
});
