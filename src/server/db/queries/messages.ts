import "server-only";
import type { Selectable } from "kysely";
import type { MessageStatus } from "@/domain/admin/message-status";
import type { Executor } from "../database";
import type { MessagesTable } from "../schema";

/* Every write on messages (the shop's inbox) and message_replies (the operators' answers in its threads). */

export type ContactSource = "contact" | "checkout" | "order-page";

export type MessageRow = Pick<Selectable<MessagesTable>, "id" | "email" | "message" | "status" | "created_at">;

export async function insertMessage(
  db: Executor,
  input: { id: string; email: string; message: string; source: ContactSource; at: string; orderId: string | null },
): Promise<void> {
  await db
    .insertInto("messages")
    .values({
      id: input.id,
      email: input.email,
      message: input.message,
      source: input.source,
      created_at: input.at,
      order_id: input.orderId,
    })
    .execute();
}

export async function countMessageRows(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The message an operator acts on; `forUpdate` takes its row lock (PostgreSQL only). */
export async function getMessageForAction(
  db: Executor,
  messageId: string,
  forUpdate: boolean,
): Promise<MessageRow | undefined> {
  let query = db
    .selectFrom("messages")
    .select(["id", "email", "message", "status", "created_at"])
    .where("id", "=", messageId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Moves the message's status only from `from`; false when it changed meanwhile. */
export async function setMessageStatusFrom(
  db: Executor,
  messageId: string,
  change: { from: MessageStatus; to: MessageStatus; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("messages")
    .set({ status: change.to, status_changed_at: change.at })
    .where("id", "=", messageId)
    .where("status", "=", change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertMessageReply(
  db: Executor,
  reply: {
    id: string;
    messageId: string;
    operatorId: string;
    subject: string;
    body: string;
    outboxId: string;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto("message_replies")
    .values({
      id: reply.id,
      message_id: reply.messageId,
      operator_id: reply.operatorId,
      subject: reply.subject,
      body: reply.body,
      outbox_id: reply.outboxId,
      created_at: reply.at,
    })
    .execute();
}

/** The latest questions sent from an order's private page, newest first (messages_order_idx). */
export async function listOrderPageQuestions(
  db: Executor,
  orderId: string,
  limit: number,
): Promise<{ id: string; message: string; created_at: string }[]> {
  return db
    .selectFrom("messages")
    .select(["id", "message", "created_at"])
    .where("order_id", "=", orderId)
    .where("source", "=", "order-page" satisfies ContactSource)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** The operators' answers to these messages, oldest first (message_replies_thread_idx); no operator named. */
export async function listRepliesTo(
  db: Executor,
  messageIds: readonly string[],
): Promise<{ message_id: string; body: string; created_at: string }[]> {
  if (messageIds.length === 0) return [];
  return db
    .selectFrom("message_replies")
    .select(["message_id", "body", "created_at"])
    .where("message_id", "in", messageIds)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}
