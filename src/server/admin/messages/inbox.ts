import "server-only";
import { type Kysely, sql } from "kysely";
import { LIKE_ESCAPE, likePattern, messagePreview } from "@/domain/admin/inbox-filter";
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
import { getDatabase } from "../../db/client";
import { ensureDatabaseReady } from "../../db/migrate";
import type { Database } from "../../db/schema";

/*
 * The inbox's reads (issue 16, item 4). Pages are keyset-paged by (created_at, id), newest first,
 * so page 1,000 costs what page 1 does. A sender's orders are found by email whatever its case,
 * through the lower(email) indexes of migration 0012. Both sides of a comparison are lowered by
 * the database, so SQLite (ASCII only) and PostgreSQL each agree with themselves.
 */

export type InboxSearch = { status?: MessageStatus; q?: string };

/** How many of a sender's orders the message page shows, newest first. */
export const SENDER_ORDERS_LIMIT = 50;

async function readyDb(): Promise<Kysely<Database>> {
  await ensureDatabaseReady();
  return getDatabase().db;
}

function matching(db: Kysely<Database>, q: string | undefined) {
  let query = db.selectFrom("messages");
  if (q !== undefined) {
    const pattern = likePattern(q);
    query = query.where(
      sql<boolean>`(lower(email) like lower(${pattern}) escape ${LIKE_ESCAPE} or lower(message) like lower(${pattern}) escape ${LIKE_ESCAPE})`,
    );
  }
  return query;
}

async function countByStatus(db: Kysely<Database>, q: string | undefined): Promise<InboxCounts> {
  const rows = await matching(db, q)
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
    .groupBy("status")
    .execute();
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
  let query = matching(db, filter.q).select([
    "id",
    "email",
    "message",
    "source",
    "status",
    "created_at",
    "order_id",
    (eb) =>
      eb.selectFrom("orders").whereRef("orders.id", "=", "messages.order_id").select("reference").as("order_reference"),
    (eb) =>
      eb
        .selectFrom("message_replies")
        .whereRef("message_replies.message_id", "=", "messages.id")
        .select((inner) => inner.fn.countAll<string | number>().as("n"))
        .as("reply_count"),
  ]);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (after)
    query = query.where((eb) =>
      eb.or([eb("created_at", "<", after.at), eb.and([eb("created_at", "=", after.at), eb("id", "<", after.id)])]),
    );
  // One row more than asked says whether another page follows.
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();
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
  const rows = await db
    .selectFrom("orders")
    .select(["id", "reference", "created_at", "total_cents", "currency", "status", "test_mode"])
    .where(sql<string>`lower(email)`, "=", sql<string>`lower(${email})`)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(SENDER_ORDERS_LIMIT)
    .execute();
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
  const message = await db
    .selectFrom("messages")
    .select([
      "id",
      "email",
      "message",
      "source",
      "status",
      "created_at",
      "order_id",
      (eb) =>
        eb
          .selectFrom("orders")
          .whereRef("orders.id", "=", "messages.order_id")
          .select("reference")
          .as("order_reference"),
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!message) return null;
  const replies = await db
    .selectFrom("message_replies")
    .leftJoin("outbox", "outbox.id", "message_replies.outbox_id")
    .select([
      "message_replies.id",
      "message_replies.operator_id",
      "message_replies.subject",
      "message_replies.body",
      "message_replies.created_at",
      "message_replies.outbox_id",
      "outbox.status as email_status",
    ])
    .where("message_replies.message_id", "=", id)
    .execute();
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
  const rows = await db
    .selectFrom("messages")
    .select(["id", "message", "status", "created_at"])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .limit(SENDER_ORDERS_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    preview: messagePreview(row.message),
    status: row.status,
    createdAt: row.created_at,
  }));
}
