"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Card } from "@/components/ui/card";
import { assignOrderRoute } from "@/domain/api/admin-order-routes";
import type { AdminOrderView } from "@/domain/orders/admin-order-view";
import { callApi } from "@/features/network/call-api";
import { ScriptButton } from "../script-button";
import { type AssignableOperator, AssigneeSelect, NOBODY } from "./assignee-select";

/** Who works on the order: shown, given to someone (the operator looking, by default) or to nobody. */
export function OrderAssigneeCard({
  orderId,
  assignment,
  operators,
  viewerId,
}: {
  orderId: string;
  assignment: AdminOrderView["assignment"];
  operators: readonly AssignableOperator[];
  viewerId: string;
}) {
  const router = useRouter();
  const field = useRef<HTMLSelectElement>(null);
  const offered = (id: string) => operators.some((operator) => operator.id === id);
  const [choice, setChoice] = useState(
    assignment.assigneeId && offered(assignment.assigneeId)
      ? assignment.assigneeId
      : offered(viewerId)
        ? viewerId
        : NOBODY,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (assignee: string | null) => {
    setBusy(true);
    setError(null);
    const result = await callApi(assignOrderRoute(orderId), { assignee });
    setBusy(false);
    if (result.ok) router.refresh();
    else {
      setError(result.error.message);
      field.current?.focus();
    }
  };

  return (
    <Card className="grid gap-3 p-5">
      <h2 className="font-display text-xl text-parchment">Assigned to</h2>
      <p className="text-parchment" data-testid="admin-order-assignee">
        {assignment.assignee ?? "Nobody yet"}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-60 grow sm:grow-0">
          <AssigneeSelect
            operators={operators}
            value={choice}
            onChange={setChoice}
            selectRef={field}
            testId="admin-order-assign-to"
            error={error}
          />
        </div>
        <ScriptButton
          variant="secondary"
          pad={4}
          busy={busy}
          disabled={choice === NOBODY}
          onClick={() => send(choice)}
          data-testid="admin-order-assign"
        >
          Assign
        </ScriptButton>
        {assignment.assigneeId && (
          <ScriptButton
            variant="secondary"
            pad={4}
            busy={busy}
            onClick={() => send(null)}
            data-testid="admin-order-unassign"
          >
            Unassign
          </ScriptButton>
        )}
      </div>
    </Card>
  );
}
