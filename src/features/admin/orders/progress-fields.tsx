"use client";

import type { Ref } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { PROGRESS_UNITS, type ProgressUnit, progressUnitLabel } from "@/domain/orders/order-progress";
import type { ProgressFigureState } from "./use-progress-figure";

/** The optional figure of an in-progress step: its unit, how much is done, and the goal (100 for percent). */
export function ProgressFields({
  figure,
  doneRef,
  targetRef,
  messageFor,
}: {
  figure: ProgressFigureState;
  doneRef: Ref<HTMLInputElement>;
  targetRef: Ref<HTMLInputElement>;
  /** The refusal to show beside a field, by its name (done, target). */
  messageFor: (field: string) => string | null;
}) {
  const { percent } = figure;
  return (
    <fieldset className="grid gap-3" data-testid="admin-step-progress">
      <legend className="text-sm font-medium text-parchment">Progress figure (optional)</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Unit">
          {(control) => (
            <select
              {...control}
              value={figure.unit}
              onChange={(event) => figure.setUnit(event.target.value as ProgressUnit)}
              className={controlClass()}
            >
              {PROGRESS_UNITS.map((choice) => (
                <option key={choice} value={choice}>
                  {progressUnitLabel(choice)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Done" error={messageFor("done")} errorTestId="admin-step-error">
          {(control) => (
            <input
              {...control}
              ref={doneRef}
              inputMode="numeric"
              value={figure.done}
              maxLength={12}
              onChange={(event) => figure.setDone(event.target.value)}
              className={controlClass({ numeric: true })}
            />
          )}
        </Field>
        <Field
          label="Goal"
          hint={percent ? "Percent counts to 100." : undefined}
          error={messageFor("target")}
          errorTestId="admin-step-error"
        >
          {(control) => (
            <input
              {...control}
              ref={targetRef}
              inputMode="numeric"
              value={percent ? "100" : figure.target}
              readOnly={percent}
              maxLength={12}
              onChange={(event) => figure.setTarget(event.target.value)}
              className={controlClass({ numeric: true, className: percent ? "opacity-70" : undefined })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
