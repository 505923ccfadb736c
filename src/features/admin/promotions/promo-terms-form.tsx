"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useFocusAfterCommit } from "@/components/ui/use-focus-after-commit";
import { CONFIRM_CODE } from "@/domain/admin/change-check";
import { CREATE_PROMO_ROUTE, editPromoRoute } from "@/domain/api/admin-promotion-routes";
import { promoChanges, promoFormOf } from "@/domain/promotions/promo-edit";
import {
  EMPTY_PROMO_FORM,
  type NewPromo,
  PROMO_FORM_FIELDS,
  type PromoForm,
  type PromoFormErrors,
  type PromoFormField,
  type PromoTargets,
  parsePromoForm,
  targetNames,
} from "@/domain/promotions/promo-form";
import { promoScopeLabel, promoValueLabel } from "@/domain/promotions/promo-labels";
import { callApi } from "@/features/network/call-api";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ScriptButton } from "../script-button";
import { PROMO_CONFIRM } from "./promo-confirm";
import { PromoFormFields } from "./promo-form-fields";

type Control = HTMLInputElement | HTMLSelectElement;

/** A new code, or the terms of one being edited (its stored terms and the revision the page read). */
export type PromoTermsMode = { kind: "create" } | { kind: "edit"; stored: NewPromo; revision: number };

/** Field messages a 400 from the server carried (the same rules, or a code that exists already). */
function serverFieldErrors(body: unknown): PromoFormErrors | null {
  const fields = (body as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === "object" ? (fields as PromoFormErrors) : null;
}

/**
 * A code's terms, new or edited. Checked field by field by the rules the server runs again (an end
 * in the past refused, an edited code's own start kept); then confirmed (an edit lists each change,
 * before and after), then sent. A refused field gets its message and the focus. A value over 50 %
 * or $500 off is answered with CONFIRM_CODE: the same dialog then asks a second time with the
 * server's effect and sends again with `confirm: true`. The confirmation sits outside the form: a
 * form inside a form is submitted by the browser itself, not by the page's script.
 */
export function PromoTermsForm({ known, mode }: { known: PromoTargets; mode: PromoTermsMode }) {
  const router = useRouter();
  const editing = mode.kind === "edit" ? mode : null;
  const initial = editing ? promoFormOf(editing.stored) : EMPTY_PROMO_FORM;
  const controls = useRef(new Map<PromoFormField, Control>());
  const focusAfterCommit = useFocusAfterCommit();
  const [form, setForm] = useState<PromoForm>(initial);
  const [errors, setErrors] = useState<PromoFormErrors>({});
  const [confirming, setConfirming] = useState<NewPromo | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** The effect the server asked to confirm a second time (a value over 50 % or $500), once it did. */
  const [effect, setEffect] = useState<string | null>(null);
  const names = targetNames(known);

  const closeConfirm = () => {
    setConfirming(null);
    setEffect(null);
  };

  const showErrors = (next: PromoFormErrors) => {
    setErrors(next);
    const first = PROMO_FORM_FIELDS.find((field) => next[field]);
    if (first) focusAfterCommit(() => controls.current.get(first));
  };

  const send = async () => {
    setBusy(true);
    setError(null);
    const confirm = effect === null ? {} : { confirm: true as const };
    const result = editing
      ? await callApi(editPromoRoute(editing.stored.code), { ...form, revision: editing.revision, ...confirm })
      : await callApi(CREATE_PROMO_ROUTE, { ...form, ...confirm });
    setBusy(false);
    if (!result.ok) {
      if (result.error.kind === "server" && result.error.code === CONFIRM_CODE && effect === null) {
        return setEffect(result.error.message);
      }
      const fields = result.error.kind === "server" ? serverFieldErrors(result.error.body) : null;
      if (!fields) return setError(result.error.message);
      closeConfirm();
      return showErrors(fields);
    }
    closeConfirm();
    setDone(editing ? `Saved ${result.data.promo.code}.` : `Created ${result.data.promo.code}.`);
    if (!editing) setForm(EMPTY_PROMO_FORM);
    router.refresh();
  };

  const changes = confirming && editing ? promoChanges(editing.stored, confirming, names) : [];
  const verb = editing ? "Save" : "Create";
  return (
    <>
      <form
        data-testid={editing ? "admin-promo-edit-form" : "admin-promo-form"}
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setDone(null);
          const check = parsePromoForm(form, known, { now: new Date(), keptStartsAt: editing?.stored.startsAt });
          if (!check.ok) return showErrors(check.errors);
          setErrors({});
          setError(null);
          setEffect(null);
          if (editing && promoChanges(editing.stored, check.promo).length === 0)
            return setDone("Nothing to save: the terms are as they were.");
          setConfirming(check.promo);
        }}
      >
        <PromoFormFields
          form={form}
          errors={errors}
          known={known}
          codeLocked={editing !== null}
          onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
          controlRef={(field) => (element) => {
            if (element) controls.current.set(field, element);
            else controls.current.delete(field);
          }}
        />
        <div className="flex flex-wrap items-center gap-4">
          <ScriptButton
            type="submit"
            variant="primary"
            pad={5}
            data-testid={editing ? "admin-promo-save" : "admin-promo-create"}
          >
            {editing ? "Save changes" : "Create code"}
          </ScriptButton>
          <p
            role="status"
            data-testid={editing ? "admin-promo-saved" : "admin-promo-created"}
            className="min-h-6 text-sm text-success"
          >
            {done ?? ""}
          </p>
        </div>
      </form>
      {confirming && (
        <ConfirmActionDialog
          key={effect === null ? "first" : "second"}
          testIds={PROMO_CONFIRM}
          focusConfirm
          danger={effect !== null}
          title={effect === null ? `${verb} ${confirming.code}?` : `Really ${verb.toLowerCase()} ${confirming.code}?`}
          confirmLabel={effect === null ? verb : `Yes, ${verb.toLowerCase()} it`}
          busy={busy}
          error={error}
          onConfirm={() => void send()}
          onClose={closeConfirm}
        >
          {editing ? (
            <>
              <ul className="grid gap-1" data-testid="admin-promo-changes">
                {changes.map((change) => (
                  <li key={change.field}>
                    <span className="text-parchment-muted">{change.field}:</span> {change.before} → {change.after}
                  </li>
                ))}
              </ul>
              <p>Checkouts from now on get the new terms. Orders already placed keep the reduction they got.</p>
            </>
          ) : (
            <p>
              {promoValueLabel(confirming)} · {promoScopeLabel(confirming, names)}. Checkouts accept it as soon as it
              starts.
            </p>
          )}
          {effect !== null && (
            <p className="font-medium" data-testid="admin-promo-effect">
              {effect}
            </p>
          )}
        </ConfirmActionDialog>
      )}
    </>
  );
}
