import "server-only";
import type { Executor } from "../database";
import type { ChatConversationRow, ChatMessageRow } from "./chat-conversations";

/*
 * The console's reads across chat_conversations, chat_messages, operators and orders (the writes
 * are chat-conversations.ts's): the open conversations by their last activity, each with its last
 * message, the holder's email and the order's reference.
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
