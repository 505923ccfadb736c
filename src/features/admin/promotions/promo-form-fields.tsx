"use client";

import type { ReactNode } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { promoBoundText } from "@/domain/promotions/promo-bounds";
import type { PromoForm, PromoFormErrors, PromoFormField, PromoTargets } from "@/domain/promotions/promo-form";
import { PromoTargetPicker } from "./promo-target-picker";

type FieldsProps = {
  form: PromoForm;
  errors: PromoFormErrors;
  known: PromoTargets;
  /** Editing: the code's name is shown, not changed (orders and emails name it). */
  codeLocked?: boolean;
  onChange: (field: PromoFormField, value: string) => void;
  /** Registers each control, so the form can focus the first one with an error. */
  controlRef: (field: PromoFormField) => (element: HTMLInputElement | HTMLSelectElement | null) => void;
};

type TextSpec = {
  field: PromoFormField;
  label: string;
  hint?: string;
  type?: string;
  inputMode?: "decimal" | "numeric";
  readOnly?: boolean;
};

/** Every field of a code's terms, each with its own message (aria-invalid, aria-describedby). */
export function PromoFormFields({ form, errors, known, codeLocked = false, onChange, controlRef }: FieldsProps) {
  const text = ({ field, label, hint, type = "text", inputMode, readOnly }: TextSpec): ReactNode => (
    <Field key={field} label={label} hint={hint} error={errors[field]} errorTestId={`admin-promo-${field}-error`}>
      {(control) => (
        <input
          {...control}
          ref={controlRef(field)}
          data-testid={`admin-promo-${field}`}
          name={field}
          type={type}
          inputMode={inputMode}
          readOnly={readOnly}
          autoComplete="off"
          value={form[field]}
          onChange={(event) => onChange(field, event.target.value)}
          className={controlClass()}
        />
      )}
    </Field>
  );
  const select = (field: PromoFormField, label: string, options: [string, string][]): ReactNode => (
    <Field key={field} label={label} error={errors[field]} errorTestId={`admin-promo-${field}-error`}>
      {(control) => (
        <select
          {...control}
          ref={controlRef(field)}
          data-testid={`admin-promo-${field}`}
          name={field}
          value={form[field]}
          onChange={(event) => {
            onChange(field, event.target.value);
            // Lines and products are different ids: a change of scope starts the choice afresh.
            if (field === "scope") onChange("targets", "");
          }}
          className={controlClass()}
        >
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {codeLocked
        ? text({
            field: "code",
            label: "Code",
            hint: "A code keeps its name: orders and emails show it.",
            readOnly: true,
          })
        : text({ field: "code", label: "Code", hint: "Letters, digits, - or _; matched whatever the case." })}
      {select("kind", "Kind", [
        ["percent", "Percentage off"],
        ["fixed", "Fixed amount off"],
      ])}
      {text({
        field: "amount",
        label: form.kind === "fixed" ? "Amount off (USD)" : "Percentage off",
        inputMode: "decimal",
        hint: `Taken off the eligible lines after the site-wide discount. ${promoBoundText(form.kind === "fixed" ? "fixed" : "percent")}`,
      })}
      {select("scope", "Applies to", [
        ["all", "Everything"],
        ["lines", "Some product lines"],
        ["skus", "Some products"],
      ])}
      {(form.scope === "lines" || form.scope === "skus") && (
        <PromoTargetPicker
          scope={form.scope}
          known={known}
          value={form.targets}
          onChange={(value) => onChange("targets", value)}
          error={errors.targets}
          inputRef={controlRef("targets")}
        />
      )}
      <label className="flex min-h-11 items-center gap-3 self-end text-sm text-parchment">
        <input
          type="checkbox"
          data-testid="admin-promo-includeGold"
          name="includeGold"
          checked={form.includeGold === "on"}
          onChange={(event) => onChange("includeGold", event.target.checked ? "on" : "")}
          className="size-4 accent-[var(--color-gold)]"
        />
        Include OSRS Gold
      </label>
      {text({ field: "minTotal", label: "Minimum total (USD, optional)", inputMode: "decimal" })}
      {text({ field: "maxUses", label: "Total uses (optional)", inputMode: "numeric" })}
      {text({ field: "startsAt", label: "Starts (UTC, optional)", type: "datetime-local" })}
      {text({ field: "endsAt", label: "Ends (UTC, optional)", type: "datetime-local" })}
      {text({ field: "maxUsesPerEmail", label: "Uses per email (optional)", inputMode: "numeric" })}
    </div>
  );
}
