import "server-only";
import type { Kysely } from "kysely";
import { messagePreview } from "@/domain/admin/inbox-filter";
import { decodeCursor, encodeCursor, type KeysetCursor } from "@/domain/admin/keyset-cursor";
import type { MessageStatus } from "@/domain/admin/message-status";
import { assembleThread } from "@/domain/admin/message-thread";
import type {
  InboxCounts,
  InboxPage,
  MessageDetail,
  MessageOrder,
  OrderMessage,
  SenderOrder,
} from "@/domain/api/admin-messages";
import { database } from "../../db/database";
import {
  countInboxByStatus,
  getInboxPage,
  getMessagesOfOrder,
  getMessageWithOrder,
  getOrdersOfSender,
  getRepliesOfMessage,
} from "../../db/queries/inbox";
import type { Database } from "../../db/schema";

/* The inbox's reads (the queries are src/server/db/queries/inbox.ts), shaped for the back office's pages. */

export type InboxSearch = { status?: MessageStatus; q?: string };

/** How many of a sender's orders the message page shows, newest first. */
export const SENDER_ORDERS_LIMIT = 50;

async function readyDb(): Promise<Kysely<Database>> {
  return (await database()).db;
}

async function countByStatus(db: Kysely<Database>, q: string | undefined): Promise<InboxCounts> {
  const rows = await countInboxByStatus(db, q);
  const counts: InboxCounts = { new: 0, open: 0, closed: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as MessageStatus] = Number(row.n);
  return counts;
}

/** One page of the inbox after `cursor`, and how many messages of each status match the search. */
export async function listMessages(
  filter: InboxSearch,
  cursor: KeysetCursor | string | null,
  limit: number,
): Promise<InboxPage> {
  const db = await readyDb();
  const after = typeof cursor === "string" ? decodeCursor(cursor) : cursor;
  // One row more than asked says whether another page follows.
  const rows = await getInboxPage(db, filter, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    messages: page.map((row) => ({
      id: row.id,
      email: row.email,
      preview: messagePreview(row.message),
      source: row.source,
      status: row.status,
      createdAt: row.created_at,
      replyCount: Number(row.reply_count ?? 0),
      order: messageOrder(row.order_id, row.order_reference),
    })),
    counts: await countByStatus(db, filter.q),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.created_at, id: last.id }) : null,
  };
}

/** The order a message is about; none for a contact message, or once retention removed the order. */
function messageOrder(id: string | null, reference: string | null | undefined): MessageOrder {
  return id && reference ? { id, reference } : null;
}

/** The orders placed with this email address, whatever its case, newest first. */
export async function ordersOfSender(db: Kysely<Database>, email: string): Promise<SenderOrder[]> {
  const rows = await getOrdersOfSender(db, email, SENDER_ORDERS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at,
    totalCents: row.total_cents,
    currency: row.currency,
    status: row.status,
    testMode: row.test_mode === 1,
  }));
}

/** The message, its thread (with each reply's email status) and the sender's orders; null if there is none. */
export async function messageDetail(id: string): Promise<MessageDetail | null> {
  const db = await readyDb();
  const message = await getMessageWithOrder(db, id);
  if (!message) return null;
  const replies = await getRepliesOfMessage(db, id);
  const thread = assembleThread(
    { id: message.id, email: message.email, text: message.message, source: message.source, at: message.created_at },
    replies.map((reply) => ({
      id: reply.id,
      operatorId: reply.operator_id,
      subject: reply.subject,
      text: reply.body,
      at: reply.created_at,
      emailId: reply.outbox_id,
      // The retention job may have removed a very old email's row; the reply itself stays.
      emailStatus: reply.email_status ?? "removed",
    })),
  );
  return {
    id: message.id,
    email: message.email,
    source: message.source,
    status: message.status,
    createdAt: message.created_at,
    thread,
    orders: await ordersOfSender(db, message.email),
    order: messageOrder(message.order_id, message.order_reference),
  };
}

/** The messages sent from an order's page, oldest first (the back office's order page lists them). */
export async function messagesOfOrder(orderId: string): Promise<OrderMessage[]> {
  const db = await readyDb();
  const rows = await getMessagesOfOrder(db, orderId, SENDER_ORDERS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    preview: messagePreview(row.message),
    status: row.status,
    createdAt: row.created_at,
  }));
}
