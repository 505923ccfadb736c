import { database } from "../db/database";
import "server-only";
import { messageIdDomain, outboxMessageId } from "@/domain/email/message-id";
import { leaseLeavesTimeToSend } from "@/domain/email/outbox-lease";
import { isPermanentSmtpFailure, retryDelayMs } from "@/domain/email/retry-backoff";
import {
  claimDueEmails,
  countOutboxByStatus,
  deferOutboxRows,
  getNewestEmail,
  listPendingEmailsAfter,
  markEmailFailed,
  markEmailSent,
  type OutboxEmail,
  releaseEmails,
  type WaitingEmail,
} from "../db/queries/outbox";
import { env } from "../env";
import { nonOverlapping } from "../jobs/non-overlapping";
import { log } from "../log";
import {
  createDiscordWebhook,
  DISCORD_POST_TIMEOUT_MS,
  type DiscordWebhook,
} from "../notifications/discord-webhook-client";
import { createSmtpTransport, type EmailTransport, SMTP_SEND_WORST_CASE_MS, type SmtpError } from "./smtp-transport";

/*
 * Sends what the outbox holds. Emails are only ever marked sent after the server accepted them;
 * an outage or a crash leaves them pending, to be retried with a growing delay. With no SMTP_URL
 * nothing is sent and each new email is reported in the log by id, so the operator sees that it
 * waits; its addresses and text stay in the outbox row, never in the log.
 *
 * Several instances share the outbox (docs/operations.md). An instance sends an email only under a
 * live claim: before each email of its batch it checks that the lease still covers the slowest
 * send, and otherwise gives the rest of the batch back rather than let another instance claim an
 * email it is about to send. Each email carries the same Message-ID on every try, so the one resend
 * a crash can still cause (accepted, then the process died before recording it) is one message to
 * the reader.
 *
 * Posts to the shop's Discord webhook are rows of the same outbox under the same claims,
 * sent with or without SMTP_URL. Discord's 429 names its own wait, which is kept to instead of the
 * email backoff; the rest of the batch's posts wait with it, since Discord would refuse them too,
 * as they do when an accepted post's answer says the webhook's bucket is empty.
 */

const POLL_MS = 5_000;
const BATCH = 25;

/** `<outbox id@domain>`; the domain is read from the configuration once. */
let messageIdHost: string | undefined;
function messageIdOf(email: OutboxEmail): string {
  messageIdHost ??= messageIdDomain(env.EMAIL_FROM, env.SITE_URL);
  return outboxMessageId(email.id, messageIdHost);
}

let transport: EmailTransport | null | undefined;

function defaultTransport(): EmailTransport | null {
  transport ??= env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : null;
  return transport;
}

let discordWebhook: DiscordWebhook | null | undefined;

function defaultDiscordWebhook(): DiscordWebhook | null {
  discordWebhook ??= env.DISCORD_WEBHOOK_URL ? createDiscordWebhook(env.DISCORD_WEBHOOK_URL) : null;
  return discordWebhook;
}

export type OutboxRun = { sent: number; failed: number; retried: number };

/**
 * One pass over the due rows; returns what happened. Tests call it with their own clock,
 * transport, Discord webhook and lease.
 */
export async function processOutboxOnce(
  options: {
    now?: () => Date;
    transport?: EmailTransport | null;
    discord?: DiscordWebhook | null;
    leaseMs?: number;
  } = {},
): Promise<OutboxRun> {
  const now = options.now ?? (() => new Date());
  const sender = options.transport === undefined ? defaultTransport() : options.transport;
  const discord = options.discord === undefined ? defaultDiscordWebhook() : options.discord;
  const leaseMs = options.leaseMs ?? env.OUTBOX_LEASE_SECONDS * 1000;
  const run: OutboxRun = { sent: 0, failed: 0, retried: 0 };
  const channels = [...(sender ? (["email"] as const) : []), ...(discord ? (["discord"] as const) : [])];
  if (channels.length === 0) return run;
  const { db } = await database();
  for (;;) {
    const claim = await claimDueEmails(db, now(), leaseMs, BATCH, channels);
    if (claim.emails.length === 0) return run;
    const leaseEndsAt = Date.parse(claim.leaseUntil);
    let discordWaitsUntil: Date | undefined;
    for (const [index, email] of claim.emails.entries()) {
      const worstCaseMs = email.channel === "discord" ? DISCORD_POST_TIMEOUT_MS : SMTP_SEND_WORST_CASE_MS;
      if (!leaseLeavesTimeToSend(leaseEndsAt, now().getTime(), worstCaseMs)) {
        // The next pass claims them afresh (this instance's or another's); ending here lets either take them.
        const unsent = claim.emails.slice(index).map((rest) => rest.id);
        const released = await releaseEmails(db, unsent, claim.leaseUntil);
        log.warn({ unsent: unsent.length, released }, "outbox lease too short for the rest of the batch; given back");
        return run;
      }
      if (email.channel === "discord" && discord) {
        if (discordWaitsUntil && discordWaitsUntil > now()) {
          await deferOutboxRows(db, [email.id], claim.leaseUntil, discordWaitsUntil);
          run.retried += 1;
          continue;
        }
        discordWaitsUntil = await postUnderClaim(discord, email, claim.leaseUntil, now, run);
      } else if (sender) {
        await sendUnderClaim(sender, email, claim.leaseUntil, now, run);
      }
    }
    // Everything claimed this pass is now sent or rescheduled into the future, so the loop ends.
  }
}

