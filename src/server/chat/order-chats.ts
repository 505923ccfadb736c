import "server-only";
import type { OrderChat } from "@/domain/chat/order-chat";
import { database } from "../db/database";
import { listChatConversationsOfOrder, listChatMessagesAfter } from "../db/queries/chat-conversations";

/*
 * An order's live chats, for its pages: one indexed read by order, and the messages only of the
 * conversations it found, so an order without a chat costs one cheap query and renders nothing.
 */

/**
 * The order's conversations, oldest first, their messages as text. `reader: "customer"` keeps the
 * visitor's and the staff's words only (no system lines); no operator id ever leaves here.
 */
export async function orderChats(orderId: string, reader: "staff" | "customer"): Promise<OrderChat[]> {
  const { db } = await database();
  const conversations = await listChatConversationsOfOrder(db, orderId);
  if (conversations.length === 0) return [];
  const messages = await Promise.all(
    conversations.map((conversation) => listChatMessagesAfter(db, conversation.id, 0)),
  );
  return conversations.map((conversation, index) => ({
    id: conversation.id,
    status: conversation.status,
    createdAt: conversation.created_at,
    messages: (messages[index] ?? [])
      .filter((row) => reader === "staff" || row.author !== "system")
      .map((row) => ({ seq: Number(row.seq), author: row.author, body: row.body, at: row.created_at })),
  }));
}
