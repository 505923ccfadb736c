"use client";

import { useId, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { CORRECT_GOLD_STOCK_ROUTE } from "@/domain/api/admin-gold-routes";
import { FormError } from "../form-error";
import { ScriptButton } from "../script-button";
import { useBookForm } from "./use-book-form";

/**
 * A correction after a count: signed millions (more found, or missing), where, and why. Without an
 * override a correction that would take the available stock below zero is refused; an owner may
 * tick the override to record it anyway (the ledger marks it).
 */
export function CorrectionForm({ accounts, canOverride }: { accounts: readonly string[]; canOverride: boolean }) {
  const errorId = useId();
  const listId = useId();
  const [millions, setMillions] = useState("");
  const [account, setAccount] = useState("");
  const [reason, setReason] = useState("");
  const [override, setOverride] = useState(false);
  const form = useBookForm(CORRECT_GOLD_STOCK_ROUTE, true);
  return (
    <form
      noValidate
      className="grid content-start gap-4"
      data-testid="admin-gold-correct-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const corrected = await form.send(
          millions,
          { account: account.trim() || undefined, reason, ...(canOverride ? { override } : {}) },
          `Corrected by ${millions.trim()}M.`,
        );
        if (corrected) {
          setMillions("");
          setReason("");
          setOverride(false);
        }
      }}
    >
      <h2 className="font-display text-xl text-parchment">Correct the stock</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Millions (+ or -)"
          hint="-40 when 40M are missing, 25 when 25M more were found."
          invalid={form.error !== null}
          describedBy={errorId}
        >
          {(control) => (
            <input
              {...control}
              ref={form.millionsRef}
              inputMode="text"
              autoComplete="off"
              data-testid="admin-gold-correct-millions"
              value={millions}
              onChange={(event) => setMillions(event.target.value)}
              className={controlClass({ numeric: true })}
            />
          )}
        </Field>
        <Field label="Account (optional)" hint="Where the difference was found.">
          {(control) => (
            <>
              <input
                {...control}
                list={listId}
                autoComplete="off"
                maxLength={12}
                data-testid="admin-gold-correct-account"
                value={account}
                onChange={(event) => setAccount(event.target.value)}
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
      </div>
      <Field label="Reason">
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            maxLength={500}
            data-testid="admin-gold-correct-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={controlClass()}
          />
        )}
      </Field>
      {canOverride && (
        <label className="flex min-h-11 items-center gap-3 text-parchment">
          <input
            type="checkbox"
            data-testid="admin-gold-correct-override"
            checked={override}
            onChange={(event) => setOverride(event.target.checked)}
            className="size-5 accent-gold"
          />
          Override: allow available stock below zero
        </label>
      )}
      <FormError id={errorId} message={form.error} testId="admin-gold-correct-error" />
      <div className="flex flex-wrap items-center gap-3">
        <ScriptButton
          type="submit"
          variant="secondary"
          pad={4}
          busy={form.busy}
          data-testid="admin-gold-correct-submit"
        >
          Record correction
        </ScriptButton>
        <p role="status" className="text-sm text-parchment-muted" data-testid="admin-gold-correct-done">
          {form.done ?? ""}
        </p>
      </div>
    </form>
  );
}
