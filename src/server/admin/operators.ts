import "server-only";
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import {
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFromBytes,
} from "@/domain/admin/recovery-codes";
import type { OperatorRole } from "@/domain/admin/roles";
import type { Executor } from "../db/database";
import { recordAudit } from "../db/queries/audit-log";
import {
  countUnusedRecoveryCodes,
  deleteRecoveryCodes,
  hasUnusedRecoveryCode,
  insertRecoveryCodes,
  spendRecoveryCodeByHash,
} from "../db/queries/operator-recovery-codes";
import { deleteOperatorSessions } from "../db/queries/operator-sessions";
import {
  type EnrolLinkFields,
  getInvitedOperatorByEnrolTokenHash,
  getOperatorByEmail,
  insertInvitedOperator,
  markOperatorDisabled,
  markOperatorInvitedAgain,
  type OperatorRow,
} from "../db/queries/operators";
import type { Database } from "../db/schema";
import { hashSecret, newSecretToken } from "./secret-tokens";

/*
 * The operators (table operators) and what the command line and the enrolment page do to them.
 * Every change is recorded in the audit log in its own transaction. An operator is `invited` from
 * `create` (or `reset-mfa`) until the enrolment link's first TOTP code confirms the app, `active`
 * after, `disabled` for good (their sessions end at once).
 */

export {
  claimTotpStep,
  findOperatorById,
  listOperators,
  type OperatorRow,
  type OperatorSummary,
} from "../db/queries/operators";

export const ENROL_LINK_HOURS = 24;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findOperatorByEmail(db: Executor, email: string): Promise<OperatorRow | undefined> {
  return getOperatorByEmail(db, normaliseEmail(email));
}

/** A new enrolment link: the token to show once, and the columns that keep its hash and expiry. */
export function enrolLinkFields(now: Date): { token: string; fields: EnrolLinkFields } {
  const token = newSecretToken();
  const expires = new Date(now.getTime() + ENROL_LINK_HOURS * 3_600_000).toISOString();
  return { token, fields: { enrol_token_hash: hashSecret(token), enrol_expires_at: expires } };
}

export type CreateResult = { ok: true; operatorId: string; token: string } | { ok: false; reason: "exists" };

/**
 * A new operator, invited: answers the enrolment token (shown once; only its hash is kept). Owner
 * unless told otherwise: the command line makes the first owner, and recovers one.
 */
export async function createOperator(
  db: Kysely<Database>,
  email: string,
  actor: string,
  now: Date,
  role: OperatorRole = "owner",
): Promise<CreateResult> {
  const address = normaliseEmail(email);
  return db.transaction().execute(async (trx) => {
    if (await findOperatorByEmail(trx, address)) return { ok: false, reason: "exists" } as const;
    const id = crypto.randomUUID();
    const { token, fields } = enrolLinkFields(now);
    await insertInvitedOperator(trx, { id, email: address, createdAt: now.toISOString(), role, ...fields });
    await recordAudit(
      trx,
      {
        operatorId: null,
        action: "OPERATOR_CREATED",
        targetType: "operator",
        targetId: id,
        after: { status: "invited", role, by: actor },
      },
      now,
    );
    return { ok: true, operatorId: id, token } as const;
  });
}

export type ChangeResult<T = object> = ({ ok: true } & T) | { ok: false; reason: "unknown" | "disabled" };

/** Disables an operator for good: no sign-in, every session ended, any enrolment link void. */
export async function disableOperator(
  db: Kysely<Database>,
  email: string,
  actor: string,
  now: Date,
): Promise<ChangeResult> {
  return db.transaction().execute(async (trx) => {
    const operator = await findOperatorByEmail(trx, email);
    if (!operator) return { ok: false, reason: "unknown" } as const;
    if (operator.status === "disabled") return { ok: false, reason: "disabled" } as const;
    await markOperatorDisabled(trx, operator.id, now);
    const sessions = await deleteOperatorSessions(trx, operator.id);
    await recordAudit(
      trx,
      {
        operatorId: null,
        action: "OPERATOR_DISABLED",
        targetType: "operator",
        targetId: operator.id,
        before: { status: operator.status },
        after: { status: "disabled", sessionsEnded: sessions, by: actor },
      },
      now,
    );
    return { ok: true } as const;
  });
}

/**
 * For a lost phone: forgets the TOTP secret and the recovery codes, ends every session and answers
 * a new enrolment link (password and app chosen again).
 */
export async function resetOperatorMfa(
  db: Kysely<Database>,
  email: string,
  actor: string,
  now: Date,
): Promise<ChangeResult<{ token: string }>> {
  return db.transaction().execute(async (trx) => {
    const operator = await findOperatorByEmail(trx, email);
    if (!operator) return { ok: false, reason: "unknown" } as const;
    if (operator.status === "disabled") return { ok: false, reason: "disabled" } as const;
    const { token, fields } = enrolLinkFields(now);
    await markOperatorInvitedAgain(trx, operator.id, fields);
    await deleteRecoveryCodes(trx, operator.id);
    const sessions = await deleteOperatorSessions(trx, operator.id);
    await recordAudit(
      trx,
      {
        operatorId: null,
        action: "OPERATOR_MFA_RESET",
        targetType: "operator",
        targetId: operator.id,
        before: { status: operator.status },
        after: { status: "invited", sessionsEnded: sessions, by: actor },
      },
      now,
    );
    return { ok: true, token } as const;
  });
}

/** The invited operator an enrolment link belongs to, while it is unused and younger than 24 hours. */
export async function findOperatorByEnrolToken(
  db: Executor,
  token: string,
  now: Date,
): Promise<OperatorRow | undefined> {
  const operator = await getInvitedOperatorByEnrolTokenHash(db, hashSecret(token));
  if (!operator?.enrol_expires_at || operator.enrol_expires_at <= now.toISOString()) return undefined;
  return operator;
}

/** Ten new recovery codes for the operator (the old ones go): answers them in the clear, once. */
export async function replaceRecoveryCodes(db: Executor, operatorId: string): Promise<string[]> {
  await deleteRecoveryCodes(db, operatorId);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    recoveryCodeFromBytes(randomBytes(RECOVERY_CODE_LENGTH)),
  );
  await insertRecoveryCodes(
    db,
    operatorId,
    codes.map((code) => hashSecret(normaliseRecoveryCode(code) ?? code)),
  );
  return codes;
}

/** Uses one recovery code: exactly one of two requests with the same code wins. */
export async function spendRecoveryCode(db: Executor, operatorId: string, input: string, now: Date): Promise<boolean> {
  const code = normaliseRecoveryCode(input);
  if (code === null) return false;
  return spendRecoveryCodeByHash(db, operatorId, hashSecret(code), now);
}

/** Whether the code is one of the operator's unused recovery codes (nothing is spent). */
export async function isUnusedRecoveryCode(db: Executor, operatorId: string, input: string): Promise<boolean> {
  const code = normaliseRecoveryCode(input);
  if (code === null) return false;
  return hasUnusedRecoveryCode(db, operatorId, hashSecret(code));
}

export async function unusedRecoveryCodeCount(db: Executor, operatorId: string): Promise<number> {
  return countUnusedRecoveryCodes(db, operatorId);
}
