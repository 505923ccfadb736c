import "server-only";
import {
  releaseAttempt,
  reserveAttempt,
  type ThrottlePolicy,
  type ThrottleState,
} from "@/domain/admin/sign-in-throttle";
import { database } from "../db/database";
import {
  deleteThrottleRow,
  insertMissingThrottleRows,
  lockThrottleRows,
  updateThrottleRow,
} from "../db/queries/sign-in-throttle";
import type { SignInThrottleTable } from "../db/schema";

/*
 * The sign-in throttle's state in the database (table sign_in_throttle), so every app instance
 * sees the same failures. The rules are the pure policy of src/domain/admin/sign-in-throttle.ts.
 * An attempt is reserved (counted as a failure) on all its keys in one transaction BEFORE the
 * password or code is checked: PostgreSQL locks the keys' rows, SQLite takes its write lock with
 * the first statement, so parallel attempts take turns and a burst gets exactly the free ones
 * checked. A success then clears or releases each key (`onSuccess`).
 * Keys: see src/server/admin/sign-in.ts.
 */

export type ThrottleKey = {
  key: string;
  policy: ThrottlePolicy;
  /** What a success does: forget the key's failures (an account's), or give its own count back (a client's). */
  onSuccess: "clear" | "release";
};

export type Reserved = { ok: true } | { ok: false; retryAfterSeconds: number };

const iso = (ms: number) => new Date(ms).toISOString();

const stateOf = (row: SignInThrottleTable): ThrottleState => ({
  failures: Number(row.failures),
  lastFailureAtMs: Date.parse(row.last_failure_at),
  blockedUntilMs: Date.parse(row.blocked_until),
});

const rowOf = (key: string, state: ThrottleState): SignInThrottleTable => ({
  key,
  failures: state.failures,
  last_failure_at: iso(state.lastFailureAtMs),
  blocked_until: iso(state.blockedUntilMs),
});

type Locked = { entry: ThrottleKey; state: ThrottleState };

/**
 * Runs `change` on the keys' states with their rows locked; writes back the states it answers
 * (`next` null: nothing changes; a null state: the key's row goes, as a forgotten key needs none).
 */
async function withLockedKeys<T>(
  keys: readonly ThrottleKey[],
  change: (locked: Locked[]) => { result: T; next: (ThrottleState | null)[] | null },
): Promise<T> {
  const { db, dialect } = await database();
  // One order for every caller: two attempts locking the same keys never wait on each other in a ring.
  const ordered = [...keys].sort((a, b) => a.key.localeCompare(b.key));
  const names = ordered.map((entry) => entry.key);
  return db.transaction().execute(async (trx) => {
    // A write first: SQLite takes its write lock here; PostgreSQL gets a row to lock below.
    await insertMissingThrottleRows(
      trx,
      names.map((key) => rowOf(key, { failures: 0, lastFailureAtMs: 0, blockedUntilMs: 0 })),
    );
    const rows = new Map((await lockThrottleRows(trx, dialect, names)).map((row) => [row.key, row]));
    const locked = ordered.map((entry) => {
      const row = rows.get(entry.key);
      if (!row) throw new Error("throttle row missing after its insert");
      return { entry, state: stateOf(row) };
    });
    const { result, next } = change(locked);
    for (const [index, state] of (next ?? []).entries()) {
      const key = names[index] ?? "";
      if (state === null) await deleteThrottleRow(trx, key);
      else await updateThrottleRow(trx, rowOf(key, state));
    }
    return result;
  });
}

/**
 * Reserves one attempt on every key, or on none: refused (with the longest wait) while any key is
 * blocked; otherwise each key counts it as a failure before the caller checks anything.
 */
export function reserveSignInAttempt(keys: readonly ThrottleKey[], nowMs: number): Promise<Reserved> {
  return withLockedKeys<Reserved>(keys, (locked) => {
    const answers = locked.map(({ entry, state }) => reserveAttempt(state, nowMs, entry.policy));
    const next = answers.flatMap((answer) => (answer.ok ? [answer.state] : []));
    if (next.length === answers.length) return { result: { ok: true }, next };
    const wait = Math.max(...answers.map((answer) => (answer.ok ? 0 : answer.retryAfterSeconds)));
    return { result: { ok: false, retryAfterSeconds: wait }, next: null };
  });
}

/** After a reserved attempt succeeded: each key forgets its failures or gives this attempt's count back. */
export async function settleSignInSuccess(keys: readonly ThrottleKey[], nowMs: number): Promise<void> {
  await withLockedKeys(keys, (locked) => ({
    result: undefined,
    next: locked.map(({ entry, state }) =>
      entry.onSuccess === "clear" ? null : releaseAttempt(state, nowMs, entry.policy),
    ),
  }));
}
