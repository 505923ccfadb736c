"use client";

import { useId, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { CORRECT_GOLD_STOCK_ROUTE } from "@/domain/api/admin-gold-routes";
import { FormError } from "../form-error";
import { ScriptButton } from "../script-button";
import { AccountField, MillionsField } from "./book-fields";
import { useBookForm } from "./use-book-form";

/**
 * A correction after a count: signed millions (more found, or missing), where, and why. Without an
 * override a correction that would take the available stock below zero is refused; an owner may
 * tick the override to record it anyway (the ledger marks it).
 */
export function CorrectionForm({ accounts, canOverride }: { accounts: readonly string[]; canOverride: boolean }) {
  const errorId = useId();
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
        <MillionsField
          label="Millions (+ or -)"
          hint="-40 when 40M are missing, 25 when 25M more were found."
          value={millions}
          onChange={setMillions}
          inputRef={form.millionsRef}
          invalid={form.error !== null}
          errorId={errorId}
          testId="admin-gold-correct-millions"
        />
        <AccountField
          label="Account (optional)"
          hint="Where the difference was found."
          value={account}
          onChange={setAccount}
          accounts={accounts}
          testId="admin-gold-correct-account"
        />
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
