import "server-only";
import type { OperatorRole } from "@/domain/admin/roles";
import { decideStaffChange, STAFF_CHANGE_ACTIONS, type StaffChange } from "@/domain/admin/staff-rules";
import { database } from "../db/database";
import { recordAudit } from "../db/queries/audit-log";
import { deleteRecoveryCodes } from "../db/queries/operator-recovery-codes";
import { deleteOperatorSessions } from "../db/queries/operator-sessions";
import {
  countOtherActiveOwners,
  findOperatorById,
  getOperatorByEmail,
  insertInvitedOperator,
  listStaffMembers,
  lockOperatorsForChange,
  markOperatorDisabled,
  markOperatorInvitedAgain,
  markOperatorRestored,
  markOperatorSuspended,
  type StaffMember,
  setOperatorRole,
} from "../db/queries/operators";
import { kickOutbox } from "../email/outbox-worker";
import { AppError } from "../http/errors";
import { emailEnrolmentLink, enrolmentLink } from "./enrol-link";
import type { OperatorContext } from "./operator-guard";
import { enrolLinkFields, normaliseEmail } from "./operators";

/*
 * /admin/staff: an owner invites operators and changes them. What the command
 * line does (src/server/admin/operators.ts) with the owner as the actor: the same one-time
 * enrolment link, answered once and emailed through the outbox on request. A change to a role or a
 * status runs under a lock on the active owners' rows and the target's (lockOperatorsForChange), so
 * two owners demoting each other at once leave one owner: the second reads the first's change.
 * Every change is audited in its transaction with the owner who made it.
 */

export type { StaffMember };

const SURFACE = "admin-staff";

export async function staffMembers(): Promise<StaffMember[]> {
  return listStaffMembers((await database()).db);
}

export type Invited = { operatorId: string; link: string; emailed: boolean };

export async function inviteOperator(input: {
  operator: OperatorContext;
  email: string;
  role: OperatorRole;
  send: boolean;
  now: Date;
}): Promise<Invited> {
  const email = normaliseEmail(input.email);
  const { db } = await database();
  const invited = await db.transaction().execute(async (trx) => {
    if (await getOperatorByEmail(trx, email))
      throw new AppError(
        `conflict:${SURFACE}`,
        `${email} is already an operator: reset their second factor for a new link, or restore them.`,
      );
    const id = crypto.randomUUID();
    const { token, fields } = enrolLinkFields(input.now);
    await insertInvitedOperator(trx, { id, email, createdAt: input.now.toISOString(), role: input.role, ...fields });
    const link = enrolmentLink(token);
    if (input.send) await emailEnrolmentLink(trx, { email, link, reason: "created", now: input.now });
    await recordAudit(
      trx,
      {
        operatorId: input.operator.operatorId,
        action: "OPERATOR_CREATED",
        targetType: "operator",
        targetId: id,
        after: { status: "invited", role: input.role, emailed: input.send },
      },
      input.now,
    );
    return { operatorId: id, link, emailed: input.send };
  });
  // The email goes now rather than at the worker's next poll.
  if (invited.emailed) kickOutbox();
  return invited;
}

export type Changed = { link: string | null; emailed: boolean; sessionsEnded: number };

/** One change to an operator; refused (403 or 409, with the reason) by src/domain/admin/staff-rules.ts. */
export async function changeOperator(input: {
  operator: OperatorContext;
  targetId: string;
  change: StaffChange;
  send?: boolean;
  now: Date;
}): Promise<Changed> {
  const { operator, change, now } = input;
  const { db, dialect } = await database();
  const changed = await db.transaction().execute(async (trx) => {
    await lockOperatorsForChange(trx, dialect, input.targetId);
    const target = await findOperatorById(trx, input.targetId);
    if (!target) throw new AppError(`not_found:${SURFACE}`, "There is no operator with this id.");
    const decision = decideStaffChange({
      actorId: operator.operatorId,
      target,
      change,
      otherActiveOwners: await countOtherActiveOwners(trx, target.id),
    });
    if (!decision.ok) throw new AppError(`${decision.code}:${SURFACE}`, decision.message);

    let sessionsEnded = 0;
    let link: string | null = null;
    let emailed = false;
    let after: Record<string, unknown>;
    switch (change.kind) {
      case "role":
        await setOperatorRole(trx, target.id, change.role);
        after = { role: change.role };
        break;
      case "suspend":
        await markOperatorSuspended(trx, target.id, now);
        sessionsEnded = await deleteOperatorSessions(trx, target.id);
        after = { status: "suspended", sessionsEnded };
        break;
      case "restore":
        await markOperatorRestored(trx, target.id);
        after = { status: "active" };
        break;
      case "disable":
        await markOperatorDisabled(trx, target.id, now);
        sessionsEnded = await deleteOperatorSessions(trx, target.id);
        after = { status: "disabled", sessionsEnded };
        break;
      case "reset-mfa": {
        const { token, fields } = enrolLinkFields(now);
        await markOperatorInvitedAgain(trx, target.id, fields);
        await deleteRecoveryCodes(trx, target.id);
        sessionsEnded = await deleteOperatorSessions(trx, target.id);
        link = enrolmentLink(token);
        emailed = input.send === true;
        if (emailed) await emailEnrolmentLink(trx, { email: target.email, link, reason: "reset", now });
        after = { status: "invited", sessionsEnded, emailed };
        break;
      }
    }
    await recordAudit(
      trx,
      {
        operatorId: operator.operatorId,
        action: STAFF_CHANGE_ACTIONS[change.kind],
        targetType: "operator",
        targetId: target.id,
        before: { status: target.status, role: target.role },
        after,
      },
      now,
    );
    return { link, emailed, sessionsEnded };
  });
  if (changed.emailed) kickOutbox();
  return changed;
}
