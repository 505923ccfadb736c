import "server-only";
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import {
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFromBytes,
} from "@/domain/admin/recovery-codes";
import type { Database, OperatorStatus } from "../db/schema";
import { recordAudit } from "./audit-log";
import { deleteOperatorSessions } from "./operator-sessions";
import { hashSecret, newSecretToken } from "./secret-tokens";

/*
 * The operators (table operators) and what the command line and the enrolment page do to them.
 * Every change is recorded in the audit log in its own transaction. An operator is `invited` from
 * `create` (or `reset-mfa`) until the enrolment link's first TOTP code confirms the app, `active`
 * after, `disabled` for good (their sessions end at once).
 */

type Db = Kysely<Database> | Transaction<Database>;

export const ENROL_LINK_HOURS = 24;

export type OperatorRow = Database["operators"];

export type OperatorSummary = {
  id: string;
  email: string;
  status: OperatorStatus;
  createdAt: string;
  enrolledAt: string | null;
};

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findOperatorByEmail(db: Db, email: string): Promise<OperatorRow | undefined> {
  return db.selectFrom("operators").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
}

export async function findOperatorById(db: Db, id: string): Promise<OperatorRow | undefined> {
  return db.selectFrom("operators").selectAll().where("id", "=", id).executeTakeFirst();
}

function enrolLinkFields(now: Date): { token: string; fields: { enrol_token_hash: string; enrol_expires_at: string } } {
  const token = newSecretToken();
  const expires = new Date(now.getTime() + ENROL_LINK_HOURS * 3_600_000).toISOString();
  return { token, fields: { enrol_token_hash: hashSecret(token), enrol_expires_at: expires } };
}

export type CreateResult = { ok: true; operatorId: string; token: string } | { ok: false; reason: "exists" };

/** A new operator, invited: answers the enrolment token (shown once; only its hash is kept). */
export async function createOperator(
  db: Kysely<Database>,
  email: string,
  actor: string,
  now: Date,
): Promise<CreateResult> {
  const address = normaliseEmail(email);
  return db.transaction().execute(async (trx) => {
    if (await findOperatorByEmail(trx, address)) return { ok: false, reason: "exists" } as const;
    const id = crypto.randomUUID();
    const { token, fields } = enrolLinkFields(now);
    await trx
      .insertInto("operators")
      .values({ id, email: address, status: "invited", created_at: now.toISOString(), ...fields })
      .execute();
    await recordAudit(
      trx,
      {
        operatorId: null,
        action: "OPERATOR_CREATED",
        targetType: "operator",
        targetId: id,
        after: { status: "invited", by: actor },
      },
      now,
    );
    return { ok: true, operatorId: id, token } as const;
  });
}

export async function listOperators(db: Db): Promise<OperatorSummary[]> {
  const rows = await db
    .selectFrom("operators")
    .selectAll()
    .orderBy("created_at", "asc")
    .orderBy("email", "asc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    status: row.status,
    createdAt: row.created_at,
    enrolledAt: row.enrolled_at,
  }));
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
    await trx
      .updateTable("operators")
      .set({ status: "disabled", disabled_at: now.toISOString(), enrol_token_hash: null, enrol_expires_at: null })
      .where("id", "=", operator.id)
      .execute();
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
    await trx
      .updateTable("operators")
      .set({ status: "invited", totp_secret: null, pending_totp_secret: null, totp_last_step: null, ...fields })
      .where("id", "=", operator.id)
      .execute();
    await trx.deleteFrom("operator_recovery_codes").where("operator_id", "=", operator.id).execute();
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
export async function findOperatorByEnrolToken(db: Db, token: string, now: Date): Promise<OperatorRow | undefined> {
  const operator = await db
    .selectFrom("operators")
    .selectAll()
    .where("enrol_token_hash", "=", hashSecret(token))
    .where("status", "=", "invited")
    .executeTakeFirst();
  if (!operator?.enrol_expires_at || operator.enrol_expires_at <= now.toISOString()) return undefined;
  return operator;
}

/** Ten new recovery codes for the operator (the old ones go): answers them in the clear, once. */
export async function replaceRecoveryCodes(db: Db, operatorId: string): Promise<string[]> {
  await db.deleteFrom("operator_recovery_codes").where("operator_id", "=", operatorId).execute();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    recoveryCodeFromBytes(randomBytes(RECOVERY_CODE_LENGTH)),
  );
  await db
    .insertInto("operator_recovery_codes")
    .values(
      codes.map((code) => ({
        id: crypto.randomUUID(),
        operator_id: operatorId,
        code_hash: hashSecret(normaliseRecoveryCode(code) ?? code),
        used_at: null,
      })),
    )
    .execute();
  return codes;
}

/** Uses one recovery code: exactly one of two requests with the same code wins. */
export async function spendRecoveryCode(db: Db, operatorId: string, input: string, now: Date): Promise<boolean> {
  const code = normaliseRecoveryCode(input);
  if (code === null) return false;
  const result = await db
    .updateTable("operator_recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("operator_id", "=", operatorId)
    .where("code_hash", "=", hashSecret(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the code is one of the operator's unused recovery codes (nothing is spent). */
export async function isUnusedRecoveryCode(db: Db, operatorId: string, input: string): Promise<boolean> {
  const code = normaliseRecoveryCode(input);
  if (code === null) return false;
  const row = await db
    .selectFrom("operator_recovery_codes")
    .select("operator_id")
    .where("operator_id", "=", operatorId)
    .where("code_hash", "=", hashSecret(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function unusedRecoveryCodeCount(db: Db, operatorId: string): Promise<number> {
  const row = await db
    .selectFrom("operator_recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("operator_id", "=", operatorId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Takes a TOTP time step for the operator: succeeds only when it is newer than the last one
 * taken, in one conditional update, so a code (or an older one) is accepted once even when two
 * requests carry it at the same moment.
 */
export async function claimTotpStep(db: Db, operatorId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable("operators")
    .set({ totp_last_step: step })
    .where("id", "=", operatorId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
