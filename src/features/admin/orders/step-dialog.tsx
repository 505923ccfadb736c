"use client";

import { useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { FULFILMENT_STATUSES, type FulfilmentStatus, fulfilmentLabel } from "@/domain/admin/fulfilment";
import { setStepRoute } from "@/domain/api/admin-order-routes";
import type { OrderStepState } from "@/domain/orders/admin-order-view";
import { checkProgress, progressText } from "@/domain/orders/order-progress";
import { decideStep, MAX_PAUSE_REASON_LENGTH } from "@/domain/orders/order-step";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ORDER_DIALOG_TEST_IDS, type OrderDialogProps } from "./order-dialog";
import { ProgressFields } from "./progress-fields";
import { useFieldSubmit } from "./use-field-submit";
import { useProgressFigure } from "./use-progress-figure";

/*
 * The fulfilment step with, while in progress, a progress figure (ProgressFields: sent again for
 * every new figure) and, for a pause, the reason the customer reads. The domain's own rules run
 * here first, so the operator reads the server's words beside the field before anything is sent;
 * the server checks again and its refusal lands in the same place.
 */

/** Steps the operator may pick: any other step, and the current one where a repeat says something new. */
function stepChoices(current: FulfilmentStatus): FulfilmentStatus[] {
  return FULFILMENT_STATUSES.filter((step) => step !== current || step === "in_progress" || step === "paused");
}

export function StepDialog({
  order,
  onDone,
  onClose,
  initial,
  onCancelOrder,
}: OrderDialogProps<OrderStepState> & {
  initial?: FulfilmentStatus;
  /** Opens the cancel dialog (refund and reason) in place of setting "cancelled" as a plain step. */
  onCancelOrder?: () => void;
}) {
  const stepField = useRef<HTMLSelectElement>(null);
  const doneField = useRef<HTMLInputElement>(null);
  const targetField = useRef<HTMLInputElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const choices = stepChoices(order.fulfilment);
  const [step, setStep] = useState<FulfilmentStatus>(initial ?? choices[0] ?? "queued");
  const figure = useProgressFigure(order.progress, order.suggestedUnit);
  const [reason, setReason] = useState(order.fulfilment === "paused" ? (order.pausedReason ?? "") : "");
  const { busy, submit, refuse, messageFor } = useFieldSubmit(
    setStepRoute(order.orderId),
    { step: stepField, done: doneField, target: targetField, reason: reasonField },
    stepField,
  );

  const confirm = async () => {
    if (step === "cancelled" && onCancelOrder) return onCancelOrder();
    const progress = step === "in_progress" ? figure.figure() : undefined;
    const request = { step, ...(progress ? { progress } : {}), ...(step === "paused" ? { reason } : {}) };
    if (progress) {
      const checked = checkProgress(progress);
      if (!checked.ok) return refuse(checked.field, checked.reason);
    }
    const decided = decideStep({ fulfilment: order.fulfilment, status: order.status }, request);
    if (!decided.ok) return refuse(decided.field, decided.reason);
    if (await submit(request)) onDone();
  };

  return (
    <ConfirmActionDialog
      testIds={ORDER_DIALOG_TEST_IDS}
      title="Set fulfilment"
      confirmLabel={step === "cancelled" && onCancelOrder ? "Next: refund and reason" : "Set status"}
      busy={busy}
      error={messageFor(null)}
      onClose={onClose}
      onConfirm={confirm}
    >
      <p className="text-sm text-parchment-muted">
        Now {fulfilmentLabel(order.fulfilment)}
        {order.progress ? ` (${progressText(order.progress)})` : ""}. The customer's order page shows each step.
      </p>
      <Field label="New status" error={messageFor("step")} errorTestId="admin-step-error">
        {(control) => (
          <select
            {...control}
            ref={stepField}
            // biome-ignore lint/a11y/noAutofocus: the field the operator opened this dialog to fill (the Dialog focuses it)
            autoFocus
            value={step}
            onChange={(event) => setStep(event.target.value as FulfilmentStatus)}
            className={controlClass()}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {fulfilmentLabel(choice)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {step === "in_progress" && (
        <ProgressFields figure={figure} doneRef={doneField} targetRef={targetField} messageFor={messageFor} />
      )}
      {step === "paused" && (
        <Field
          label="Reason"
          hint="The customer reads this on their order page and in their email."
          error={messageFor("reason")}
          errorTestId="admin-step-error"
        >
          {(control) => (
            <textarea
              {...control}
              ref={reasonField}
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
