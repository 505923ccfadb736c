"use client";

import { useState } from "react";
import type { BulkResponse } from "@/domain/api/admin-order-bulk";
import { bulkOrdersRoute } from "@/domain/api/admin-order-routes";
import { callApi } from "@/features/network/call-api";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { type AssignableOperator, AssigneeSelect, NOBODY } from "./assignee-select";

/** Gives the selected orders to one operator, or to nobody; each order is audited on its own. */
export function BulkAssignDialog({
  ids,
  operators,
  initial,
  onDone,
  onClose,
}: {
  ids: readonly string[];
  operators: readonly AssignableOperator[];
  /** Preselected: the operator looking, the usual "give these to me". */
  initial: string;
  onDone: (answer: BulkResponse) => void;
  onClose: () => void;
}) {
  const [assignee, setAssignee] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await callApi(bulkOrdersRoute(), {
      action: "assign",
      ids: [...ids],
      assignee: assignee === NOBODY ? null : assignee,
    });
    setBusy(false);
    if (result.ok) onDone(result.data);
    else setError(result.error.message);
  };

  return (
    <ConfirmActionDialog
      testIds={{ dialog: "admin-bulk-dialog" }}
      title={`Assign ${ids.length} ${ids.length === 1 ? "order" : "orders"}`}
      confirmLabel={assignee === NOBODY ? "Unassign" : "Assign"}
      busy={busy}
      error={error}
      onClose={onClose}
      onConfirm={confirm}
      focusConfirm
    >
      <AssigneeSelect operators={operators} value={assignee} onChange={setAssignee} testId="admin-bulk-assignee" />
    </ConfirmActionDialog>
  );
}
