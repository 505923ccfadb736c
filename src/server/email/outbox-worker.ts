import "server-only";
import { isPermanentSmtpFailure, retryDelayMs } from "@/domain/email/retry-backoff";
import {
  claimDueEmails,
  countOutboxByStatus,
  getNewestEmail,
  listPendingEmailsAfter,
  markEmailFailed,
  markEmailSent,
  type WaitingEmail,
} from "../db/queries/outbox";
import { env } from "../env";
import { nonOverlapping } from "../jobs/non-overlapping";
import { log } from "../log";
import { createSmtpTransport, type EmailTransport, type SmtpError } from "./smtp-transport";

/*
 * Sends what the outbox holds. Emails are only ever marked sent after the server accepted them;
 * an outage or a crash leaves them pending, to be retried with a growing delay. With no SMTP_URL
 * nothing is sent and each new email is reported in the log by id, so the operator sees that it
 * waits; its addresses and text stay in the outbox row, never in the log.
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
          // Mail servers quote the recipient in their refusal: the logger masks it, the row keeps it.
          log.error(
            { emailId: email.id, responseCode: smtpError.responseCode, err: error },
            "email refused by the mail server for good",
          );
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

const REPORT_BATCH = 100;
/** Where the report of waiting emails has got to; null until the first report. */
let reportedUpTo: WaitingEmail | null | undefined;

/**
 * With no mail server: the first call logs how many emails wait, each later call logs every email
 * queued since, by id. Returns the ids it reported.
 */
export async function reportWaitingEmails(): Promise<string[]> {
  if (reportedUpTo === undefined) {
    const pending = (await countOutboxByStatus()).pending ?? 0;
    reportedUpTo = await getNewestEmail();
    log.warn({ pending }, "SMTP_URL is not set: emails wait in the outbox, unsent");
    return [];
  }
  const reported: string[] = [];
  for (;;) {
    const emails = await listPendingEmailsAfter(reportedUpTo, REPORT_BATCH);
    for (const email of emails) {
      log.info({ emailId: email.id, queuedAt: email.createdAt }, "email waiting in the outbox (SMTP_URL is not set)");
      reported.push(email.id);
    }
    reportedUpTo = emails.at(-1) ?? reportedUpTo;
    if (emails.length < REPORT_BATCH) return reported;
  }
}

let timer: ReturnType<typeof setInterval> | undefined;
const tick = nonOverlapping(async () => {
  if (defaultTransport()) {
    const run = await processOutboxOnce();
    if (run.retried > 0) log.warn({ retried: run.retried }, "emails could not be sent yet; retrying later");
  } else {
    await reportWaitingEmails();
  }
}, "outbox pass failed");

/** Starts the background sender, or with no SMTP_URL the report of waiting emails, in this server process (once). */
export function startOutboxWorker(): void {
  if (timer) return;
  timer = setInterval(() => void tick(), POLL_MS);
  timer.unref();
  void tick();
}

/** Asks for a pass soon, so a new message does not wait for the next poll. */
export function kickOutbox(): void {
  if (timer) setTimeout(() => void tick(), 0).unref();
}
