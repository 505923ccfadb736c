"use client";

import { StatusBadge, type StatusTone } from "@/components/ui/status-badge";
import { Table, type TableColumn } from "@/components/ui/table";
import { ROLE_LABELS } from "@/domain/admin/roles";
import { type OperatorStatusName, STATUS_LABELS, type StaffMemberView } from "@/domain/admin/staff-rules";
import { formatAdminTime } from "../admin-time";
import { StaffActions } from "./staff-actions";

const TONES: Record<OperatorStatusName, StatusTone> = {
  invited: "warning",
  active: "success",
  suspended: "danger",
  disabled: "neutral",
};

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "—");

function columns(selfId: string): TableColumn<StaffMemberView>[] {
  return [
    {
      id: "email",
      header: "Email",
      sortValue: (row) => row.email,
      cell: (row) => (
        <span data-testid="admin-staff-email" className="block min-w-40 [overflow-wrap:anywhere]">
          {row.email}
          {row.id === selfId && <span className="text-parchment-muted"> (you)</span>}
        </span>
      ),
    },
    {
      id: "role",
      header: "Role",
      sortValue: (row) => row.role,
      cell: (row) => <span data-testid="admin-staff-role">{ROLE_LABELS[row.role]}</span>,
    },
    {
      id: "status",
      header: "Status",
      sortValue: (row) => row.status,
      cell: (row) => (
        <StatusBadge tone={TONES[row.status]} className="whitespace-nowrap">
          <span data-testid="admin-staff-status">{STATUS_LABELS[row.status]}</span>
        </StatusBadge>
      ),
    },
    {
      id: "enrolled",
      header: "Enrolled",
      sortValue: (row) => row.enrolledAt ?? "",
      cell: (row) => (
        <span
          className="tabular whitespace-nowrap"
          title={row.enrolledAt ? formatAdminTime(row.enrolledAt) : undefined}
        >
          {day(row.enrolledAt)}
        </span>
      ),
    },
    {
      id: "last",
      header: "Last sign-in",
      sortValue: (row) => row.lastSignedInAt ?? "",
      cell: (row) => (
        <span className="tabular whitespace-nowrap" data-testid="admin-staff-last-sign-in">
          {row.lastSignedInAt ? formatAdminTime(row.lastSignedInAt) : "Not known"}
        </span>
      ),
    },
    {
      id: "codes",
      header: "Codes left",
      align: "right",
      sortValue: (row) => row.recoveryCodesLeft,
      cell: (row) => (
        <span className="tabular" data-testid="admin-staff-codes">
          {row.status === "invited" ? "—" : row.recoveryCodesLeft}
        </span>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      cell: (row) =>
        row.id === selfId ? (
          <a href="/admin/account" className="text-gold underline underline-offset-2">
            Your account
          </a>
        ) : (
          <StaffActions member={row} />
        ),
    },
  ];
}

/** Every operator, oldest first: role, status, enrolment, last sign-in and recovery codes left, with the owner's actions. */
export function StaffTable({ members, selfId }: { members: readonly StaffMemberView[]; selfId: string }) {
  return (
    <Table
      caption="Operators of the back office"
      columns={columns(selfId)}
      rows={members}
      rowKey={(row) => row.id}
      empty="No operators yet."
      testId="admin-staff"
    />
  );
}
