"use client";

import { useEffect, useId, useReducer, useState } from "react";
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
  const ids = { email: useId(), message: useId(), emailError: useId() };
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
      <div>
        <label htmlFor={ids.email} className="text-sm font-medium text-parchment">
          Your email
        </label>
        <input
          id={ids.email}
          data-testid="contact-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={emailInvalid}
          aria-describedby={emailInvalid ? ids.emailError : undefined}
          className="mt-1 min-h-12 w-full rounded-lg border border-stone-line bg-night px-3 text-parchment aria-[invalid=true]:border-danger"
        />
        {emailInvalid && (
          <p id={ids.emailError} data-testid="contact-email-error" className="mt-1 text-sm text-danger">
            Enter an email address like name@example.com.
          </p>
        )}
      </div>
      <div>
        <label htmlFor={ids.message} className="text-sm font-medium text-parchment">
          Message
        </label>
        <textarea
          id={ids.message}
          data-testid="contact-message"
          rows={4}
          maxLength={MAX_CONTACT_MESSAGE_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className="mt-1 w-full rounded-lg border border-stone-line bg-night px-3 py-2 text-parchment"
        />
      </div>
      <button
        type="submit"
        data-testid="contact-submit"
        disabled={!enabled}
        className="inline-flex min-h-12 items-center justify-center rounded-lg bg-ember px-5 font-semibold text-night transition-colors hover:bg-ember-hover disabled:cursor-not-allowed disabled:opacity-50"
      >
        {status === "submitting" ? STATUS_TEXT.submitting : "Submit"}
      </button>
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
