import "server-only";
import type { Transaction } from "kysely";
import { replySubject } from "@/domain/admin/message-reply";
import { changeMessageStatus, type MessageStatus, statusAfterReply } from "@/domain/admin/message-status";
import type { ReplyToMessageResponse, SetMessageStatusResponse } from "@/domain/api/admin-messages";
import { recordAudit } from "@/server/db/queries/audit-log";
import { replyParts } from "@/server/email/email-parts";
import { database } from "../../db/database";
import {
  getMessageForAction,
  insertMessageReply,
  type MessageRow,
  setMessageStatusFrom,
} from "../../db/queries/messages";
import { enqueueEmail } from "../../db/queries/outbox";
import type { Database } from "../../db/schema";
import { env } from "../../env";
import { AppError } from "../../http/errors";

/*
 * The inbox's writes. Each one reads the message, changes it and records its
 * audit row in one transaction, and changes the status only from the one it read, so a change
 * made meanwhile (by another instance) is a conflict, never silently undone.
 * The route calls kickOutbox() after a reply, as the contact route does.
 */

type Trx = Transaction<Database>;

/**
 * Runs `act` in one transaction with the message read first; PostgreSQL locks its row, so two
 * operators acting on it at once take turns instead of one of them failing.
 */
async function withMessage<T>(messageId: string, act: (trx: Trx, message: MessageRow) => Promise<T>): Promise<T> {
  const { db, dialect } = await database();
  return db.transaction().execute(async (trx) => {
    const message = await getMessageForAction(trx, messageId, dialect === "postgres");
    if (!message) throw new AppError("not_found:message", "There is no such message.");
    return act(trx, message);
  });
}

async function updateStatus(trx: Trx, messageId: string, from: MessageStatus, to: MessageStatus, now: Date) {
  if (!(await setMessageStatusFrom(trx, messageId, { from, to, at: now.toISOString() })))
    throw new AppError("conflict:message", "The message changed meanwhile; reload it and try again.");
}

export async function setMessageStatus(input: {
  operatorId: string;
  messageId: string;
  status: MessageStatus;
  now?: Date;
}): Promise<SetMessageStatusResponse> {
  const now = input.now ?? new Date();
  return withMessage(input.messageId, async (trx, message) => {
    const change = changeMessageStatus(message.status, input.status);
    if (change.kind === "unchanged") return { id: message.id, status: message.status, changed: false };
    if (change.kind === "refused")
      throw new AppError("conflict:message", `A message that is ${change.from} cannot become ${change.to}.`);
    await updateStatus(trx, message.id, change.from, change.to, now);
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: "MESSAGE_STATUS_SET",
        targetType: "message",
        targetId: message.id,
        before: { status: change.from },
        after: { status: change.to },
      },
      now,
    );
    return { id: message.id, status: change.to, changed: true };
  });
}

/**
 * Queues the reply to the sender (reply-to the shop's support address), keeps it in the thread
 * and opens a new message, all or nothing. The audit row holds the ids and the subject, not the
 * text: the thread has it.
 */
export async function replyToMessage(input: {
  operatorId: string;
  messageId: string;
  body: string;
  subject?: string;
  now?: Date;
}): Promise<ReplyToMessageResponse> {
  const now = input.now ?? new Date();
  return withMessage(input.messageId, async (trx, message) => {
    const replyId = crypto.randomUUID();
    const emailId = crypto.randomUUID();
    const subject = replySubject(input.subject, env.SITE_NAME);
    const original = { email: message.email, message: message.message, createdAt: message.created_at };
    await enqueueEmail(trx, {
      id: emailId,
      to: message.email,
      replyTo: env.SUPPORT_EMAIL,
      ...replyParts(subject, { body: input.body, original }),
      now,
    });
    await insertMessageReply(trx, {
      id: replyId,
      messageId: message.id,
      operatorId: input.operatorId,
      subject,
      body: input.body.trim(),
      outboxId: emailId,
      at: now.toISOString(),
    });
    const status = statusAfterReply(message.status);
    if (status !== message.status) await updateStatus(trx, message.id, message.status, status, now);
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: "MESSAGE_REPLIED",
        targetType: "message",
        targetId: message.id,
        before: { status: message.status },
        after: { status, replyId, emailId, subject },
      },
      now,
    );
    return { replyId, emailId, status };
  });
}
