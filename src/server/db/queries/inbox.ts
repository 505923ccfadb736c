import "server-only";
import { type ExpressionBuilder, sql } from "kysely";
import { LIKE_ESCAPE, likePattern } from "@/domain/admin/inbox-filter";
import type { KeysetCursor } from "@/domain/admin/keyset-cursor";
import type { MessageStatus } from "@/domain/admin/message-status";
import type { Executor } from "../database";
import type { Database } from "../schema";

/*
 * The back office inbox's reads: messages with their orders, replies and the replies' emails.
 * Pages are keyset-paged by (created_at, id), newest first, so page 1,000 costs what page 1 does.
 * A sender's orders are found by email whatever its case, through the lower(email) indexes of
 * migration 0012. Both sides of a comparison are lowered by the database, so SQLite (ASCII only)
 * and PostgreSQL each agree with themselves.
 */

/** The reference of the order a message is about (null for a contact message). */
function orderReference(eb: ExpressionBuilder<Database, "messages">) {
  return eb
    .selectFrom("orders")
    .whereRef("orders.id", "=", "messages.order_id")
    .select("reference")
    .as("order_reference");
}

function matching(db: Executor, q: string | undefined) {
  let query = db.selectFrom("messages");
  if (q !== undefined) {
    const pattern = likePattern(q);
    query = query.where(
      sql<boolean>`(lower(email) like lower(${pattern}) escape ${LIKE_ESCAPE} or lower(message) like lower(${pattern}) escape ${LIKE_ESCAPE})`,
    );
  }
  return query;
}

/** How many messages of each status match the search. */
export async function countInboxByStatus(db: Executor, q: string | undefined) {
  return matching(db, q)
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
    .groupBy("status")
    .execute();
}

/** Up to `limit` messages after `after`, newest first, with their order's reference and reply count. */
export async function getInboxPage(
  db: Executor,
  filter: { status?: MessageStatus; q?: string },
  after: KeysetCursor | null,
  limit: number,
) {
  let query = matching(db, filter.q).select([
    "id",
    "email",
    "message",
    "source",
    "status",
    "created_at",
    "order_id",
    orderReference,
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
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

/** The orders placed with this email address, whatever its case, newest first. */
export async function getOrdersOfSender(db: Executor, email: string, limit: number) {
  return db
    .selectFrom("orders")
    .select(["id", "reference", "created_at", "total_cents", "currency", "status", "test_mode"])
    .where(sql<string>`lower(email)`, "=", sql<string>`lower(${email})`)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** One message with its order's reference. */
export async function getMessageWithOrder(db: Executor, id: string) {
  return db
    .selectFrom("messages")
    .select(["id", "email", "message", "source", "status", "created_at", "order_id", orderReference])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** A message's replies with the status of each reply's email (none once retention removed it). */
export async function getRepliesOfMessage(db: Executor, messageId: string) {
  return db
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
    .where("message_replies.message_id", "=", messageId)
    .execute();
}

/** The messages sent from an order's page, oldest first. */
export async function getMessagesOfOrder(db: Executor, orderId: string, limit: number) {
  return db
    .selectFrom("messages")
    .select(["id", "message", "status", "created_at"])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}
