import { type OperatorRole, ROLE_LABELS } from "./roles";

/*
 * What an owner may do to an operator from /admin/staff, decided from the rows
 * as they are under the service's lock (src/server/admin/staff.ts). The shop must always keep an
 * active owner: nobody could invite, restore or change roles otherwise, and the command line would
 * be the only way back. So an owner cannot suspend, demote, disable or reset themselves, and
 * nobody can take the last active owner away.
 */

export const OPERATOR_STATUSES = ["invited", "active", "suspended", "disabled"] as const;
export type OperatorStatusName = (typeof OPERATOR_STATUSES)[number];

export const STATUS_LABELS: Record<OperatorStatusName, string> = {
  invited: "Invited",
  active: "Active",
  suspended: "Suspended",
  disabled: "Disabled",
};

export type StaffChange =
  | { kind: "role"; role: OperatorRole }
  | { kind: "suspend" }
  | { kind: "restore" }
  | { kind: "disable" }
  | { kind: "reset-mfa" };

export type StaffTarget = { id: string; email: string; status: OperatorStatusName; role: OperatorRole };

export type StaffDecision = { ok: true } | { ok: false; code: "conflict" | "forbidden"; message: string };

const refuse = (code: "conflict" | "forbidden", message: string): StaffDecision => ({ ok: false, code, message });

/** Whether the change takes an owner away from the active owners (demoted, suspended, disabled or sent back to enrol). */
function removesOwner(target: StaffTarget, change: StaffChange): boolean {
  if (target.role !== "owner" || target.status !== "active") return false;
  return change.kind === "role" ? change.role !== "owner" : change.kind !== "restore";
}

const SELF_REFUSALS: Partial<Record<StaffChange["kind"], string>> = {
  role: "You cannot change your own role. Ask another owner.",
  suspend: "You cannot suspend yourself.",
  disable: "You cannot disable yourself.",
  "reset-mfa": "You cannot reset your own second factor here: renew your recovery codes on your account page.",
};

/**
 * The change, or why not. `otherActiveOwners` counts the active owners other than the target, read
 * under the same lock as the target.
 */
export function decideStaffChange(input: {
  actorId: string;
  target: StaffTarget;
  change: StaffChange;
  otherActiveOwners: number;
}): StaffDecision {
  const { actorId, target, change, otherActiveOwners } = input;
  if (target.id === actorId) {
    const refusal = SELF_REFUSALS[change.kind];
    if (refusal) return refuse("forbidden", refusal);
  }
  if (target.status === "disabled") return refuse("conflict", `${target.email} is disabled for good.`);
  switch (change.kind) {
    case "role":
      if (target.role === change.role)
        return refuse("conflict", `${target.email} is already ${ROLE_LABELS[change.role].toLowerCase()}.`);
      break;
    case "suspend":
      if (target.status !== "active")
        return refuse("conflict", `Only an active operator can be suspended; ${target.email} is ${target.status}.`);
      break;
    case "restore":
      if (target.status !== "suspended") return refuse("conflict", `${target.email} is not suspended.`);
      break;
    case "reset-mfa":
      if (target.status === "suspended")
        return refuse("conflict", `${target.email} is suspended: restore them before resetting their second factor.`);
      break;
    case "disable":
      break;
  }
  if (removesOwner(target, change) && otherActiveOwners === 0)
    return refuse(
      "conflict",
      `${target.email} is the last active owner: make another operator an owner first, so the shop keeps one.`,
    );
  return { ok: true };
}

/** The audit code of each change. */
export const STAFF_CHANGE_ACTIONS = {
  role: "OPERATOR_ROLE_SET",
  suspend: "OPERATOR_SUSPENDED",
  restore: "OPERATOR_RESTORED",
  disable: "OPERATOR_DISABLED",
  "reset-mfa": "OPERATOR_MFA_RESET",
} as const satisfies Record<StaffChange["kind"], string>;

/** One row of /admin/staff. */
export type StaffMemberView = {
  id: string;
  email: string;
  status: OperatorStatusName;
  role: OperatorRole;
  createdAt: string;
  enrolledAt: string | null;
  /** When they last reached aal2; null when never, or before it was kept (migration 0029). */
  lastSignedInAt: string | null;
  recoveryCodesLeft: number;
};
