"use client";

import { useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { type FulfilmentStatus, fulfilmentLabel } from "@/domain/admin/fulfilment";
import type { BulkResponse } from "@/domain/api/admin-order-bulk";
import { bulkOrdersRoute } from "@/domain/api/admin-order-routes";
import { MAX_PAUSE_REASON_LENGTH } from "@/domain/orders/order-step";
import { callApi } from "@/features/network/call-api";
import { ConfirmActionDialog } from "../confirm-action-dialog";

/*
 * One fulfilment step for the selected orders. A cancel is not offered: it decides about each
 * order's money and tells its customer why, one order at a time on its page. The server decides
 * each order by the single order's rules; the answer names the orders it refused.
 */

const BULK_STEPS: readonly FulfilmentStatus[] = ["queued", "in_progress", "paused", "delivered"];

export function BulkStepDialog({
  ids,
  onDone,
  onClose,
}: {
  ids: readonly string[];
  onDone: (answer: BulkResponse) => void;
  onClose: () => void;
}) {
  const [step, setStep] = useState<FulfilmentStatus>("in_progress");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await callApi(bulkOrdersRoute(), {
      action: "step",
      ids: [...ids],
      step,
      ...(step === "paused" ? { reason } : {}),
    });
    setBusy(false);
    if (result.ok) onDone(result.data);
    else setError(result.error.message);
  };

  return (
    <ConfirmActionDialog
      testIds={{ dialog: "admin-bulk-dialog" }}
      title={`Set fulfilment of ${ids.length} ${ids.length === 1 ? "order" : "orders"}`}
      confirmLabel="Set status"
      busy={busy}
      error={error}
      onClose={onClose}
      onConfirm={confirm}
    >
      <p className="text-sm text-parchment-muted">
        Each order is checked on its own, as on its page: an order the step does not fit is left as it is and named.
      </p>
      <Field label="New status">
        {(control) => (
          <select
            {...control}
            // biome-ignore lint/a11y/noAutofocus: the field the operator opened this dialog to fill (the Dialog focuses it)
            autoFocus
            value={step}
            onChange={(event) => setStep(event.target.value as FulfilmentStatus)}
            className={controlClass()}
            data-testid="admin-bulk-step"
          >
            {BULK_STEPS.map((choice) => (
              <option key={choice} value={choice}>
                {fulfilmentLabel(choice)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {step === "paused" && (
        <Field label="Reason" hint="Each customer reads this on their order page and in their email.">
          {(control) => (
            <textarea
              {...control}
              value={reason}
              rows={3}
              maxLength={MAX_PAUSE_REASON_LENGTH}
              onChange={(event) => setReason(event.target.value)}
              className={controlClass({ multiline: true })}
            />
          )}
        </Field>
      )}
    </ConfirmActionDialog>
  );
}
