"use client";

import { useId, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { ADD_GOLD_STOCK_ROUTE } from "@/domain/api/admin-gold-routes";
import { FormError } from "../form-error";
import { ScriptButton } from "../script-button";
import { AccountField, MillionsField } from "./book-fields";
import { useBookForm } from "./use-book-form";

/** Gold the shop now holds: how many millions, in which in-game account, and a note. */
export function AddStockForm({ accounts }: { accounts: readonly string[] }) {
  const errorId = useId();
  const [millions, setMillions] = useState("");
  const [account, setAccount] = useState("");
  const [note, setNote] = useState("");
  const form = useBookForm(ADD_GOLD_STOCK_ROUTE, false);
  return (
    <form
      noValidate
      className="grid content-start gap-4"
      data-testid="admin-gold-add-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const added = await form.send(
          millions,
          { account, note: note.trim() || undefined },
          `Added ${millions.trim()}M to ${account.trim()}.`,
        );
        if (added) {
          setMillions("");
          setNote("");
        }
      }}
    >
      <h2 className="font-display text-xl text-parchment">Add stock</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <MillionsField
          label="Millions"
          hint="Whole millions, or one decimal: 250, 12.5."
          value={millions}
          onChange={setMillions}
          inputRef={form.millionsRef}
          invalid={form.error !== null}
          errorId={errorId}
          testId="admin-gold-add-millions"
        />
        <AccountField
          label="Account"
          hint="The in-game account (mule) holding it."
          value={account}
          onChange={setAccount}
          accounts={accounts}
          testId="admin-gold-add-account"
        />
      </div>
      <Field label="Note (optional)">
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            maxLength={500}
            data-testid="admin-gold-add-note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={controlClass()}
          />
        )}
      </Field>
      <FormError id={errorId} message={form.error} testId="admin-gold-add-error" />
      <div className="flex flex-wrap items-center gap-3">
        <ScriptButton type="submit" busy={form.busy} data-testid="admin-gold-add-submit">
          Add stock
        </ScriptButton>
        <p role="status" className="text-sm text-parchment-muted" data-testid="admin-gold-add-done">
          {form.done ?? ""}
        </p>
      </div>
    </form>
  );
}
