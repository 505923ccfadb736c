import "server-only";
import type { Executor } from "../database";
import type { ChatConversationRow, ChatMessageRow } from "./chat-conversations";

/*
 * The console's reads across chat_conversations, chat_messages, operators, carts and orders (the
 * conversation's writes are chat-conversations.ts's): the open conversations by their last
 * activity, each with its last message, the holder's email and the order's reference; beside one,
 * the visitor's cart and orders. Its one write is staff's own switch on a message: its links.
 */

export type ConsoleConversationRow = ChatConversationRow & {
  claimed_email: string | null;
  order_reference: string | null;
};

export async function listOpenChatConversations(db: Executor, limit = 200): Promise<ConsoleConversationRow[]> {
  return db
    .selectFrom("chat_conversations")
    .leftJoin("operators", "operators.id", "chat_conversations.claimed_by")
    .leftJoin("orders", "orders.id", "chat_conversations.order_id")
    .selectAll("chat_conversations")
    .select(["operators.email as claimed_email", "orders.reference as order_reference"])
    .where("chat_conversations.status", "=", "open")
    .orderBy("chat_conversations.updated_at", "desc")
    .orderBy("chat_conversations.id")
    .limit(limit)
    .execute();
}

export async function getConsoleConversation(db: Executor, id: string): Promise<ConsoleConversationRow | undefined> {
  return db
    .selectFrom("chat_conversations")
    .leftJoin("operators", "operators.id", "chat_conversations.claimed_by")
    .leftJoin("orders", "orders.id", "chat_conversations.order_id")
    .selectAll("chat_conversations")
    .select(["operators.email as claimed_email", "orders.reference as order_reference"])
    .where("chat_conversations.id", "=", id)
    .executeTakeFirst();
}

/** Each conversation's newest message (the one numbered its `last_seq`). */
export async function lastChatMessages(
  db: Executor,
  conversations: readonly ChatConversationRow[],
): Promise<ChatMessageRow[]> {
  const numbered = conversations.filter((conversation) => Number(conversation.last_seq) > 0);
  if (numbered.length === 0) return [];
  return db
    .selectFrom("chat_messages")
    .selectAll()
    .where((eb) =>
      eb.or(
        numbered.map((conversation) =>
          eb.and([eb("conversation_id", "=", conversation.id), eb("seq", "=", Number(conversation.last_seq))]),
        ),
      ),
    )
    .execute();
}

/** The operators a conversation may go to. */
export async function listActiveOperators(db: Executor): Promise<{ id: string; email: string }[]> {
  return db.selectFrom("operators").select(["id", "email"]).where("status", "=", "active").orderBy("email").execute();
}

export async function operatorEmails(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("operators")
    .select(["id", "email"])
    .where("id", "in", [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.email]));
}

/**
 * Makes a visitor's or staff's message's links clickable or not; false when the conversation has no
 * such message (a shop message is never one).
 */
export async function setChatMessageLinks(
  db: Executor,
  conversationId: string,
  seq: number,
  enabled: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable("chat_messages")
    .set({ links_enabled: enabled ? 1 : 0 })
    .where("conversation_id", "=", conversationId)
    .where("seq", "=", seq)
    .where("author", "in", ["visitor", "staff"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The cart the conversation names, as the visitor's browser last saved it. */
export async function getConversationCart(db: Executor, conversationId: string) {
  return db
    .selectFrom("chat_conversations")
    .innerJoin("carts", "carts.uuid", "chat_conversations.cart_uuid")
    .select(["carts.uuid", "carts.items_json", "carts.updated_at"])
    .where("chat_conversations.id", "=", conversationId)
    .executeTakeFirst();
}

export type ConsoleOrderRow = {
  id: string;
  reference: string;
  status: string;
  total_cents: number;
  currency: string;
  created_at: string;
};

/** The conversation's order and the newest orders placed with its email, newest first, at most `limit`. */
export async function listConversationOrders(
  db: Executor,
  of: { orderId: string | null; email: string | null },
  limit: number,
): Promise<ConsoleOrderRow[]> {
  const { orderId, email } = of;
  if (!orderId && !email) return [];
  return db
    .selectFrom("orders")
    .select(["id", "reference", "status", "total_cents", "currency", "created_at"])
    .where((eb) =>
      eb.or([
        ...(orderId ? [eb("id", "=", orderId)] : []),
        ...(email ? [eb(eb.fn("lower", ["email"]), "=", email.toLowerCase())] : []),
      ]),
    )
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}
