"use client";

import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClass, Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { orderQuestionRoute } from "@/domain/api/api-routes";
import { MAX_CONTACT_MESSAGE_LENGTH } from "@/domain/contact/contact-rules";
import { callApi } from "@/features/network/call-api";
import { useHydrated } from "@/features/runtime/use-hydrated";

type Answer = { tone: "gold" | "danger"; text: string };

/**
 * A question about the order from its private page: it reaches the shop's inbox linked
 * to the order, and the reply comes by email to the address the order was placed with.
 */
export function OrderQuestionForm({ reference, token }: { reference: string; token: string }) {
  const hydrated = useHydrated();
  const [message, setMessage] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAnswer(null);
    if (message.trim() === "") {
      setFieldError("Write your question first.");
      textRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    const result = await callApi(orderQuestionRoute(reference), { k: token, message });
    setBusy(false);
    if (!result.ok) {
      setAnswer({ tone: "danger", text: result.error.message });
      return;
    }
    setMessage("");
    setAnswer({ tone: "gold", text: `Sent. We reply by email to ${result.data.maskedEmail}` });
  };

  return (
    <section aria-labelledby="order-question-title" className="grid gap-3">
      <h2 id="order-question-title" className="font-display text-2xl font-bold text-parchment">
        A question about this order?
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-3" data-testid="order-question-form">
        <Field
          label="Your question"
          hint="We answer by email to the address you ordered with."
          error={fieldError}
          errorTestId="order-question-error-field"
        >
          {(control) => (
            <textarea
              {...control}
              ref={textRef}
              name="message"
              rows={4}
              maxLength={MAX_CONTACT_MESSAGE_LENGTH}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              data-testid="order-question-message"
              className={controlClass({ multiline: true })}
            />
          )}
        </Field>
        <p>
          <Button type="submit" busy={busy} disabled={!hydrated} data-testid="order-question-submit">
            Send question
          </Button>
        </p>
        <div aria-live="polite">
          {answer && (
            <Notice
              tone={answer.tone}
              role={answer.tone === "danger" ? "alert" : "status"}
              data-testid={answer.tone === "danger" ? "order-question-error" : "order-question-sent"}
              className="p-4"
            >
              {answer.text}
            </Notice>
          )}
        </div>
      </form>
    </section>
  );
}
