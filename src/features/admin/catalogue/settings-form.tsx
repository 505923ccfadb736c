"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { controlClass } from "@/components/ui/field";
import type { SettingRow } from "@/domain/admin/catalogue-settings";
import { SET_SETTING_ROUTE } from "@/domain/api/admin-catalogue-routes";
import { callApi } from "@/features/network/call-api";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ScriptButton } from "../script-button";

/**
 * One setting: its field with description and unit, its own error beside it, saved with its own
 * button after a confirmation. The form sends the stored number it showed, so a change made
 * meanwhile elsewhere is refused (409) instead of overwritten.
 */
export function SettingForm({ setting }: { setting: SettingRow }) {
  const router = useRouter();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(setting.value);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const save = async () => {
    setBusy(true);
    setDialogError(null);
    const result = await callApi(SET_SETTING_ROUTE, { key: setting.key, value, expected: setting.stored });
    setBusy(false);
    if (result.ok) {
      setConfirming(false);
      setError(null);
      router.refresh();
      return;
    }
    if (result.error.kind === "server" && result.error.status === 400) {
      const body = result.error.body as { problems?: { path: string; message: string }[] };
      setConfirming(false);
      setError(body.problems?.map((problem) => problem.message).join("; ") || result.error.message);
      requestAnimationFrame(() => field.current?.focus());
      return;
    }
    setDialogError(result.error.message);
  };

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
        className="grid gap-2 border-b border-stone-line pb-4 last:border-b-0 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
        data-testid="admin-setting"
        data-key={setting.key}
      >
        <div>
          <label htmlFor={`${id}-value`} className="font-medium text-parchment">
            {setting.label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-parchment-muted">
            {setting.description} ({setting.unit}). Key <code>{setting.key}</code>.
          </p>
        </div>
        <div>
          <input
            ref={field}
            id={`${id}-value`}
            inputMode="decimal"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            className={controlClass({ numeric: true, spaced: false })}
          />
          {error && (
            <p id={`${id}-error`} className="mt-1 text-sm text-danger" data-testid="admin-setting-error">
              {error}
            </p>
          )}
        </div>
        <ScriptButton type="submit" variant="secondary" pad={4} disabled={value === setting.value}>
          Save <span className="sr-only">{setting.label}</span>
        </ScriptButton>
      </form>
      {confirming && (
        <ConfirmActionDialog
          title={`Change ${setting.label.toLowerCase()}`}
          confirmLabel="Save"
          focusConfirm
          busy={busy}
          error={dialogError}
          onConfirm={save}
          onClose={() => setConfirming(false)}
          testIds={{ dialog: "admin-setting-dialog", confirm: "admin-setting-confirm" }}
        >
          <p>
            {setting.label}: {setting.value} → {value} ({setting.unit}). Every page and the checkout use it at once.
          </p>
        </ConfirmActionDialog>
      )}
    </>
  );
}
