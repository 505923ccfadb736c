/*
 * The email that carries an operator's one-time enrolment link (`npm run operator -- create EMAIL
 * --send`, or `reset-mfa EMAIL --send`): the text part here, the HTML in
 * src/emails/enrolment-email.tsx, both from this input.
 */

export type EnrolmentEmailInput = {
  /** The one-time link, its token after `#`. */
  link: string;
  /** How long the link works. */
  hours: number;
  siteName: string;
  /** A new operator, or a new link after the authenticator was reset. */
  reason: "created" | "reset";
};

export function enrolmentSubject(input: EnrolmentEmailInput): string {
  return input.reason === "created"
    ? `Your ${input.siteName} back office account`
    : `A new sign-in setup for the ${input.siteName} back office`;
}

export function enrolmentIntro(input: EnrolmentEmailInput): string {
  return input.reason === "created"
    ? `You have been added as an operator of the ${input.siteName} back office. Open the link below to choose your password and set up your authenticator app.`
    : `Your authenticator for the ${input.siteName} back office was reset and every session you had was ended. Open the link below to choose a password and set up your authenticator app again.`;
}

export function enrolmentValidity(input: EnrolmentEmailInput): string {
  return `The link works once, for ${input.hours} hours. Do not forward it: whoever opens it first sets up the account.`;
}

export const ENROLMENT_UNEXPECTED =
  "If you did not expect this email, do not open the link, and tell whoever runs the shop.";

export function enrolmentEmail(input: EnrolmentEmailInput): { subject: string; text: string } {
  return {
    subject: enrolmentSubject(input),
    text: [
      enrolmentIntro(input),
      "",
      `Set up your sign-in: ${input.link}`,
      "",
      enrolmentValidity(input),
      ENROLMENT_UNEXPECTED,
    ].join("\n"),
  };
}
