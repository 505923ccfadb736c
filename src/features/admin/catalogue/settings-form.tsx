"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { controlClass } from "@/components/ui/field";
import { useFocusAfterCommit } from "@/components/ui/use-focus-after-commit";
import type { SettingRow } from "@/domain/admin/catalogue-settings";
import { CONFIRM_CODE } from "@/domain/admin/change-check";
import { SET_SETTING_ROUTE } from "@/domain/api/admin-catalogue-routes";
import { callApi } from "@/features/network/call-api";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ScriptButton } from "../script-button";

/**
 * One setting: its field with description and unit, its own error beside it, saved with its own
 * button after a confirmation. The form sends the stored number it showed, so a change made
 * meanwhile elsewhere is refused (409) instead of overwritten. Its bound is shown under the
 * description; a large change answered with CONFIRM_CODE turns the same dialog into the second
 * question, worded with the server's effect, and is sent again with `confirm: true`.
 */
export function SettingForm({ setting }: { setting: SettingRow }) {
  const router = useRouter();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const focusAfterCommit = useFocusAfterCommit();
  const [value, setValue] = useState(setting.value);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  /** The effect the server asked to confirm a second time, once it did. */
  const [effect, setEffect] = useState<string | null>(null);

  const close = () => {
    setConfirming(false);
    setEffect(null);
  };

  const save = async () => {
    setBusy(true);
    setDialogError(null);
    const result = await callApi(SET_SETTING_ROUTE, {
      key: setting.key,
      value,
      expected: setting.stored,
      ...(effect === null ? {} : { confirm: true as const }),
    });
    setBusy(false);
    if (result.ok) {
      close();
      setError(null);
      router.refresh();
      return;
    }
    if (result.error.kind === "server" && result.error.code === CONFIRM_CODE && effect === null) {
      setEffect(result.error.message);
      return;
    }
    if (result.error.kind === "server" && result.error.status === 400) {
      const body = result.error.body as { problems?: { path: string; message: string }[] };
      close();
      setError(body.problems?.map((problem) => problem.message).join("; ") || result.error.message);
      focusAfterCommit(() => field.current);
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
            {setting.description} ({setting.unit}). Key <code>{setting.key}</code>.{" "}
            <span data-testid="admin-setting-bounds">Allowed: {setting.bounds}.</span>
          </p>
        </div>
        <div>
          {setting.options ? (
            <select
              id={`${id}-value`}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-describedby={`${id}-hint`}
              className={controlClass({ spaced: false })}
            >
              {setting.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          ) : (
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
          )}
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
          key={effect === null ? "first" : "second"}
          title={
            effect === null ? `Change ${setting.label.toLowerCase()}` : `Really change ${setting.label.toLowerCase()}?`
          }
          confirmLabel={effect === null ? "Save" : "Yes, save it"}
          focusConfirm
          danger={effect !== null}
          busy={busy}
          error={dialogError}
          onConfirm={save}
          onClose={close}
          testIds={{ dialog: "admin-setting-dialog", confirm: "admin-setting-confirm" }}
        >
          <p>
            {setting.label}: {setting.value} → {value} ({setting.unit}). Every page and the checkout use it at once.
          </p>
          {effect !== null && (
            <p className="font-medium text-parchment" data-testid="admin-setting-effect">
              {effect}
            </p>
          )}
        </ConfirmActionDialog>
      )}
    </>
  );
}
