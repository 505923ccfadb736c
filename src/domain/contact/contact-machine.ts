import { type ContactStatus, canSubmitContact } from "./contact-rules";

/** The contact form's states (spec section 4). Success returns to idle after 5 s. */

export const SUCCESS_RESET_MS = 5_000;

export type ContactEvent = { type: "submit" } | { type: "sent" } | { type: "failed" } | { type: "reset" };

export const STATUS_TEXT: Record<ContactStatus, string | null> = {
  idle: null,
  submitting: "Submitting...",
  success: "Message submitted!",
  error: "Error sending message!",
};

/** A submit while one is pending or has just succeeded is ignored; a late answer for a reset form changes nothing. */
export function contactTransition(status: ContactStatus, event: ContactEvent): ContactStatus {
  switch (event.type) {
    case "submit":
      return status === "submitting" || status === "success" ? status : "submitting";
    case "sent":
      return status === "submitting" ? "success" : status;
    case "failed":
      return status === "submitting" ? "error" : status;
    case "reset":
      return status === "success" ? "idle" : status;
  }
}

/**
 * What pressing Submit does: send only when the form is complete and valid and no send is pending
 * or has just succeeded, so a double submit sends once. The form component acts on this answer.
 */
export function submitContact(
  status: ContactStatus,
  form: { email: string; message: string },
): { send: boolean; status: ContactStatus } {
  const send = canSubmitContact({ ...form, status });
  return { send, status: send ? contactTransition(status, { type: "submit" }) : status };
}
