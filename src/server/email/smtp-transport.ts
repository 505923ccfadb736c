import "server-only";
import nodemailer from "nodemailer";

export type OutgoingEmail = { from: string; to: string; replyTo: string; subject: string; text: string };

/** What the outbox needs from a mail server; the error's responseCode tells a refusal from an outage. */
export type EmailTransport = { send(email: OutgoingEmail): Promise<void> };

export type SmtpError = Error & { responseCode?: number };

export function createSmtpTransport(smtpUrl: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    // A mail server that hangs must not hold the worker: fail fast and retry later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(email) {
      await transporter.sendMail({
        from: email.from,
        to: email.to,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        subject: email.subject,
        text: email.text,
      });
    },
  };
}
