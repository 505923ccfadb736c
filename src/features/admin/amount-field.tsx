"use client";

import type { Ref } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { AMOUNT_HINT } from "@/domain/money/amount-input";
import type { AmountFieldState } from "./use-amount-field";

/**
 * The back office's one field for money typed in dollars (a refund, a payment received): labelled,
 * with how to type it underneath; useAmountField turns it into cents. Its problems are said in the
 * form's one error line, which `describedBy` names while `invalid`.
 */
export function AmountField({
  label,
  amount,
  inputRef,
  invalid,
  describedBy,
  autoFocus = false,
}: {
  label: string;
  amount: AmountFieldState;
  inputRef?: Ref<HTMLInputElement>;
  invalid: boolean;
  describedBy: string;
  /** The field the operator opened the dialog to fill (the Dialog focuses it). */
  autoFocus?: boolean;
}) {
  return (
    <Field label={label} hint={AMOUNT_HINT} invalid={invalid} describedBy={describedBy}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          // biome-ignore lint/a11y/noAutofocus: only where the amount is what the dialog was opened to give
          autoFocus={autoFocus}
          inputMode="decimal"
          value={amount.text}
          onChange={(event) => amount.setText(event.target.value)}
          className={controlClass({ numeric: true })}
        />
      )}
    </Field>
  );
}