async function sendUnderClaim(
  sender: EmailTransport,
  email: OutboxEmail,
  leaseUntil: string,
  now: () => Date,
  run: OutboxRun,
): Promise<void> {
  const { db } = await database();
  try {
    await sender.send({
      from: env.EMAIL_FROM,
      to: email.to_address,
      replyTo: email.reply_to,
      subject: email.subject,
      text: email.body_text,
      ...(email.body_html ? { html: email.body_html } : {}),
      messageId: messageIdOf(email),
    });
  } catch (error) {
    await recordFailure(email, leaseUntil, error, now);
    run[isPermanentSmtpFailure((error as SmtpError).responseCode) ? "failed" : "retried"] += 1;
    return;
  }
  run.sent += 1;
  if (!(await markEmailSent(db, email.id, leaseUntil, now()))) {
    log.warn({ emailId: email.id }, "email sent after its lease ran out, while another instance holds it");
  }
}

async function recordFailure(email: OutboxEmail, leaseUntil: string, error: unknown, now: () => Date): Promise<void> {
  const { db } = await database();
  const smtpError = error as SmtpError;
  const message = smtpError.message ?? String(error);
  const permanent = isPermanentSmtpFailure(smtpError.responseCode);
  const retryAt = permanent
    ? null
    : new Date(now().getTime() + retryDelayMs(email.attempts + 1, env.EMAIL_RETRY_FIRST_SECONDS * 1000));
  const recorded = await markEmailFailed(db, email.id, leaseUntil, message, retryAt);
  if (!recorded) {
    log.warn({ emailId: email.id }, "email failed after its lease ran out; another instance holds it now");
  }
  if (permanent) {
    // Mail servers quote the recipient in their refusal: the logger masks it, the row keeps it.
    log.error(
      { emailId: email.id, responseCode: smtpError.responseCode, err: error },
      "email refused by the mail server for good",
    );
  }
}

/**
 * Posts one Discord row under its claim. Returns the time the next post must wait for, when
 * Discord answered 429 or said its bucket is now empty, so the rest of the batch's posts wait
 * (rescheduled, not slept on under the lease).
 */
async function postUnderClaim(
  discord: DiscordWebhook,
  post: OutboxEmail,
  leaseUntil: string,
  now: () => Date,
  run: OutboxRun,
): Promise<Date | undefined> {
  const { db } = await database();
  const answer = await discord.post(post.payload ?? "{}");
  if (answer.kind === "sent") {
    run.sent += 1;
    if (!(await markEmailSent(db, post.id, leaseUntil, now()))) {
      log.warn({ outboxId: post.id }, "Discord post sent after its lease ran out, while another instance holds it");
    }
    return answer.nextPostAfterMs > 0 ? new Date(now().getTime() + answer.nextPostAfterMs) : undefined;
  }
  if (answer.kind === "refused") {
    run.failed += 1;
    await markEmailFailed(db, post.id, leaseUntil, answer.error, null);
    // The status says why (401/404: the webhook was deleted or its token is wrong; 400: the body); never the URL.
    log.error({ outboxId: post.id, status: answer.status }, "Discord refused the post for good");
    return undefined;
  }
  run.retried += 1;
  const backoff = () => retryDelayMs(post.attempts + 1, env.EMAIL_RETRY_FIRST_SECONDS * 1000);
  const waitMs = answer.kind === "rate-limited" ? (answer.retryAfterMs ?? backoff()) : backoff();
  const retryAt = new Date(now().getTime() + waitMs);
  const error = answer.kind === "rate-limited" ? `Discord answered ${answer.status}: rate limited` : answer.error;
  if (!(await markEmailFailed(db, post.id, leaseUntil, error, retryAt))) {
    log.warn({ outboxId: post.id }, "Discord post failed after its lease ran out; another instance holds it now");
  }
  return answer.kind === "rate-limited" ? retryAt : undefined;
}

const REPORT_BATCH = 100;
/** Where the report of waiting emails has got to; null until the first report. */
let reportedUpTo: WaitingEmail | null | undefined;

/**
 * With no mail server: the first call logs how many emails wait, each later call logs every email
 * queued since, by id. Returns the ids it reported.
 */
export async function reportWaitingEmails(): Promise<string[]> {
  const { db } = await database();
  if (reportedUpTo === undefined) {
    const pending = (await countOutboxByStatus(db)).pending ?? 0;
    reportedUpTo = await getNewestEmail(db);
    log.warn({ pending }, "SMTP_URL is not set: emails wait in the outbox, unsent");
    return [];
  }
  const reported: string[] = [];
  for (;;) {
    const emails = await listPendingEmailsAfter(db, reportedUpTo, REPORT_BATCH);
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
  if (defaultTransport() || defaultDiscordWebhook()) {
    const run = await processOutboxOnce();
    if (run.retried > 0) log.warn({ retried: run.retried }, "outbox rows could not be sent yet; retrying later");
  }
  if (!defaultTransport()) await reportWaitingEmails();
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
