import "server-only";
import type { OperatorRole } from "@/domain/admin/roles";
import type { StaffMemberView } from "@/domain/admin/staff-rules";
import type { DatabaseDialect } from "../client";
import type { Executor } from "../database";
import type { Database, OperatorStatus } from "../schema";

/*
 * The operators table: every read and write of it. Emails arrive normalised and secrets as
 * hashes (src/server/admin/operators.ts does both); the conditional updates are what keep two
 * requests from both winning (a TOTP step, an enrolment link).
 */

export type OperatorRow = Database["operators"];

export type OperatorSummary = {
  id: string;
  email: string;
  status: OperatorStatus;
  role: OperatorRole;
  createdAt: string;
  enrolledAt: string | null;
};

/** The columns an enrolment link sets: its hash and when it expires. */
export type EnrolLinkFields = { enrol_token_hash: string; enrol_expires_at: string };

export async function getOperatorByEmail(db: Executor, email: string): Promise<OperatorRow | undefined> {
  return db.selectFrom("operators").selectAll().where("email", "=", email).executeTakeFirst();
}

export async function findOperatorById(db: Executor, id: string): Promise<OperatorRow | undefined> {
  return db.selectFrom("operators").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The invited operator whose enrolment link hashes to this (its expiry is the caller's to check). */
export async function getInvitedOperatorByEnrolTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<OperatorRow | undefined> {
  return db
    .selectFrom("operators")
    .selectAll()
    .where("enrol_token_hash", "=", tokenHash)
    .where("status", "=", "invited")
    .executeTakeFirst();
}

export async function insertInvitedOperator(
  db: Executor,
  operator: { id: string; email: string; createdAt: string; role: OperatorRole } & EnrolLinkFields,
): Promise<void> {
  const { id, email, createdAt, role, ...link } = operator;
  await db
    .insertInto("operators")
    .values({ id, email, status: "invited", created_at: createdAt, role, ...link })
    .execute();
}

export async function listOperators(db: Executor): Promise<OperatorSummary[]> {
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
    role: row.role,
    createdAt: row.created_at,
    enrolledAt: row.enrolled_at,
  }));
}

/** Disabled for good: any enrolment link goes with it. */
export async function markOperatorDisabled(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .updateTable("operators")
    .set({ status: "disabled", disabled_at: now.toISOString(), enrol_token_hash: null, enrol_expires_at: null })
    .where("id", "=", id)
    .execute();
}

/** Back to invited with a new enrolment link: the TOTP secret (and any pending one) forgotten. */
export async function markOperatorInvitedAgain(db: Executor, id: string, link: EnrolLinkFields): Promise<void> {
  await db
    .updateTable("operators")
    .set({ status: "invited", totp_secret: null, pending_totp_secret: null, totp_last_step: null, ...link })
    .where("id", "=", id)
    .execute();
}

/** Enrolment step 1: the chosen password and the TOTP secret waiting for its first code; only while invited. */
export async function saveEnrolmentStart(
  db: Executor,
  id: string,
  start: { passwordHash: string; pendingTotpSecret: string },
): Promise<void> {
  await db
    .updateTable("operators")
    .set({ password_hash: start.passwordHash, pending_totp_secret: start.pendingTotpSecret })
    .where("id", "=", id)
    .where("status", "=", "invited")
    .execute();
}

/**
 * Enrolment step 2: the pending secret becomes the secret, the operator active, the link spent.
 * Conditional on the link being the one read: of two confirmations, one wins (answers whether this one did).
 */
export async function activateEnrolledOperator(
  db: Executor,
  operator: { id: string; enrolTokenHash: string | null; totpSecret: string },
  now: Date,
): Promise<boolean> {
  const spent = await db
    .updateTable("operators")
    .set({
      status: "active",
      totp_secret: operator.totpSecret,
      pending_totp_secret: null,
      enrol_token_hash: null,
      enrol_expires_at: null,
      enrolled_at: now.toISOString(),
    })
    .where("id", "=", operator.id)
    .where("enrol_token_hash", "=", operator.enrolTokenHash)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/**
 * Takes a TOTP time step for the operator: succeeds only when it is newer than the last one
 * taken, in one conditional update, so a code (or an older one) is accepted once even when two
 * requests carry it at the same moment.
 */
export async function claimTotpStep(db: Executor, operatorId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable("operators")
    .set({ totp_last_step: step })
    .where("id", "=", operatorId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One row of the staff list: the summary, when they last signed in and how many recovery codes are left. */
export type StaffMember = StaffMemberView;

export async function listStaffMembers(db: Executor): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom("operators")
    .select([
      "id",
      "email",
      "status",
      "role",
      "created_at",
      "enrolled_at",
      "last_signed_in_at",
      (eb) =>
        eb
          .selectFrom("operator_recovery_codes")
          .select((inner) => inner.fn.countAll<number | string>().as("n"))
          .whereRef("operator_recovery_codes.operator_id", "=", "operators.id")
          .where("operator_recovery_codes.used_at", "is", null)
          .as("codes_left"),
    ])
    .orderBy("created_at", "asc")
    .orderBy("email", "asc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    status: row.status,
    role: row.role,
    createdAt: row.created_at,
    enrolledAt: row.enrolled_at,
    lastSignedInAt: row.last_signed_in_at,
    recoveryCodesLeft: Number(row.codes_left ?? 0),
  }));
}

/**
 * Takes the locks a change to an operator's role or status needs, for the rest of the transaction:
 * on PostgreSQL the rows of every active owner and of the target, in id order (two owners demoting
 * each other wait for one another, and the second reads the first's change); on SQLite the write
 * lock, by a write to the target's row before anything is read.
 */
export async function lockOperatorsForChange(db: Executor, dialect: DatabaseDialect, targetId: string): Promise<void> {
  if (dialect === "postgres") {
    await db
      .selectFrom("operators")
      .select("id")
      .where((eb) => eb.or([eb.and([eb("role", "=", "owner"), eb("status", "=", "active")]), eb("id", "=", targetId)]))
      .orderBy("id")
      .forUpdate()
      .execute();
    return;
  }
  await db
    .updateTable("operators")
    .set((eb) => ({ role: eb.ref("role") }))
    .where("id", "=", targetId)
    .execute();
}

/** The active owners other than this operator. */
export async function countOtherActiveOwners(db: Executor, operatorId: string): Promise<number> {
  const row = await db
    .selectFrom("operators")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("role", "=", "owner")
    .where("status", "=", "active")
    .where("id", "<>", operatorId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setOperatorRole(db: Executor, id: string, role: OperatorRole): Promise<void> {
  await db.updateTable("operators").set({ role }).where("id", "=", id).execute();
}

export async function markOperatorSuspended(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .updateTable("operators")
    .set({ status: "suspended", suspended_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function markOperatorRestored(db: Executor, id: string): Promise<void> {
  await db.updateTable("operators").set({ status: "active", suspended_at: null }).where("id", "=", id).execute();
}

/** A new password, only for an active operator; answers whether it was set. */
export async function setOperatorPassword(db: Executor, id: string, passwordHash: string): Promise<boolean> {
  const result = await db
    .updateTable("operators")
    .set({ password_hash: passwordHash })
    .where("id", "=", id)
    .where("status", "=", "active")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markOperatorSignedIn(db: Executor, id: string, now: Date): Promise<void> {
  await db.updateTable("operators").set({ last_signed_in_at: now.toISOString() }).where("id", "=", id).execute();
}
