"use client";

import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClass, Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { callApiLater } from "@/features/network/call-api-later";
import { useHydrated } from "@/features/runtime/use-hydrated";

type FieldName = "reference" | "email";
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_MESSAGES: Record<FieldName, string> = {
  reference: "Enter the order reference as it was shown to you, like RF-7K2M9Q3X.",
  email: "Enter the email address the order was placed with.",
};

/** The fields the server's schema would refuse, in the form's order, with the words to correct them. */
async function invalidFields(input: { reference: string; email: string }): Promise<FieldErrors> {
  const { orderLookupRequestSchema } = await import("@/domain/api/order-lookup");
  const parsed = orderLookupRequestSchema.safeParse(input);
  const errors: FieldErrors = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (field === "reference" || field === "email") errors[field] = FIELD_MESSAGES[field];
  }
  return errors;
}

/**
 * The lost-link form: a reference and an email. The answer is the same whether or not
 * they belong together; only the order's own address receives the link. An expired link's page
 * gives its reference, so the visitor types only the email.
 */
export function OrderLookupForm({ reference = "" }: { reference?: string }) {
  const hydrated = useHydrated();
  const [fields, setFields] = useState({ reference, email: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ tone: "gold" | "danger"; text: string } | null>(null);
  const referenceRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAnswer(null);
    const invalid = await invalidFields(fields);
    setErrors(invalid);
    if (invalid.reference || invalid.email) {
      (invalid.reference ? referenceRef : emailRef).current?.focus();
      return;
    }
    setBusy(true);
    // The client and the route table load with the first send: the order page renders this form only
    // for an expired link, and still ships it with every order.
    const result = await callApiLater(async () => (await import("@/domain/api/api-routes")).ORDER_LOOKUP_ROUTE, fields);
    setBusy(false);
    setAnswer(result.ok ? { tone: "gold", text: result.data.message } : { tone: "danger", text: result.error.message });
  };

  const update = (name: FieldName) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" data-testid="order-lookup-form">
      <Field label="Order reference" error={errors.reference} errorTestId="order-lookup-reference-error">
        {(control) => (
          <input
            {...control}
            ref={referenceRef}
            name="reference"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="RF-7K2M9Q3X"
            maxLength={40}
            value={fields.reference}
            onChange={update("reference")}
            data-testid="order-lookup-reference"
            className={controlClass()}
          />
        )}
      </Field>
      <Field label="Email" error={errors.email} errorTestId="order-lookup-email-error">
        {(control) => (
          <input
            {...control}
            ref={emailRef}
            type="email"
            name="email"
            autoComplete="email"
            maxLength={320}
            value={fields.email}
            onChange={update("email")}
            data-testid="order-lookup-email"
            className={controlClass()}
          />
        )}
      </Field>
      <p>
        <Button type="submit" size="lg" busy={busy} disabled={!hydrated} data-testid="order-lookup-submit">
          Email me the link
        </Button>
      </p>
      <div aria-live="polite">
        {answer && (
          <Notice
            tone={answer.tone}
            role={answer.tone === "danger" ? "alert" : "status"}
            data-testid={answer.tone === "danger" ? "order-lookup-error" : "order-lookup-answer"}
            className="p-4"
          >
            {answer.text}
          </Notice>
        )}
      </div>
    </form>
  );
}
