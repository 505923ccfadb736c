"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { type EditorField, type EditorSection, problemsByField } from "@/domain/admin/catalogue-editor";
import { CONFIRM_CODE } from "@/domain/admin/change-check";
import { fieldProblemsBodySchema } from "@/domain/api/admin-catalogue";
import { publishProductRoute } from "@/domain/api/admin-catalogue-routes";
import { callApi } from "@/features/network/call-api";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { FormError } from "../form-error";
import { ScriptButton } from "../script-button";
import { EditorFieldControl } from "./editor-field";

const SECTIONS: readonly { id: EditorSection; legend: string }[] = [
  { id: "availability", legend: "Availability" },
  { id: "price", legend: "Price" },
  { id: "options", legend: "Option prices" },
  { id: "text", legend: "Text" },
];

export type ProductEditorProps = {
  sku: string;
  /** The product's version the form was read at: publishing over a newer one is refused. */
  version: number;
  fields: readonly EditorField[];
};

/** The values that differ from the stored ones: what Preview shows and Publish sends. */
function changedValues(fields: readonly EditorField[], values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    fields.filter((field) => values[field.path] !== field.value).map((field) => [field.path, values[field.path] ?? ""]),
  );
}

export function previewHref(sku: string, changed: Record<string, string>): string {
  const search = Object.keys(changed).length > 0 ? `?values=${encodeURIComponent(JSON.stringify(changed))}` : "";
  return `/admin/catalogue/${sku}/preview${search}`;
}

/**
 * The product's form: every field's error beside it, a preview of the unsaved change in a new tab,
 * and Publish confirmed with the list of what changes. A refusal names each field (400) or says the
 * product moved meanwhile (409, shown in the dialog).
 */
export function ProductEditor({ sku, version, fields }: ProductEditorProps) {
  const router = useRouter();
  const formError = useId();
  const form = useRef<HTMLFormElement>(null);
  const initial = useMemo(() => Object.fromEntries(fields.map((field) => [field.path, field.value])), [fields]);
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // A large change the server asks to confirm again: its effect, in the server's words.
  const [largeChange, setLargeChange] = useState<string | null>(null);
  const changed = changedValues(fields, values);
  const changedFields = fields.filter((field) => field.path in changed);

  // The dialog's close() hands focus back to Publish while React commits the refusal; a passive
  // effect runs after that commit, so the first invalid field takes focus last, whenever the
  // commit lands (a frame booked from the handler could run before it, with no field marked yet).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const publish = async (confirm: boolean) => {
    setBusy(true);
    setDialogError(null);
    const result = await callApi(publishProductRoute(sku), {
      version,
      values: changed,
      ...(confirm ? { confirm: true as const } : {}),
    });
    setBusy(false);
    if (result.ok) {
      setConfirming(false);
      setLargeChange(null);
      setErrors({});
      setMessage(null);
      router.refresh();
      return;
    }
    if (result.error.kind === "server" && result.error.code === CONFIRM_CODE && !confirm) {
      setConfirming(false);
      setLargeChange(result.error.message);
      return;
    }
    const problems = result.error.kind === "server" ? fieldProblemsBodySchema.safeParse(result.error.body) : null;
    if (problems?.success) {
      setConfirming(false);
      setLargeChange(null);
      const byField = problemsByField(fields, problems.data.problems);
      const { "": rest, ...perField } = byField;
      setErrors(perField);
      setMessage(rest ? `${result.error.message} ${rest}` : result.error.message);
      setFocusRequest((request) => request + 1);
      return;
    }
    setDialogError(result.error.message);
  };

  return (
    <>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setDialogError(null);
          setConfirming(true);
        }}
        aria-describedby={formError}
        className="grid gap-6"
        data-testid="admin-product-editor"
      >
        {SECTIONS.map((section) => {
          const shown = fields.filter((field) => field.section === section.id);
          if (shown.length === 0) return null;
          return (
            <fieldset key={section.id} className="grid gap-4 rounded-lg border border-stone-line p-4 sm:grid-cols-2">
              <legend className="px-1 font-display text-lg text-gold">{section.legend}</legend>
              {shown.map((field) => (
                <EditorFieldControl
                  key={field.path}
                  field={field}
                  value={values[field.path] ?? ""}
                  error={errors[field.path]}
                  onChange={(value) => setValues((current) => ({ ...current, [field.path]: value }))}
                />
              ))}
            </fieldset>
          );
        })}
        <FormError id={formError} message={message} testId="admin-product-editor-error" />
        <div className="flex flex-wrap items-center justify-end gap-3">
          <a
            href={previewHref(sku, changed)}
            target="_blank"
            rel="noopener"
            className={buttonClass({ variant: "secondary", pad: 4 })}
            data-testid="admin-product-preview"
          >
            Preview (opens a new tab)
          </a>
          <ScriptButton type="submit" pad={4} disabled={changedFields.length === 0} data-testid="admin-product-publish">
            Publish
          </ScriptButton>
        </div>
        {changedFields.length === 0 && (
          <Notice className="p-3 text-sm" data-testid="admin-product-unchanged">
            Nothing changed yet: edit a field to publish.
          </Notice>
        )}
      </form>
      {confirming && (
        <ConfirmActionDialog
          title="Publish this change"
          confirmLabel="Publish"
          busy={busy}
          error={dialogError}
          focusConfirm
          onConfirm={() => publish(false)}
          onClose={() => setConfirming(false)}
          testIds={{ dialog: "admin-publish-dialog", confirm: "admin-publish-confirm" }}
        >
          <p>The shop shows and charges this at once, on every page that lists the product.</p>
          <ul className="grid gap-1 text-sm" data-testid="admin-publish-changes">
            {changedFields.map((field) => (
              <li key={field.path}>
                <span className="font-semibold">{field.label}</span>: {field.value || "(empty)"} →{" "}
                {changed[field.path] || "(empty)"}
              </li>
            ))}
          </ul>
        </ConfirmActionDialog>
      )}
      {largeChange !== null && (
        <ConfirmActionDialog
          title="Confirm a large price change"
          confirmLabel="Publish anyway"
          busy={busy}
          error={dialogError}
          danger
          onConfirm={() => publish(true)}
          onClose={() => setLargeChange(null)}
          testIds={{ dialog: "admin-large-change-dialog", confirm: "admin-large-change-confirm" }}
        >
          <p data-testid="admin-large-change-effect">{largeChange}</p>
          <p className="text-sm">Publish it only if this is what you mean; otherwise cancel and check the price.</p>
        </ConfirmActionDialog>
      )}
    </>
  );
}
