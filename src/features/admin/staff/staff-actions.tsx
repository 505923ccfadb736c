"use client";

import { useState } from "react";
import { ROLE_LABELS } from "@/domain/admin/roles";
import type { StaffChange, StaffMemberView } from "@/domain/admin/staff-rules";
import { adminStaffChangeRoute } from "@/domain/api/admin-staff-routes";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ScriptButton } from "../script-button";
import { useConfirmedCall } from "../use-confirmed-call";
import { LinkOnce } from "./link-once";

export const STAFF_CONFIRM = {
  dialog: "admin-staff-confirm",
  error: "admin-staff-confirm-error",
  confirm: "admin-staff-confirm-submit",
};

type Action = { change: StaffChange; label: string; title: string; says: string; danger?: boolean };

/** The changes that apply to this operator's status and role (the server decides again, under its lock). */
function actionsFor(member: StaffMemberView): Action[] {
  if (member.status === "disabled") return [];
  const actions: Action[] = [];
  const other = member.role === "owner" ? "staff" : "owner";
  actions.push({
    change: { kind: "role", role: other },
    label: `Make ${ROLE_LABELS[other].toLowerCase()}`,
    title: `Make ${member.email} ${ROLE_LABELS[other].toLowerCase()}?`,
    says:
      other === "owner"
        ? "Owners open everything: the catalogue, settings, promotions, the dashboard and this staff list, and refund without a limit."
        : "Staff open orders, messages, customers and carts, and refund up to the staff limit. It applies at once.",
  });
  if (member.status === "active")
    actions.push({
      change: { kind: "suspend" },
      label: "Suspend",
      title: `Suspend ${member.email}?`,
      says: "Every session of theirs ends now and they cannot sign in until an owner restores them.",
      danger: true,
    });
  if (member.status === "suspended")
    actions.push({
      change: { kind: "restore" },
      label: "Restore",
      title: `Restore ${member.email}?`,
      says: "They can sign in again with their password and app.",
    });
  if (member.status !== "suspended")
    actions.push({
      change: { kind: "reset-mfa" },
      label: member.status === "invited" ? "New link" : "Reset 2FA",
      title: `A new enrolment link for ${member.email}?`,
      says: "Their app, password and recovery codes are forgotten and their sessions end; the new link (24 hours, once) sets them up again.",
      danger: member.status !== "invited",
    });
  actions.push({
    change: { kind: "disable" },
    label: "Disable",
    title: `Disable ${member.email} for good?`,
    says: "Every session ends now and the account cannot be used again; invite a new one if they come back.",
    danger: true,
  });
  return actions;
}

export function StaffActions({ member }: { member: StaffMemberView }) {
  const [open, setOpen] = useState<Action | null>(null);
  const [link, setLink] = useState<{ url: string; emailed: boolean } | null>(null);
  const actions = actionsFor(member);
  if (actions.length === 0) return <span className="text-parchment-muted">None</span>;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <ScriptButton
            key={action.change.kind}
            variant={action.danger ? "danger" : "secondary"}
            pad={3}
            data-testid={`admin-staff-action-${action.change.kind}`}
            aria-label={`${action.label}: ${member.email}`}
            onClick={() => {
              setLink(null);
              setOpen(action);
            }}
          >
            {action.label}
          </ScriptButton>
        ))}
      </div>
      {open && (
        <StaffChangeDialog
          member={member}
          action={open}
          onClose={() => setOpen(null)}
          onLink={(url, emailed) => setLink({ url, emailed })}
        />
      )}
      {link && <LinkOnce email={member.email} link={link.url} emailed={link.emailed} />}
    </div>
  );
}

function StaffChangeDialog({
  member,
  action,
  onClose,
  onLink,
}: {
  member: StaffMemberView;
  action: Action;
  onClose: () => void;
  onLink: (link: string, emailed: boolean) => void;
}) {
  const [send, setSend] = useState(false);
  const body = action.change.kind === "reset-mfa" ? { ...action.change, send } : action.change;
  const call = useConfirmedCall(adminStaffChangeRoute(member.id), body, (answer) => {
    if (answer.link) onLink(answer.link, answer.emailed);
    onClose();
  });
  return (
    <ConfirmActionDialog
      testIds={STAFF_CONFIRM}
      focusConfirm
      danger={action.danger}
      title={action.title}
      confirmLabel={action.label}
      busy={call.busy}
      error={call.error}
      onConfirm={call.confirm}
      onClose={onClose}
    >
      <p>{action.says}</p>
      {action.change.kind === "reset-mfa" && (
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            data-testid="admin-staff-reset-send"
            checked={send}
            onChange={(event) => setSend(event.target.checked)}
            className="size-5 accent-gold"
          />
          Also email the new link to them
        </label>
      )}
    </ConfirmActionDialog>
  );
}
