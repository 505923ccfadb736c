import "server-only";
import { checkChatMessage } from "@/domain/chat/chat-message";
import { hashSecret, newSecretToken } from "../admin/secret-tokens";
import { database, type Executor } from "../db/database";
import {
  type ChatConversationRow,
  type ChatMessageRow,
  closeChatConversation,
  deleteChatConversation,
  getChatConversationByTokenHash,
  getChatConversationByVisitorToken,
  insertChatConversation,
  insertChatMessage,
  listChatMessagesAfter,
  nextChatSeq,
  setChatCart,
  setChatOrderIfNone,
  setChatPage,
} from "../db/queries/chat-conversations";
import type { ChatAuthor } from "../db/schema";
import { kickOutbox } from "../email/outbox-worker";
import { AppError } from "../http/errors";
import { orderIdForAccess } from "../orders/access-tokens";
import { emailReplyIfAway } from "./chat-away";
import { publishChatEvent } from "./chat-bus";

/*
 * The live chat's writes. A visitor's first message opens their conversation and hands them its
 * secret (the cookie); each message takes the next number of its conversation in the transaction
 * that stores it, and every instance hears of it once it has committed (chat-bus.ts).
 */

export type ChatMessage = {
  seq: number;
  author: ChatAuthor;
  body: string;
  linksEnabled: boolean;
  at: string;
  operatorId: string | null;
};

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    seq: Number(row.seq),
    author: row.author,
    body: row.body,
    linksEnabled: Number(row.links_enabled) === 1,
    at: row.created_at,
    operatorId: row.operator_id,
  };
}

/**
 * The visitor's conversation from their cookie's secret: the one the conversation began with, or a
 * device secret a continue link handed out (never a link's own secret: that only buys a device one).
 * Undefined without one or for an unknown one.
 */
export async function conversationOfToken(
  db: Executor,
  token: string | undefined,
): Promise<ChatConversationRow | undefined> {
  if (!token) return undefined;
  const hash = hashSecret(token);
  const own = await getChatConversationByTokenHash(db, hash);
  if (own) return own;
  const device = await getChatConversationByVisitorToken(db, hash, "device");
  if (!device) return undefined;
  const { token_created_at: _, ...conversation } = device;
  return conversation;
}

function refused(reason: string): AppError {
  return new AppError("bad_request:chat", reason);
}

/** A path the visitor is on, as the console shows it: the shop's own, at most 300 characters. */
function cleanPage(page: string | undefined): string | null {
  if (!page?.startsWith("/") || page.startsWith("//")) return null;
  return page.slice(0, 300);
}

async function appendMessage(
  db: Executor,
  conversationId: string,
  message: { author: ChatAuthor; operatorId: string | null; body: string },
  at: string,
): Promise<ChatMessage> {
  const seq = await nextChatSeq(db, conversationId, message.author, at);
  if (seq === undefined) throw new AppError("conflict:chat", "This conversation is closed. Start a new one.");
  await insertChatMessage(db, { id: crypto.randomUUID(), conversationId, seq, ...message, at });
  return { seq, author: message.author, body: message.body, linksEnabled: false, at, operatorId: message.operatorId };
}

/** What the conversation opens with once it is about an order: the console reads it as the visitor's context. */
export function aboutOrderText(reference: string): string {
  return `About order ${reference}`;
}

/**
 * A visitor's message: into their open conversation, or a new one (with a new secret) when they
 * have none or theirs was closed. Answers the secret to set when it is new. An order reference is
 * taken only with the key its page is opened with (the same check as that page) and only onto a
 * conversation without an order; anything else is dropped without a word, so a message never
 * tells whether an order exists. The cart named is kept as the conversation's.
 */
