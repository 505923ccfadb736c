import "server-only";
import type { Selectable } from "kysely";
import type { Executor } from "../database";
import type { OutboxChannel, OutboxTable } from "../schema";

/** A claimed row: an email (its text and, since 0018, its HTML), or (channel "discord") a post whose body is `payload`. */
export type OutboxEmail = Pick<
  Selectable<OutboxTable>,
  "id" | "to_address" | "reply_to" | "subject" | "body_text" | "body_html" | "attempts"
> & {
  channel: OutboxChannel;
  payload: string | null;
};

type Writer = Executor;

export async function enqueueEmail(
  writer: Writer,
  email: {
    id: string;
    to: string;
    replyTo: string;
    subject: string;
    text: string;
    /** The HTML alternative, written from the same data as `text` (src/emails). */
    html?: string;
    now: Date;
    orderId?: string;
  },
): Promise<void> {
  const at = email.now.toISOString();
  await writer
    .insertInto("outbox")
    .values({
      id: email.id,
      to_address: email.to,
      reply_to: email.replyTo,
      subject: email.subject,
      body_text: email.text,
      body_html: email.html ?? null,
      status: "pending",
      attempts: 0,
      next_attempt_at: at,
      locked_until: null,
      last_error: null,
      created_at: at,
      sent_at: null,
      body_removed_at: null,
      // Which order it is about, for the back office's timeline.
      order_id: email.orderId ?? null,
    })
    .execute();
}

/**
 * Queues a post to the shop's Discord channel in the caller's transaction, beside the event it
 * reports. The row has no address (the webhook URL is configuration, and a secret); `subject` is a
 * label for the back office's order timeline.
 */
export async function enqueueDiscordPost(
  writer: Writer,
  post: { id: string; label: string; payload: string; now: Date; orderId?: string },
): Promise<void> {
  const at = post.now.toISOString();
  await writer
    .insertInto("outbox")
    .values({
      id: post.id,
      channel: "discord",
      payload: post.payload,
      to_address: "",
      reply_to: "",
      subject: post.label,
      body_text: "",
      status: "pending",
      attempts: 0,
      next_attempt_at: at,
      locked_until: null,
      last_error: null,
      created_at: at,
      sent_at: null,
      body_removed_at: null,
      order_id: post.orderId ?? null,
    })
    .execute();
}

/** A worker's claim: the emails it took and the lease it wrote on them, which also tells its rows from a later claim's. */
export type OutboxClaim = { emails: OutboxEmail[]; leaseUntil: string };

/**
 * Takes up to `limit` due emails for this worker. A claim is a lease: if the process dies while
 * sending, the lease runs out and another worker picks the email up, so nothing is lost. A row is
 * claimed again only once its lease has run out, so each new claim writes a later `locked_until`
 * than the one before: that value names the claim, and the writes below touch a row only while it
 * still holds it.
 */
export async function claimDueEmails(
  db: Executor,
  now: Date,
  leaseMs: number,
  limit: number,
  channels: readonly OutboxChannel[] = ["email"],
): Promise<OutboxClaim> {
  const at = now.toISOString();
  if (channels.length === 0) return { emails: [], leaseUntil: at };
  const candidates = await db
    .selectFrom("outbox")
    .select(["id", "to_address", "reply_to", "subject", "body_text", "body_html", "attempts", "channel", "payload"])
    // Only the kinds this worker can send: with no SMTP_URL, Discord posts still go, emails wait.
    .where("channel", "in", channels)
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const claimed: OutboxEmail[] = [];
  for (const email of candidates) {
    const result = await db
      .updateTable("outbox")
      .set({ locked_until: leaseUntil })
      .where("id", "=", email.id)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(email);
  }
  return { emails: claimed, leaseUntil };
}

/**
 * Gives back emails of a claim that will not be sent under it, for the next pass to take at once.
 * Only rows this claim still holds: one whose lease ran out may be another worker's by now.
 * Returns how many went back.
 */
