/** Contact form rules (spec sections 4, 5 and 8), pure so the modal, the route and the tests share them. */

/** No spaces, exactly one at-sign, and a dot in the domain. */
const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MAX_CONTACT_EMAIL_LENGTH = 320;
export const MAX_CONTACT_MESSAGE_LENGTH = 5_000;

/** What the shop receives when the checkout fallback sends no message of its own (spec section 5). */
export const EMPTY_MESSAGE_PLACEHOLDER = "(The visitor did not write a message: this came from the checkout fallback.)";

export const FALLBACK_MESSAGE =
  "Uh oh! Looks like your browser/ad blocker is blocking our livechat! Contact us by using one of the methods below!";
export const CHECKOUT_FALLBACK_MESSAGE =
  "Uh oh! Looks like your browser/ad blocker is blocking our livechat! We have received a notification of your checkout, and we'll reach out to the email you provided as soon as possible!";

export function isValidContactEmail(email: string): boolean {
  return email.length <= MAX_CONTACT_EMAIL_LENGTH && CONTACT_EMAIL_PATTERN.test(email);
}

export type ContactStatus = "idle" | "submitting" | "success" | "error";

/** Submit is enabled only with an email and a message, a valid email, and no send pending or just done. */
export function canSubmitContact(input: { email: string; message: string; status: ContactStatus }): boolean {
  return (
    input.email !== "" &&
    input.message.trim() !== "" &&
    isValidContactEmail(input.email) &&
    input.status !== "submitting" &&
    input.status !== "success"
  );
}

export function messageOrPlaceholder(message: string): string {
  return message.trim() === "" ? EMPTY_MESSAGE_PLACEHOLDER : message;
}

/**
 * The subject of the shop's email about a contact message. It holds no address: subjects outlive
 * the body (the retention job empties bodies, not subjects), and the reply-to carries the visitor.
 * A checkout follow-up is about an order, so outside live mode it says TEST like every order email.
 */
export function contactEmailSubject(source: "contact" | "checkout", testShop: boolean): string {
  if (source === "contact") return "Contact form: a new message";
  return `${testShop ? "[TEST] " : ""}Checkout follow-up: the live chat could not open`;
}