export async function postVisitorMessage(input: {
  token: string | undefined;
  body: string;
  page?: string;
  orderReference?: string;
  orderKey?: string;
  cartUuid?: string;
  now: Date;
}): Promise<{ conversationId: string; message: ChatMessage; newToken: string | null }> {
  const check = checkChatMessage(input.body);
  if (!check.ok) throw refused(check.reason);
  const at = input.now.toISOString();
  const page = cleanPage(input.page);
  const { db } = await database();
  const orderId =
    input.orderReference === undefined
      ? null
      : await orderIdForAccess(db, input.orderReference, input.orderKey, input.now);
  const result = await db.transaction().execute(async (trx) => {
    const existing = await conversationOfToken(trx, input.token);
    const open = existing?.status === "open" ? existing : undefined;
    let conversationId: string;
    let newToken: string | null = null;
    if (open) {
      conversationId = open.id;
      if (page && page !== open.page_path) await setChatPage(trx, open.id, page, at);
    } else {
      newToken = newSecretToken();
      conversationId = crypto.randomUUID();
      await insertChatConversation(trx, {
        id: conversationId,
        tokenHash: hashSecret(newToken),
        pagePath: page,
        orderId: null,
        at,
      });
    }
    if (input.cartUuid) await setChatCart(trx, conversationId, input.cartUuid, at);
    if (orderId && input.orderReference && (await setChatOrderIfNone(trx, conversationId, orderId, at))) {
      await appendMessage(
        trx,
        conversationId,
        { author: "system", operatorId: null, body: aboutOrderText(input.orderReference) },
        at,
      );
    }
    const message = await appendMessage(
      trx,
      conversationId,
      { author: "visitor", operatorId: null, body: check.body },
      at,
    );
    return { conversationId, message, newToken };
  });
  await publishChatEvent({ kind: "message", conversationId: result.conversationId, seq: result.message.seq });
  return result;
}

/** An operator's reply into an open conversation: it ends the visitor's wait. */
export async function postStaffMessage(input: {
  conversationId: string;
  operatorId: string;
  body: string;
  now: Date;
  /** Runs in the storing transaction once the message has its number (the console's audit entry). */
  alsoIn?: (trx: Executor, message: ChatMessage) => Promise<void>;
}): Promise<ChatMessage> {
  const check = checkChatMessage(input.body);
  if (!check.ok) throw refused(check.reason);
  const { db } = await database();
  const result = await db.transaction().execute(async (trx) => {
    const stored = await appendMessage(
      trx,
      input.conversationId,
      { author: "staff", operatorId: input.operatorId, body: check.body },
      input.now.toISOString(),
    );
    await input.alsoIn?.(trx, stored);
    const emailed = await emailReplyIfAway(trx, input.conversationId, stored.body, input.now);
    return { stored, emailed };
  });
  await publishChatEvent({ kind: "message", conversationId: input.conversationId, seq: result.stored.seq });
  if (result.emailed) kickOutbox();
  return result.stored;
}

/** A conversation's messages after a number the reader already has. */
export async function chatMessagesAfter(conversationId: string, afterSeq: number): Promise<ChatMessage[]> {
  const { db } = await database();
  return (await listChatMessagesAfter(db, conversationId, afterSeq)).map(toChatMessage);
}

/** The visitor ends their conversation: it stays for the staff to read until the retention job removes it. */
export async function endChat(input: { token: string | undefined; now: Date }): Promise<void> {
  const { db } = await database();
  const conversation = await conversationOfToken(db, input.token);
  if (!conversation) throw noConversation();
  if (await closeChatConversation(db, conversation.id, input.now.toISOString())) {
    await publishChatEvent({ kind: "conversation", conversationId: conversation.id });
  }
}

/** The visitor deletes their conversation: every message goes at once, nothing is kept. */
export async function deleteChat(input: { token: string | undefined }): Promise<void> {
  const { db } = await database();
  const conversation = await conversationOfToken(db, input.token);
  if (!conversation) throw noConversation();
  await db.transaction().execute((trx) => deleteChatConversation(trx, conversation.id));
  await publishChatEvent({ kind: "conversation", conversationId: conversation.id });
}

function noConversation(): AppError {
  return new AppError("not_found:chat", "There is no open conversation: write a message to start one.");
}
