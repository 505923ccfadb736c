"use client";

import { controlClass, Field } from "@/components/ui/field";
import { parseCurrency } from "@/domain/money/currency-format";
import { CURRENCIES } from "@/domain/settings/currencies";
import { setCurrency, useCurrencyChoice } from "./currency-store";

function CurrencySelect(props: { id?: string; "aria-label"?: string; testId: string; className: string }) {
  const currency = useCurrencyChoice();
  return (
    <select
      id={props.id}
      name="currency"
      aria-label={props["aria-label"]}
      data-testid={props.testId}
      value={currency}
      onChange={(event) => setCurrency(parseCurrency(event.target.value) ?? "USD")}
      className={props.className}
    >
      {CURRENCIES.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}

/**
 * The currency prices are shown in (charges stay in USD), a native select named "Currency":
 * keyboard and screen-reader ready as it is. `compact` (the header bar) keeps its label for
 * assistive technology only.
 */
export function CurrencyPicker({
  testId,
  compact = false,
  className,
}: {
  testId: string;
  compact?: boolean;
  className?: string;
}) {
  if (compact) {
    return (
      <CurrencySelect
        aria-label="Currency"
        testId={testId}
        className={controlClass({ fullWidth: false, spaced: false, className: "min-h-11 bg-stone/80 text-sm" })}
      />
    );
  }
  return (
    <Field label="Currency" className={className}>
      {(control) => (
        <CurrencySelect id={control.id} testId={testId} className={controlClass({ className: "text-base" })} />
      )}
    </Field>
  );
}
