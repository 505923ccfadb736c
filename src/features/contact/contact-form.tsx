"use client";

import { useEffect, useReducer, useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClass, Field } from "@/components/ui/field";
import { CONTACT_MESSAGE_ROUTE } from "@/domain/api/api-routes";
import {
  type ContactEvent,
  contactTransition,
  STATUS_TEXT,
  SUCCESS_RESET_MS,
  submitContact,
} from "@/domain/contact/contact-machine";
import {
  type ContactStatus,
  canSubmitContact,
  isValidContactEmail,
  MAX_CONTACT_MESSAGE_LENGTH,
} from "@/domain/contact/contact-rules";
import { callApi } from "@/features/network/call-api";

async function sendContactMessage(email: string, message: string): Promise<boolean> {
  return (await callApi(CONTACT_MESSAGE_ROUTE, { email, message })).ok;
}

/** Email and message, with the spec's states: Submitting..., Message submitted! (5 s), Error sending message! */
export function ContactForm() {
  const [status, dispatch] = useReducer(
    (current: ContactStatus, event: ContactEvent) => contactTransition(current, event),
    "idle",
  );
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const emailInvalid = email !== "" && !isValidContactEmail(email);
  const enabled = canSubmitContact({ email, message, status });

  useEffect(() => {
    if (status !== "success") return;
    const timer = window.setTimeout(() => dispatch({ type: "reset" }), SUCCESS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const submit = async () => {
    if (!submitContact(status, { email, message }).send) return;
    dispatch({ type: "submit" });
    const sent = await sendContactMessage(email, message);
    dispatch({ type: sent ? "sent" : "failed" });
    if (sent) setMessage("");
  };

  return (
    <form
      data-testid="contact-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="grid gap-4"
    >
      <Field
        label="Your email"
        error={emailInvalid ? "Enter an email address like name@example.com." : undefined}
        errorTestId="contact-email-error"
      >
        {(control) => (
          <input
            {...control}
            data-testid="contact-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={controlClass()}
          />
        )}
      </Field>
      <Field label="Message">
        {(control) => (
          <textarea
            {...control}
            data-testid="contact-message"
            rows={4}
            maxLength={MAX_CONTACT_MESSAGE_LENGTH}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            className={controlClass({ multiline: true })}
          />
        )}
      </Field>
      <Button type="submit" size="lg" data-testid="contact-submit" disabled={!enabled} busy={status === "submitting"}>
        {status === "submitting" ? STATUS_TEXT.submitting : "Submit"}
      </Button>
      <p
        role="status"
        data-testid="contact-status"
        className={`min-h-6 text-sm ${status === "error" ? "text-danger" : "text-success"}`}
      >
        {status === "success" || status === "error" ? STATUS_TEXT[status] : ""}
      </p>
    </form>
  );
}
