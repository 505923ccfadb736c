import "server-only";
import type { KnownDevice } from "@/domain/admin/known-device";
import { isTotpCode } from "@/domain/admin/recovery-codes";
import { ACCOUNT_THROTTLE, CLIENT_THROTTLE } from "@/domain/admin/sign-in-throttle";
import { database, type Executor } from "../db/database";
import { recordAudit } from "../db/queries/audit-log";
import { deleteSession, type StoredSession } from "../db/queries/operator-sessions";
import { claimTotpStep, findOperatorById, markOperatorSignedIn } from "../db/queries/operators";
import { createSession } from "./operator-sessions";
import { findOperatorByEmail, normaliseEmail, spendRecoveryCode } from "./operators";
import { verifyPassword } from "./passwords";
import { reserveSignInAttempt, settleSignInSuccess, type ThrottleKey } from "./sign-in-throttle-store";
import { matchTotpStep } from "./totp";

/*
 * The two steps of an operator's sign-in (docs/adr/0009-operator-sign-in.md):
 *   1. email and password -> a session at aal1 (SIGNED_IN);
 *   2. at aal1, a TOTP code or a recovery code -> the session is replaced by one at aal2 with a
 *      new token (MFA_CHALLENGE_VERIFIED; RECOVERY_CODE_USED too).
 * Each attempt is counted per account and per client BEFORE its password or code is checked
 * (reserved; a success gives it back), and answered with growing delays: a step that is being
 * throttled is refused before any password or code is looked at, and a burst sent at once gets
 * exactly the free attempts checked. A browser with the operator's known-device mark
 * (src/domain/admin/known-device.ts) is counted on its own key instead of the email's, so nobody
 * can lock an operator out of the browsers they use by failing passwords for their address. An
 * unknown email, a disabled or unenrolled operator and a wrong password are one answer, after one
 * argon2 check.
 */

export type ClientInfo = { client: string; userAgent: string };

export type StepFailure =
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export type PasswordStep = { ok: true; token: string; sessionId: string; operatorId: string } | StepFailure;

/** A client address's count: many operators may share one, so a success only gives its own attempt back. */
export const clientThrottleKey = (step: string, client: string): ThrottleKey => ({
  key: `${step}:client:${client}`,
  policy: CLIENT_THROTTLE,
  onSuccess: "release",
});

/** An account's (or a known device's) count: a success forgets it. */
export const accountThrottleKey = (key: string): ThrottleKey => ({ key, policy: ACCOUNT_THROTTLE, onSuccess: "clear" });

function passwordKeys(email: string, client: string, operatorId: string | undefined, device: KnownDevice | null) {
  const known = device !== null && device.operatorId === operatorId;
  return [
    accountThrottleKey(known ? `password:device:${device.deviceId}` : `password:account:${email}`),
    clientThrottleKey("password", client),
  ];
}

function codeKeys(operatorId: string, client: string): ThrottleKey[] {
  return [accountThrottleKey(`code:account:${operatorId}`), clientThrottleKey("code", client)];
}

/** A failed step, audited (no email in the log: an unknown address is just "unknown"). */
export async function signInFailed(
  db: Executor,
  operatorId: string | undefined,
  step: "password" | "recovery",
  now: Date,
): Promise<StepFailure> {
  await recordAudit(
    db,
    {
      operatorId: operatorId ?? null,
      action: "SIGN_IN_FAILED",
      targetType: "operator",
      targetId: operatorId ?? "unknown",
      after: { step },
    },
    now,
  );
  return { ok: false, reason: "invalid" };
}

