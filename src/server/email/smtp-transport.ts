import "server-only";
import type { Transporter } from "nodemailer";

export type OutgoingEmail = {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  /** `<id@domain>`, the same on every try of one outbox email (src/domain/email/message-id.ts). */
  messageId: string;
};

/** What the outbox needs from a mail server; the error's responseCode tells a refusal from an outage. */
export type EmailTransport = { send(email: OutgoingEmail): Promise<void> };

export type SmtpError = Error & { responseCode?: number };

// A mail server that hangs must not hold the worker: fail fast and retry later.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/**
 * The longest one send may take before it is accepted or fails: the sum of the timeouts above. The
 * outbox starts an email only while its lease has this much left, and OUTBOX_LEASE_SECONDS must be
 * longer (src/domain/email/outbox-lease.ts).
 */
export const SMTP_SEND_WORST_CASE_MS =
  SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;

export function createSmtpTransport(smtpUrl: string): EmailTransport {
  // nodemailer is loaded on the first send: env.ts reads the constant above, and every command and
  // the server's start-up read env.ts, most of them never sending an email.
  let transporter: Promise<Transporter> | undefined;
  return {
    async send(email) {
      transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl, SMTP_TIMEOUTS),
      );
      await (await transporter).sendMail({
        from: email.from,
        to: email.to,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        subject: email.subject,
        text: email.text,
        messageId: email.messageId,
      });
    },
  };
}
