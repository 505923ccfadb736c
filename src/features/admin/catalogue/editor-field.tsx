"use client";

import { controlClass, Field } from "@/components/ui/field";
import { type EditorField, fieldHint } from "@/domain/admin/catalogue-editor";

/** One field of the product's form: its label, control, unit and its own error beside it. */
export function EditorFieldControl({
  field,
  value,
  error,
  onChange,
}: {
  field: EditorField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const multiline = field.kind === "multiline" || field.kind === "lines";
  return (
    <Field
      label={field.label}
      hint={fieldHint(field)}
      error={error}
      errorTestId="admin-catalogue-field-error"
      className={multiline ? "sm:col-span-2" : undefined}
    >
      {(control) =>
        field.kind === "status" ? (
          <select
            {...control}
            data-field={field.path}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={controlClass()}
          >
            <option value="active">Active: shown and sold</option>
            <option value="hidden">Hidden: not shown, not sold</option>
          </select>
        ) : multiline ? (
          <textarea
            {...control}
            data-field={field.path}
            value={value}
            rows={field.path === "longDescription" ? 6 : 3}
            onChange={(event) => onChange(event.target.value)}
            className={controlClass({ multiline: true })}
          />
        ) : (
          <input
            {...control}
            data-field={field.path}
            value={value}
            inputMode={field.kind === "text" ? undefined : "decimal"}
            onChange={(event) => onChange(event.target.value)}
            className={controlClass({ numeric: field.kind !== "text" })}
          />
        )
      }
    </Field>
  );
}
