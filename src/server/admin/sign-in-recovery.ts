import "server-only";
import { database } from "../db/database";
import { recordAudit } from "../db/queries/audit-log";
import { createSession } from "./operator-sessions";
import { findOperatorByEmail, isUnusedRecoveryCode, normaliseEmail, spendRecoveryCode } from "./operators";
import { verifyPassword } from "./passwords";
import { accountThrottleKey, type ClientInfo, clientThrottleKey, type StepFailure, signInFailed } from "./sign-in";
import { reserveSignInAttempt, settleSignInSuccess } from "./sign-in-throttle-store";

/*
 * Both sign-in steps at once with a recovery code: the way in for an operator
 * whose email is locked by someone else's failed passwords, from a browser that is not known.
 * Its budget is its own: the client's attempts are counted first (the code check is a cheap hash
 * lookup; 80-bit codes are not guessed), and only a request carrying one of the operator's unused
 * codes reaches the password, counted on the operator's recovery key, which nobody without a
 * code can touch. The code is spent only when the password is right too.
 */

export type RecoveryStep = { ok: true; token: string; sessionId: string; operatorId: string } | StepFailure;

export async function signInWithRecoveryCode(
  input: { email: string; password: string; recoveryCode: string } & ClientInfo,
  now: Date,
): Promise<RecoveryStep> {
  const { db } = await database();
  const clientKeys = [clientThrottleKey("recovery", input.client)];
  const reserved = await reserveSignInAttempt(clientKeys, now.getTime());
  if (!reserved.ok) return { ok: false, reason: "throttled", retryAfterSeconds: reserved.retryAfterSeconds };
  const operator = await findOperatorByEmail(db, normaliseEmail(input.email));
  const usable = operator?.status === "active" && operator.totp_secret ? operator : undefined;
  const failed = () => signInFailed(db, operator?.id, "recovery", now);
  if (!usable || !(await isUnusedRecoveryCode(db, usable.id, input.recoveryCode))) return failed();
  const accountKeys = [accountThrottleKey(`recovery:account:${usable.id}`)];
  const held = await reserveSignInAttempt(accountKeys, now.getTime());
  if (!held.ok) return { ok: false, reason: "throttled", retryAfterSeconds: held.retryAfterSeconds };
  if (!(await verifyPassword(usable.password_hash, input.password))) return failed();
  const session = await db.transaction().execute(async (trx) => {
    if (!(await spendRecoveryCode(trx, usable.id, input.recoveryCode, now))) return null;
    const created = await createSession(trx, {
      operatorId: usable.id,
      aal: "aal2",
      startedAt: now.toISOString(),
      client: input.client,
      userAgent: input.userAgent,
      now,
    });
    await recordAudit(
      trx,
      { operatorId: usable.id, action: "RECOVERY_CODE_USED", targetType: "operator", targetId: usable.id },
      now,
    );
    await recordAudit(
      trx,
      {
        operatorId: usable.id,
        action: "SIGNED_IN",
        targetType: "session",
        targetId: created.id,
        after: { aal: "aal2", method: "recovery" },
      },
      now,
    );
    return created;
  });
  // Two requests with the same code: the one that spent it signs in.
  if (!session) return failed();
  await settleSignInSuccess([...clientKeys, ...accountKeys], now.getTime());
  return { ok: true, token: session.token, sessionId: session.id, operatorId: usable.id };
}
