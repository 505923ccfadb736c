"use client";

import { type RefObject, useId } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { RSN_MAX_LENGTH } from "@/domain/players/runescape-name";

/*
 * The fields the book's two forms share: the millions (checked before sending, so the form's one
 * error describes it) and the in-game account, offered from the accounts the ledger already names.
 */

export function MillionsField({
  label,
  hint,
  value,
  onChange,
  inputRef,
  invalid,
  errorId,
  testId,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  invalid: boolean;
  errorId: string;
  testId: string;
}) {
  return (
    <Field label={label} hint={hint} invalid={invalid} describedBy={errorId}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          inputMode="text"
          autoComplete="off"
          data-testid={testId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass({ numeric: true })}
        />
      )}
    </Field>
  );
}

export function AccountField({
  label,
  hint,
  value,
  onChange,
  accounts,
  testId,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  accounts: readonly string[];
  testId: string;
}) {
  const listId = useId();
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <>
          <input
            {...control}
            list={listId}
            autoComplete="off"
            maxLength={RSN_MAX_LENGTH}
            data-testid={testId}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={controlClass()}
          />
          <datalist id={listId}>
            {accounts.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