export async function signInWithPassword(
  input: { email: string; password: string; device: KnownDevice | null } & ClientInfo,
  now: Date,
): Promise<PasswordStep> {
  const { db } = await database();
  const email = normaliseEmail(input.email);
  const operator = await findOperatorByEmail(db, email);
  const keys = passwordKeys(email, input.client, operator?.id, input.device);
  const reserved = await reserveSignInAttempt(keys, now.getTime());
  if (!reserved.ok) return { ok: false, reason: "throttled", retryAfterSeconds: reserved.retryAfterSeconds };
  const usable = operator?.status === "active" ? operator : undefined;
  // One argon2 check whatever the account: an unknown email costs what a wrong password costs.
  const matches = await verifyPassword(usable?.password_hash ?? null, input.password);
  if (!usable || !matches) return signInFailed(db, operator?.id, "password", now);
  await settleSignInSuccess(keys, now.getTime());
  return db.transaction().execute(async (trx) => {
    const session = await createSession(trx, {
      operatorId: usable.id,
      aal: "aal1",
      startedAt: now.toISOString(),
      client: input.client,
      userAgent: input.userAgent,
      now,
    });
    await recordAudit(
      trx,
      {
        operatorId: usable.id,
        action: "SIGNED_IN",
        targetType: "session",
        targetId: session.id,
        after: { aal: "aal1" },
      },
      now,
    );
    return { ok: true, token: session.token, sessionId: session.id, operatorId: usable.id } as const;
  });
}

export type CodeStep = { ok: true; token: string; sessionId: string } | StepFailure | { ok: false; reason: "expired" };

/** Step 2 for a session at aal1: a TOTP code (6 digits) or a recovery code. */
export async function verifySecondFactor(
  session: StoredSession,
  input: { code: string } & ClientInfo,
  now: Date,
): Promise<CodeStep> {
  const { db } = await database();
  const keys = codeKeys(session.operatorId, input.client);
  const reserved = await reserveSignInAttempt(keys, now.getTime());
  if (!reserved.ok) return { ok: false, reason: "throttled", retryAfterSeconds: reserved.retryAfterSeconds };
  const kind = isTotpCode(input.code) ? "totp" : "recovery";
  const outcome = await db.transaction().execute(async (trx) => {
    const operator = await findOperatorById(trx, session.operatorId);
    if (!operator?.totp_secret || operator.status !== "active") return { ok: false } as const;
    let accepted: boolean;
    if (kind === "totp") {
      const step = matchTotpStep(operator.totp_secret, input.code, now.getTime());
      accepted = step !== null && (await claimTotpStep(trx, operator.id, step));
    } else {
      accepted = await spendRecoveryCode(trx, operator.id, input.code, now);
    }
    if (!accepted) return { ok: false } as const;
    // Rotation: the aal1 row and its token go; a new row and token carry the same start time.
    if (!(await deleteSession(trx, session.id))) return { ok: false, expired: true } as const;
    const next = await createSession(trx, {
      operatorId: operator.id,
      aal: "aal2",
      startedAt: session.startedAt,
      client: input.client,
      userAgent: input.userAgent,
      now,
    });
    await markOperatorSignedIn(trx, operator.id, now);
    if (kind === "recovery")
      await recordAudit(
        trx,
        { operatorId: operator.id, action: "RECOVERY_CODE_USED", targetType: "operator", targetId: operator.id },
        now,
      );
    await recordAudit(
      trx,
      {
        operatorId: operator.id,
        action: "MFA_CHALLENGE_VERIFIED",
        targetType: "session",
        targetId: next.id,
        before: { aal: "aal1", session: session.id },
        after: { aal: "aal2", method: kind },
      },
      now,
    );
    return { ok: true, token: next.token, sessionId: next.id } as const;
  });
  if (outcome.ok) {
    await settleSignInSuccess(keys, now.getTime());
    return outcome;
  }
  if ("expired" in outcome) return { ok: false, reason: "expired" };
  await recordAudit(
    db,
    {
      operatorId: session.operatorId,
      action: "MFA_CHALLENGE_FAILED",
      targetType: "session",
      targetId: session.id,
      after: { method: kind },
    },
    now,
  );
  return { ok: false, reason: "invalid" };
}
