"use client";

import { useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { SET_PAYMENT_DETAILS_ROUTE } from "@/domain/api/admin-payment-details";
import {
  MAX_INSTRUCTIONS_LENGTH,
  PAYMENT_DETAIL_FIELDS,
  type PaymentDetails,
  paymentDetailsSchema,
  USDT_NETWORKS,
} from "@/domain/settings/payment-details";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ScriptButton } from "../script-button";
import { useConfirmedCall } from "../use-confirmed-call";

type Problems = Partial<Record<keyof PaymentDetails, string>>;

/** Each field's first problem under the same rules the server applies, so the operator sees them all at once. */
function problemsOf(values: PaymentDetails): Problems {
  const parsed = paymentDetailsSchema.safeParse(values);
  if (parsed.success) return {};
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof PaymentDetails;
    problems[key] ??= issue.message;
  }
  return problems;
}

/**
 * Where manual methods' customers pay: the Zelle recipient, a wallet per coin (USDT with its
 * network), the Interac email, the Venmo, Chime and Revolut accounts, and a note. Saved together
 * after a confirmation; the confirmation, the order page and the email use them from then on. An
 * empty field leaves its method with the old words (the team sends the details).
 */
export function PaymentDetailsForm({ stored }: { stored: PaymentDetails }) {
  const [values, setValues] = useState<PaymentDetails>(stored);
  const [problems, setProblems] = useState<Problems>({});
  const [saved, setSaved] = useState(false);
  const set = (key: keyof PaymentDetails, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setSaved(false);
  };
  const call = useConfirmedCall(SET_PAYMENT_DETAILS_ROUTE, values, (answer) => {
    // What the server stored (trimmed): the form shows it and keeps its "Saved" line.
    setValues(answer.details);
    setSaved(true);
  });

  return (
    <>
      <form
        noValidate
        className="grid gap-4"
        data-testid="admin-payment-details"
        onSubmit={(event) => {
          event.preventDefault();
          const found = problemsOf(values);
          setProblems(found);
          const first = Object.keys(found)[0];
          if (first) {
            document.querySelector<HTMLElement>(`[data-detail="${first}"]`)?.focus();
            return;
          }
          call.ask();
        }}
      >
        <div className="grid gap-1">
          <h2 className="font-display text-xl text-parchment">Payment details</h2>
          <p className="text-sm text-parchment-muted">
            Where customers who pay by a manual method send their money. Shown on the order confirmation, the customer's
            order page and the email. A method left empty keeps "our team sends the details".
          </p>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          {PAYMENT_DETAIL_FIELDS.map((field) => (
            <Field
              key={field.key}
              label={field.label}
              hint={field.hint}
              error={problems[field.key]}
              errorTestId={`admin-payment-detail-error-${field.key}`}
            >
              {(control) => (
                <input
                  {...control}
                  data-detail={field.key}
                  value={values[field.key]}
                  maxLength={field.max + 20}
                  spellCheck={false}
                  autoComplete="off"
                  onChange={(event) => set(field.key, event.target.value)}
                  className={controlClass({ className: "font-mono text-sm" })}
                />
              )}
            </Field>
          ))}
          <Field label="USDT network" hint="The chain the USDT address is on; named to the customer beside it.">
            {(control) => (
              <select
                {...control}
                data-detail="usdtNetwork"
                value={values.usdtNetwork}
                onChange={(event) => set("usdtNetwork", event.target.value)}
                className={controlClass()}
              >
                {USDT_NETWORKS.map((network) => (
                  <option key={network} value={network}>
                    {network}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          label="Instructions"
          hint={`Shown under the details, for every manual method that has some (at most ${MAX_INSTRUCTIONS_LENGTH} characters).`}
          error={problems.instructions}
          errorTestId="admin-payment-detail-error-instructions"
        >
          {(control) => (
            <textarea
              {...control}
              data-detail="instructions"
              rows={3}
              value={values.instructions}
              maxLength={MAX_INSTRUCTIONS_LENGTH + 20}
              onChange={(event) => set("instructions", event.target.value)}
              className={controlClass({ multiline: true })}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <ScriptButton type="submit" variant="secondary" pad={4}>
            Save payment details
          </ScriptButton>
          {saved ? (
            <p role="status" className="text-sm text-parchment-muted" data-testid="admin-payment-details-saved">
              Saved. New orders show these details.
            </p>
          ) : null}
        </div>
      </form>
      {call.asked && (
        <ConfirmActionDialog
          title="Change the payment details"
          confirmLabel="Save"
          focusConfirm
          busy={call.busy}
          error={call.error}
          onConfirm={call.confirm}
          onClose={call.close}
          testIds={{ dialog: "admin-payment-details-dialog", confirm: "admin-payment-details-confirm" }}
        >
          <p>Customers are told to send their money to these details from now on: check each address once more.</p>
        </ConfirmActionDialog>
      )}
    </>
  );
}
