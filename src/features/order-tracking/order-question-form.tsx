"use client";

import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClass, Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { MAX_CONTACT_MESSAGE_LENGTH } from "@/domain/contact/contact-rules";
import type { OrderQuestion } from "@/domain/orders/order-questions";
import { callApiLater } from "@/features/network/call-api-later";
import { useHydrated } from "@/features/runtime/use-hydrated";
import { LocalTime } from "./local-time";

type Answer = { tone: "gold" | "danger"; text: string };

/**
 * A question about the order from its private page: it reaches the shop's inbox linked
 * to the order, and the reply comes by email to the address the order was placed with. The
 * questions sent from this page, and the answers, stay listed above the form (the server reads
 * them for the page), so a reload keeps them.
 */
export function OrderQuestionForm({
  reference,
  token,
  initialQuestions,
}: {
  reference: string;
  token: string;
  initialQuestions: readonly OrderQuestion[];
}) {
  const hydrated = useHydrated();
  const [questions, setQuestions] = useState<readonly OrderQuestion[]>(initialQuestions);
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
    const result = await callApiLater(
      async () => (await import("@/domain/api/api-routes")).orderQuestionRoute(reference),
      { k: token, message },
    );
    setBusy(false);
    if (!result.ok) {
      setAnswer({ tone: "danger", text: result.error.message });
      return;
    }
    setMessage("");
    setQuestions((previous) => [...previous, result.data.question]);
    setAnswer({ tone: "gold", text: `Sent. We reply by email to ${result.data.maskedEmail}` });
  };

  return (
    <section aria-labelledby="order-question-title" className="grid gap-3">
      <h2 id="order-question-title" className="font-display text-2xl font-bold text-parchment">
        A question about this order?
      </h2>
      {questions.length > 0 && <QuestionList questions={questions} />}
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

/** The questions sent from this page, each with the shop's answers or a line saying one is coming. */
function QuestionList({ questions }: { questions: readonly OrderQuestion[] }) {
  return (
    <ol aria-label="Questions you sent" className="grid gap-3" data-testid="order-questions">
      {questions.map((question) => (
        <li
          key={question.id}
          data-testid="order-question"
          className="grid gap-2 rounded-lg border border-stone-line bg-night/60 p-4"
        >
          <p className="text-xs text-parchment-muted">
            You asked · <LocalTime iso={question.sentAt} />
          </p>
          <p data-testid="order-question-text" className="whitespace-pre-wrap break-words text-parchment">
            {question.message}
          </p>
          {question.answers.length === 0 ? (
            <p data-testid="order-question-waiting" className="text-sm text-parchment-muted">
              Waiting for our answer: it comes by email, and shows here too.
            </p>
          ) : (
            question.answers.map((reply) => (
              <div
                key={`${reply.sentAt}-${reply.body.length}`}
                data-testid="order-question-answer"
                className="grid gap-1 border-l-2 border-gold pl-3"
              >
                <p className="text-xs text-parchment-muted">
                  Our answer · <LocalTime iso={reply.sentAt} />
                </p>
                <p className="whitespace-pre-wrap break-words text-parchment">{reply.body}</p>
              </div>
            ))
          )}
        </li>
      ))}
    </ol>
  );
}
