"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { CONFIRM_CODE } from "@/domain/admin/change-check";
import { CREATE_PROMO_ROUTE } from "@/domain/api/admin-promotion-routes";
import {
  EMPTY_PROMO_FORM,
  PROMO_FORM_FIELDS,
  type PromoForm,
  type PromoFormErrors,
  type PromoFormField,
  type PromoTargets,
  parsePromoForm,
} from "@/domain/promotions/promo-form";
import { promoScopeLabel, promoValueLabel } from "@/domain/promotions/promo-labels";
import { callApi } from "@/features/network/call-api";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ScriptButton } from "../script-button";
import { PROMO_CONFIRM } from "./promo-confirm";
import { PromoFormFields } from "./promo-form-fields";

type Control = HTMLInputElement | HTMLSelectElement;

/** Field messages a 400 from the server carried (the same rules, or a code that exists already). */
function serverFieldErrors(body: unknown): PromoFormErrors | null {
  const fields = (body as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === "object" ? (fields as PromoFormErrors) : null;
}

/**
 * A new promo code. Checked field by field by the rules the server runs again; then confirmed,
 * then created. A refused field gets its message and the focus. A code over 50 % or $500 off is
 * answered with CONFIRM_CODE: the same dialog then asks a second time with the server's effect
 * and sends the form again with `confirm: true`. The confirmation sits outside the form: a form
 * inside a form is submitted by the browser itself, not by the page's script.
 */
export function PromoCreateForm({ known }: { known: PromoTargets }) {
  const router = useRouter();
  const controls = useRef(new Map<PromoFormField, Control>());
  const [form, setForm] = useState<PromoForm>(EMPTY_PROMO_FORM);
  const [errors, setErrors] = useState<PromoFormErrors>({});
  const [confirming, setConfirming] = useState<ReturnType<typeof parsePromoForm> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  /** The effect the server asked to confirm a second time (a code over 50 % or $500), once it did. */
  const [effect, setEffect] = useState<string | null>(null);

  const closeConfirm = () => {
    setConfirming(null);
    setEffect(null);
  };

  const showErrors = (next: PromoFormErrors) => {
    setErrors(next);
    const first = PROMO_FORM_FIELDS.find((field) => next[field]);
    if (first) requestAnimationFrame(() => controls.current.get(first)?.focus());
  };

  const create = async () => {
    setBusy(true);
    setError(null);
    const result = await callApi(CREATE_PROMO_ROUTE, {
      ...form,
      ...(effect === null ? {} : { confirm: true as const }),
    });
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
    setCreated(result.data.promo.code);
    setForm(EMPTY_PROMO_FORM);
    router.refresh();
  };

  const parsed = confirming?.ok ? confirming.promo : null;
  return (
    <>
      <form
        data-testid="admin-promo-form"
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setCreated(null);
          const check = parsePromoForm(form, known);
          if (!check.ok) return showErrors(check.errors);
          setErrors({});
          setError(null);
          setEffect(null);
          setConfirming(check);
        }}
      >
        <PromoFormFields
          form={form}
          errors={errors}
          onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
          controlRef={(field) => (element) => {
            if (element) controls.current.set(field, element);
            else controls.current.delete(field);
          }}
        />
        <div className="flex flex-wrap items-center gap-4">
          <ScriptButton type="submit" variant="primary" pad={5} data-testid="admin-promo-create">
            Create code
          </ScriptButton>
          <p role="status" data-testid="admin-promo-created" className="min-h-6 text-sm text-success">
            {created ? `Created ${created}.` : ""}
          </p>
        </div>
      </form>
      {parsed && (
        <ConfirmActionDialog
          key={effect === null ? "first" : "second"}
          testIds={PROMO_CONFIRM}
          focusConfirm
          danger={effect !== null}
          title={effect === null ? `Create ${parsed.code}?` : `Really create ${parsed.code}?`}
          confirmLabel={effect === null ? "Create" : "Yes, create it"}
          busy={busy}
          error={error}
          onConfirm={() => void create()}
          onClose={closeConfirm}
        >
          <p>
            {promoValueLabel(parsed)} on {promoScopeLabel(parsed).toLowerCase()}. Checkouts accept it as soon as it
            starts.
          </p>
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
