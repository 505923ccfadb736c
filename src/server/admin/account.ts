import "server-only";
import { database } from "../db/database";
import { recordAudit } from "../db/queries/audit-log";
import { deleteOtherOperatorSessions } from "../db/queries/operator-sessions";
import { claimTotpStep, findOperatorById, setOperatorPassword } from "../db/queries/operators";
import { AppError } from "../http/errors";
import { throttled } from "./admin-responses";
import type { OperatorContext } from "./operator-guard";
import { replaceRecoveryCodes, unusedRecoveryCodeCount } from "./operators";
import { hashPassword, verifyPassword } from "./passwords";
import { accountThrottleKey } from "./sign-in";
import { reserveSignInAttempt, settleSignInSuccess } from "./sign-in-throttle-store";
import { matchTotpStep } from "./totp";

/*
 * What every operator does for themselves on /admin/account: change their
 * password (the current one first; their other sessions end, this one stays) and renew their
 * recovery codes (a current code from the app first; the old codes stop working, the new ones are
 * shown once). A wrong password or code counts against the operator's key like a sign-in's
 * (src/server/admin/sign-in.ts), so a session left open is no way to guess the password or to try
 * codes without limit. Both are audited.
 */

const SURFACE = "admin-account";

async function reserve(key: string, now: Date) {
  const keys = [accountThrottleKey(key)];
  const reserved = await reserveSignInAttempt(keys, now.getTime());
  if (!reserved.ok) throw throttled(SURFACE, reserved.retryAfterSeconds);
  return () => settleSignInSuccess(keys, now.getTime());
}

export async function changePassword(input: {
  operator: OperatorContext;
  current: string;
  next: string;
  now: Date;
}): Promise<{ sessionsEnded: number }> {
  const { operator, now } = input;
  const { db } = await database();
  const settle = await reserve(`password-change:${operator.operatorId}`, now);
  const row = await findOperatorById(db, operator.operatorId);
  if (!row?.password_hash || !(await verifyPassword(row.password_hash, input.current)))
    throw new AppError(`bad_request:${SURFACE}`, "The current password is not right.");
  if (input.current === input.next)
    throw new AppError(`bad_request:${SURFACE}`, "The new password must differ from the current one.");
  await settle();
  const passwordHash = await hashPassword(input.next);
  return db.transaction().execute(async (trx) => {
    if (!(await setOperatorPassword(trx, operator.operatorId, passwordHash)))
      throw new AppError("unauthorized:unauthenticated", "Sign in to the back office first.");
    const sessionsEnded = await deleteOtherOperatorSessions(trx, operator.operatorId, operator.sessionId);
    await recordAudit(
      trx,
      {
        operatorId: operator.operatorId,
        action: "OPERATOR_PASSWORD_CHANGED",
        targetType: "operator",
        targetId: operator.operatorId,
        after: { sessionsEnded },
      },
      now,
    );
    return { sessionsEnded };
  });
}

export async function renewRecoveryCodes(input: {
  operator: OperatorContext;
  code: string;
  now: Date;
}): Promise<string[]> {
  const { operator, now } = input;
  const settle = await reserve(`code:account:${operator.operatorId}`, now);
  const { db } = await database();
  const codes = await db.transaction().execute(async (trx) => {
    const row = await findOperatorById(trx, operator.operatorId);
    if (!row?.totp_secret) return null;
    const step = matchTotpStep(row.totp_secret, input.code, now.getTime());
    // A code is taken once, as at sign-in: the one just used to sign in is refused.
    if (step === null || !(await claimTotpStep(trx, row.id, step))) return null;
    const fresh = await replaceRecoveryCodes(trx, row.id);
    await recordAudit(
      trx,
      {
        operatorId: row.id,
        action: "RECOVERY_CODES_RENEWED",
        targetType: "operator",
        targetId: row.id,
        after: { recoveryCodes: fresh.length },
      },
      now,
    );
    return fresh;
  });
  if (!codes)
    throw new AppError(
      `bad_request:${SURFACE}`,
      "The code is not right, or was used already. Wait for the app's next code and try again.",
    );
  await settle();
  return codes;
}

export async function recoveryCodesLeft(operatorId: string): Promise<number> {
  return unusedRecoveryCodeCount((await database()).db, operatorId);
}
