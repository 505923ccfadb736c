import "server-only";
import { database } from "../db/database";
import { recordAudit } from "../db/queries/audit-log";
import { activateEnrolledOperator, claimTotpStep, saveEnrolmentStart } from "../db/queries/operators";
import { findOperatorByEnrolToken, replaceRecoveryCodes } from "./operators";
import { hashPassword } from "./passwords";
import { matchTotpStep, newTotpSecret, totpEnrolment } from "./totp";

/*
 * Enrolment from the one-time link `npm run operator -- create` prints: (1) a password and a new
 * TOTP secret, shown as a QR code and as its otpauth:// URI; (2) a first code from the app confirms
 * the secret, makes the operator active, spends the link and answers ten recovery codes, once.
 * Step 1 may be repeated (a reload draws a new secret) until step 2 succeeds.
 */

export type EnrolStart = { ok: true; uri: string; qrSvg: string } | { ok: false; reason: "invalid_link" };

export async function startEnrolment(token: string, password: string, now: Date): Promise<EnrolStart> {
  const { db } = await database();
  const operator = await findOperatorByEnrolToken(db, token, now);
  if (!operator) return { ok: false, reason: "invalid_link" };
  const secret = newTotpSecret();
  const passwordHash = await hashPassword(password);
  await saveEnrolmentStart(db, operator.id, { passwordHash, pendingTotpSecret: secret });
  return { ok: true, ...(await totpEnrolment(secret, operator.email)) };
}

export type EnrolFinish =
  | { ok: true; recoveryCodes: string[] }
  | { ok: false; reason: "invalid_link" | "not_started" | "wrong_code" };

export async function confirmEnrolment(token: string, code: string, now: Date): Promise<EnrolFinish> {
  const { db } = await database();
  return db.transaction().execute(async (trx) => {
    const operator = await findOperatorByEnrolToken(trx, token, now);
    if (!operator) return { ok: false, reason: "invalid_link" } as const;
    if (!operator.pending_totp_secret || !operator.password_hash) return { ok: false, reason: "not_started" } as const;
    const step = matchTotpStep(operator.pending_totp_secret, code, now.getTime());
    if (step === null || !(await claimTotpStep(trx, operator.id, step)))
      return { ok: false, reason: "wrong_code" } as const;
    // Spending the link is conditional on it being unspent: of two confirmations, one wins.
    const spent = await activateEnrolledOperator(
      trx,
      { id: operator.id, enrolTokenHash: operator.enrol_token_hash, totpSecret: operator.pending_totp_secret },
      now,
    );
    if (!spent) return { ok: false, reason: "invalid_link" } as const;
    const recoveryCodes = await replaceRecoveryCodes(trx, operator.id);
    await recordAudit(
      trx,
      {
        operatorId: operator.id,
        action: "OPERATOR_ENROLLED",
        targetType: "operator",
        targetId: operator.id,
        before: { status: "invited" },
        after: { status: "active", recoveryCodes: recoveryCodes.length },
      },
      now,
    );
    return { ok: true, recoveryCodes } as const;
  });
}
