"use client";

import { controlClass, Field } from "@/components/ui/field";
import {
  MAX_REFUND_REASON_LENGTH,
  MAX_REFUND_REFERENCE_LENGTH,
  MAX_REFUND_SENT_BY_LENGTH,
} from "@/domain/admin/refund-rules";
import { formatUsd } from "@/domain/money/money";
import { AmountField } from "../amount-field";
import type { RefundChoice, RefundFormState } from "./use-refund-form";

/** How much, why, and for a manual order how the money was sent: the refund and cancel dialogs' fields. */
export function RefundFormFields({
  form,
  refundableCents,
  allowNone,
  errorId,
  reasonOnly = false,
}: {
  form: RefundFormState;
  refundableCents: number;
  /** A cancel may keep the money. */
  allowNone: boolean;
  errorId: string;
  /** An unpaid order's cancel: only the reason. */
  reasonOnly?: boolean;
}) {
  const choices: [RefundChoice, string][] = [
    ["full", `All of it (${formatUsd(refundableCents)})`],
    ["part", "Part of it"],
    ...(allowNone ? [["none", "No refund"] as [RefundChoice, string]] : []),
  ];
  const invalid = form.problem !== null;
  return (
    <>
      {!reasonOnly && (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-parchment">How much</legend>
          {choices.map(([value, label], index) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-parchment">
              <input
                type="radio"
                name="refund-kind"
                value={value}
                data-testid={`admin-refund-${value}`}
                checked={form.choice === value}
                onChange={() => form.setChoice(value)}
                // biome-ignore lint/a11y/noAutofocus: the choice the operator opened this dialog to make
                autoFocus={index === 0}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      {form.choice === "part" && (
        <AmountField
          label="Amount to refund"
          amount={form.amount}
          inputRef={form.refs.amountRef}
          invalid={invalid}
          describedBy={errorId}
        />
      )}
      <Field label="Reason" hint="The customer reads it in their email and on their order page." describedBy={errorId}>
        {(control) => (
          <textarea
            {...control}
            // biome-ignore lint/a11y/noAutofocus: with no amount to choose, the reason is what the dialog asks
            autoFocus={reasonOnly}
            ref={form.refs.reasonRef}
            data-testid="admin-refund-reason"
            value={form.reason}
            rows={2}
            maxLength={MAX_REFUND_REASON_LENGTH}
            onChange={(event) => form.setReason(event.target.value)}
            className={controlClass({ multiline: true })}
          />
        )}
      </Field>
      {form.manual && form.choice !== "none" && (
        <>
          <p className="text-sm text-parchment-muted">
            Paid by a manual method: send the money back yourself first, then record how it was sent.
          </p>
          <Field label="Sent by" hint="Zelle, Bitcoin, Interac, …" describedBy={errorId}>
            {(control) => (
              <input
                {...control}
                ref={form.refs.sentByRef}
                data-testid="admin-refund-sent-by"
                value={form.sentBy}
                maxLength={MAX_REFUND_SENT_BY_LENGTH}
                onChange={(event) => form.setSentBy(event.target.value)}
                className={controlClass()}
              />
            )}
          </Field>
          <Field
            label="Refund reference"
            hint="The transfer's id or the transaction hash of the money sent back."
            describedBy={errorId}
          >
            {(control) => (
              <input
                {...control}
                ref={form.refs.referenceRef}
                data-testid="admin-refund-reference"
                value={form.reference}
                maxLength={MAX_REFUND_REFERENCE_LENGTH}
                onChange={(event) => form.setReference(event.target.value)}
                className={controlClass()}
              />
            )}
          </Field>
        </>
      )}
    </>
  );
}