export async function releaseEmails(db: Executor, ids: readonly string[], leaseUntil: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("outbox")
    .set({ locked_until: null })
    .where("id", "in", ids)
    .where("status", "=", "pending")
    .where("locked_until", "=", leaseUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Records that the mail server accepted the email. The row must be held by this claim, or by no
 * live claim (its lease ran out while the server took its time, and no one took it since, or
 * another worker failed and rescheduled it): the email did go out, and recording it spares a
 * resend. A row another worker holds live is left to that worker, which is sending it now; false
 * then (the receiver drops the second copy by its Message-ID).
 */
export async function markEmailSent(db: Executor, id: string, leaseUntil: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable("outbox")
    .set((eb) => ({
      status: "sent",
      sent_at: at,
      locked_until: null,
      last_error: null,
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where((eb) =>
      eb.or([eb("locked_until", "=", leaseUntil), eb("locked_until", "is", null), eb("locked_until", "<", at)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A failed try: retried at `retryAt`, or given up on (`retryAt` null) when the server refused for
 * good. Only while this claim holds the row: once another worker has it, rescheduling or failing it
 * (and clearing its lock) would let a third worker send it beside the second. False then.
 */
export async function markEmailFailed(
  db: Executor,
  id: string,
  leaseUntil: string,
  error: string,
  retryAt: Date | null,
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set((eb) => ({
      status: retryAt ? "pending" : "failed",
      attempts: eb("attempts", "+", 1),
      last_error: error.slice(0, 1_000),
      locked_until: null,
      ...(retryAt ? { next_attempt_at: retryAt.toISOString() } : {}),
    }))
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("locked_until", "=", leaseUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Puts rows of a claim off until `until` without counting a try: the rest of a batch of Discord
 * posts after Discord answered 429, which it would answer them too. Only rows this claim holds.
 */
export async function deferOutboxRows(
  db: Executor,
  ids: readonly string[],
  leaseUntil: string,
  until: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("outbox")
    .set({ next_attempt_at: until.toISOString(), locked_until: null })
    .where("id", "in", ids)
    .where("status", "=", "pending")
    .where("locked_until", "=", leaseUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type WaitingEmail = { id: string; createdAt: string };

/**
 * Pending emails queued after `cursor` (by created_at, then id), oldest first: what the outbox
 * reports when no mail server is configured. Ids and times only: the row holds the addresses.
 */
export async function listPendingEmailsAfter(
  db: Executor,
  cursor: WaitingEmail | null,
  limit: number,
): Promise<WaitingEmail[]> {
  let query = db
    .selectFrom("outbox")
    .select(["id", "created_at"])
    .where("channel", "=", "email")
    .where("status", "=", "pending")
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb("created_at", ">", cursor.createdAt),
        eb.and([eb("created_at", "=", cursor.createdAt), eb("id", ">", cursor.id)]),
      ]),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at }));
}

/** The most recently queued email of any status, where a report of new emails starts from. */
export async function getNewestEmail(db: Executor): Promise<WaitingEmail | null> {
  const row = await db
    .selectFrom("outbox")
    .select(["id", "created_at"])
    .where("channel", "=", "email")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, createdAt: row.created_at } : null;
}

/** Emails by status (Discord posts are not emails: the report of waiting emails leaves them out). */
export async function countOutboxByStatus(db: Executor): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("channel", "=", "email")
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

/** When the order's last email with this subject was queued (the progress emails' throttle). */
export async function getLastEmailAtBySubject(db: Executor, orderId: string, subject: string): Promise<Date | null> {
  const row = await db
    .selectFrom("outbox")
    .select("created_at")
    .where("order_id", "=", orderId)
    .where("subject", "=", subject)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}

/** The emails and posts queued about an order (the back office's timeline). */
export async function getEmailsOfOrder(db: Executor, orderId: string) {
  return db
    .selectFrom("outbox")
    .select(["id", "subject", "status", "created_at", "sent_at", "channel"])
    .where("order_id", "=", orderId)
    .execute();
}

/**
 * Empties the body of emails sent before `sentBefore` and records when, at most `limit` of them;
 * subject, addresses and dates stay. Pending and failed emails are never touched: they still have
 * to be sent or read. Running it twice changes nothing the second time.
 */
export async function removeSentEmailBodies(
  db: Executor,
  sentBefore: string,
  now: Date,
  limit: number,
): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ body_text: "", body_html: null, body_removed_at: now.toISOString() })
    .where("id", "in", (eb) =>
      eb
        .selectFrom("outbox")
        .select("id")
        .where("status", "=", "sent")
        .where("sent_at", "<", sentBefore)
        .where("body_removed_at", "is", null)
        .limit(limit),
    )
    .where("status", "=", "sent")
    .where("body_removed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
