"use client";

import type { Ref } from "react";
import { controlClass, Field } from "@/components/ui/field";

/** An operator an order may be given to, as the back office names them (by email). */
export type AssignableOperator = { id: string; email: string };

/** The value that stands for nobody in the select (an operator's id is never empty). */
export const NOBODY = "";

/** Who to give orders to: an active operator, or nobody. */
export function AssigneeSelect({
  operators,
  value,
  onChange,
  selectRef,
  testId,
  error,
}: {
  operators: readonly AssignableOperator[];
  value: string;
  onChange: (value: string) => void;
  selectRef?: Ref<HTMLSelectElement>;
  testId: string;
  error?: string | null;
}) {
  return (
    <Field label="Assign to" error={error ?? null}>
      {(control) => (
        <select
          {...control}
          ref={selectRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass()}
          data-testid={testId}
        >
          <option value={NOBODY}>Nobody (unassigned)</option>
          {operators.map((operator) => (
            <option key={operator.id} value={operator.id}>
              {operator.email}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
