import "server-only";
import { isPermanentSmtpFailure, retryDelayMs } from "@/domain/email/retry-backoff";
import { claimDueEmails, markEmailFailed, markEmailSent } from "../db/queries/outbox";
import { env } from "../env";
import { createSmtpTransport, type EmailTransport, type SmtpError } from "./smtp-transport";

/*
 * Sends what the outbox holds. Emails are only ever marked sent after the server accepted them;
 * an outage or a crash leaves them pending, to be retried with a growing delay.
 */

const POLL_MS = 5_000;
const LEASE_MS = 2 * 60_000;
const BATCH = 25;

let transport: EmailTransport | null | undefined;

function defaultTransport(): EmailTransport | null {
  transport ??= env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : null;
  return transport;
}

export type OutboxRun = { sent: number; failed: number; retried: number };

/** One pass over the due emails; returns what happened. Tests call it with their own clock and transport. */
export async function processOutboxOnce(
  options: { now?: () => Date; transport?: EmailTransport | null } = {},
): Promise<OutboxRun> {
  const now = options.now ?? (() => new Date());
  const sender = options.transport === undefined ? defaultTransport() : options.transport;
  const run: OutboxRun = { sent: 0, failed: 0, retried: 0 };
  if (!sender) return run;
  for (;;) {
    const emails = await claimDueEmails(now(), LEASE_MS, BATCH);
    if (emails.length === 0) return run;
    for (const email of emails) {
      try {
        await sender.send({
          from: env.EMAIL_FROM,
          to: email.to_address,
          replyTo: email.reply_to,
          subject: email.subject,
          text: email.body_text,
        });
        await markEmailSent(email.id, now());
        run.sent += 1;
      } catch (error) {
        const smtpError = error as SmtpError;
        const message = smtpError.message ?? String(error);
        if (isPermanentSmtpFailure(smtpError.responseCode)) {
          await markEmailFailed(email.id, message, null);
          console.error(`[outbox] ${email.id} refused by the mail server for good: ${message}`);
          run.failed += 1;
        } else {
          const retryAt = new Date(
            now().getTime() + retryDelayMs(email.attempts + 1, env.EMAIL_RETRY_FIRST_SECONDS * 1000),
          );
          await markEmailFailed(email.id, message, retryAt);
          run.retried += 1;
        }
      }
    }
    // Everything claimed this pass is now sent or rescheduled into the future, so the loop ends.
  }
}

let timer: ReturnType<typeof setInterval> | undefined;
let running = false;

async function tick(): Promise<void> {
  if (running) return;
  running = true;
  try {
    const run = await processOutboxOnce();
    if (run.retried > 0) console.warn(`[outbox] ${run.retried} email(s) could not be sent yet; retrying later`);
  } catch (error) {
    console.error("[outbox] pass failed:", error instanceof Error ? error.message : error);
  } finally {
    running = false;
  }
}

/** Starts the background sender in this server process (once). */
export function startOutboxWorker(): void {
  if (timer) return;
  if (!env.SMTP_URL) {
    console.info("[outbox] SMTP_URL is not set: emails stay in the outbox and are written to the log");
    return;
  }
  timer = setInterval(() => void tick(), POLL_MS);
  timer.unref();
}

/** Asks for a pass soon, so a new message does not wait for the next poll. */
export function kickOutbox(): void {
  if (timer) setTimeout(() => void tick(), 0).unref();
}
