import "server-only";
import type { Selectable } from "kysely";
import type { Executor } from "../database";
import type { ChatAuthor, ChatConversationsTable, ChatMessagesTable, ChatVisitorTokensTable } from "../schema";

/*
 * Every write on chat_conversations and chat_messages (a message is only ever written with its
 * conversation's counter). Appending a message first moves the conversation's `last_seq` in one
 * UPDATE … RETURNING: that row is the lock, so two messages of one conversation get 1 and 2, never
 * the same number, on either database.
 */

export type ChatConversationRow = Selectable<ChatConversationsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;

export async function insertChatConversation(
  db: Executor,
  conversation: { id: string; tokenHash: string; pagePath: string | null; orderId: string | null; at: string },
): Promise<void> {
  await db
    .insertInto("chat_conversations")
    .values({
      id: conversation.id,
      visitor_token_hash: conversation.tokenHash,
      status: "open",
      email: null,
      order_id: conversation.orderId,
      page_path: conversation.pagePath,
      claimed_by: null,
      last_visitor_at: null,
      last_staff_at: null,
      waiting_since: null,
      discord_told_at: null,
      closed_at: null,
      created_at: conversation.at,
      updated_at: conversation.at,
    })
    .execute();
}

export async function getChatConversationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<ChatConversationRow | undefined> {
  return db.selectFrom("chat_conversations").selectAll().where("visitor_token_hash", "=", tokenHash).executeTakeFirst();
}

export async function getChatConversationById(db: Executor, id: string): Promise<ChatConversationRow | undefined> {
  return db.selectFrom("chat_conversations").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Takes the next number of an open conversation and moves what a message by `author` changes:
 * the visitor's starts (or continues) a wait, staff's ends it. Undefined when the conversation is
 * closed or gone.
 */
export async function nextChatSeq(
  db: Executor,
  conversationId: string,
  author: ChatAuthor,
  at: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable("chat_conversations")
    .set((eb) => ({
      last_seq: eb("last_seq", "+", 1),
      updated_at: at,
      ...(author === "visitor"
        ? { last_visitor_at: at, waiting_since: eb.fn.coalesce("waiting_since", eb.val(at)) }
        : author === "staff"
          ? { last_staff_at: at, waiting_since: null }
          : {}),
    }))
    .where("id", "=", conversationId)
    .where("status", "=", "open")
    .returning("last_seq")
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.last_seq);
}

export async function insertChatMessage(
  db: Executor,
  message: {
    id: string;
    conversationId: string;
    seq: number;
    author: ChatAuthor;
    operatorId: string | null;
    body: string;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto("chat_messages")
    .values({
      id: message.id,
      conversation_id: message.conversationId,
      seq: message.seq,
      author: message.author,
      operator_id: message.operatorId,
      body: message.body,
      created_at: message.at,
    })
    .execute();
}

/** The messages after `afterSeq`, oldest first (at most `limit`). */
export async function listChatMessagesAfter(
  db: Executor,
  conversationId: string,
  afterSeq: number,
  limit = 200,
): Promise<ChatMessageRow[]> {
  return db
    .selectFrom("chat_messages")
    .selectAll()
    .where("conversation_id", "=", conversationId)
    .where("seq", ">", afterSeq)
    .orderBy("seq")
    .limit(limit)
    .execute();
}

export async function setChatPage(db: Executor, conversationId: string, pagePath: string, at: string): Promise<void> {
  await db
    .updateTable("chat_conversations")
    .set({ page_path: pagePath, updated_at: at })
    .where("id", "=", conversationId)
    .execute();
}

export async function setChatEmail(db: Executor, conversationId: string, email: string, at: string): Promise<void> {
  await db.updateTable("chat_conversations").set({ email, updated_at: at }).where("id", "=", conversationId).execute();
}

/** Closes an open conversation; false when it was closed already. */
export async function closeChatConversation(db: Executor, conversationId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("chat_conversations")
    .set({ status: "closed", closed_at: at, updated_at: at, waiting_since: null })
    .where("id", "=", conversationId)
    .where("status", "=", "open")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The visitor's "end and delete": the conversation, every message and every further secret, gone. */
export async function deleteChatConversation(db: Executor, conversationId: string): Promise<void> {
  await db.deleteFrom("chat_visitor_tokens").where("conversation_id", "=", conversationId).execute();
  await db.deleteFrom("chat_messages").where("conversation_id", "=", conversationId).execute();
  await db.deleteFrom("chat_conversations").where("id", "=", conversationId).execute();
}

/** Claims a conversation for an operator, if no one else holds it (or moves it on a transfer). */
export async function claimChatConversation(
  db: Executor,
  conversationId: string,
  operatorId: string,
  at: string,
  from: { anyHolder: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable("chat_conversations")
    .set({ claimed_by: operatorId, updated_at: at })
    .where("id", "=", conversationId)
    .where("status", "=", "open")
    .$if(!from.anyHolder, (update) =>
      update.where((eb) => eb.or([eb("claimed_by", "is", null), eb("claimed_by", "=", operatorId)])),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** When each operator's console last beat. */
export async function listChatPresence(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom("chat_presence").select("seen_at").execute();
  return rows.map((row) => row.seen_at);
}

export async function touchChatPresence(db: Executor, operatorId: string, at: string): Promise<void> {
  await db
    .insertInto("chat_presence")
    .values({ operator_id: operatorId, seen_at: at })
    .onConflict((conflict) => conflict.column("operator_id").doUpdateSet({ seen_at: at }))
    .execute();
}

/**
 * How long the visitors of the most recent answered conversations waited for the first reply, in
 * ms: each conversation's first staff message after its first visitor message.
 */
export async function recentFirstReplyDelays(db: Executor, limit = 30): Promise<number[]> {
  const rows = await db
    .selectFrom("chat_messages as visitor")
    .innerJoin("chat_messages as staff", (join) =>
      join.onRef("staff.conversation_id", "=", "visitor.conversation_id").on("staff.author", "=", "staff"),
    )
    .where("visitor.author", "=", "visitor")
    .where("visitor.seq", "=", 1)
    .select((eb) => [
      "visitor.conversation_id as id",
      "visitor.created_at as asked",
      eb.fn.min("staff.created_at").as("answered"),
    ])
    .groupBy(["visitor.conversation_id", "visitor.created_at"])
    .orderBy("visitor.created_at", "desc")
    .limit(limit)
    .execute();
  return rows
    .map((row) => Date.parse(String(row.answered)) - Date.parse(row.asked))
    .filter((delay) => Number.isFinite(delay) && delay >= 0);
}

/** The retention job: closed conversations closed before `before`, with their messages, at most `limit`; how many went. */
export async function deleteClosedChats(db: Executor, before: string, limit: number): Promise<number> {
  const rows = await db
    .selectFrom("chat_conversations")
    .select("id")
    .where("status", "=", "closed")
    .where("closed_at", "<", before)
    .limit(limit)
    .execute();
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return 0;
  await db.deleteFrom("chat_visitor_tokens").where("conversation_id", "in", ids).execute();
  await db.deleteFrom("chat_messages").where("conversation_id", "in", ids).execute();
  await db.deleteFrom("chat_conversations").where("id", "in", ids).execute();
  return ids.length;
}

/** Open conversations whose visitor has waited since before `before` and Discord has not been told of this wait. */
export async function listChatsWaitingSince(db: Executor, before: string, limit = 50): Promise<ChatConversationRow[]> {
  return db
    .selectFrom("chat_conversations")
    .selectAll()
    .where("status", "=", "open")
    .where("waiting_since", "<=", before)
    .where((eb) => eb.or([eb("discord_told_at", "is", null), eb("discord_told_at", "<", eb.ref("waiting_since"))]))
    .orderBy("waiting_since")
    .limit(limit)
    .execute();
}

/** Marks this wait told; false when another instance told it first (or the wait ended). */
export async function markChatToldDiscord(
  db: Executor,
  conversationId: string,
  waitingSince: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("chat_conversations")
    .set({ discord_told_at: at })
    .where("id", "=", conversationId)
    .where("waiting_since", "=", waitingSince)
    .where((eb) => eb.or([eb("discord_told_at", "is", null), eb("discord_told_at", "<", eb.ref("waiting_since"))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Hands an open conversation from the holder the console read (`from`, null for nobody) to
 * another operator; false when it was closed or changed hands in between.
 */
export async function transferChatConversation(
  db: Executor,
  conversationId: string,
  from: string | null,
  to: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("chat_conversations")
    .set({ claimed_by: to, updated_at: at })
    .where("id", "=", conversationId)
    .where("status", "=", "open")
    .where("claimed_by", from === null ? "is" : "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The conversation a further secret of `kind` opens (a continue link, or a device that followed one). */
export async function getChatConversationByVisitorToken(
  db: Executor,
  tokenHash: string,
  kind: ChatVisitorTokenRow["kind"],
): Promise<(ChatConversationRow & { token_created_at: string }) | undefined> {
  return db
    .selectFrom("chat_visitor_tokens")
    .innerJoin("chat_conversations", "chat_conversations.id", "chat_visitor_tokens.conversation_id")
    .selectAll("chat_conversations")
    .select("chat_visitor_tokens.created_at as token_created_at")
    .where("chat_visitor_tokens.token_hash", "=", tokenHash)
    .where("chat_visitor_tokens.kind", "=", kind)
    .executeTakeFirst();
}

export type ChatVisitorTokenRow = Selectable<ChatVisitorTokensTable>;

export async function insertChatVisitorToken(
  db: Executor,
  token: { tokenHash: string; conversationId: string; kind: ChatVisitorTokenRow["kind"]; at: string },
): Promise<void> {
  await db
    .insertInto("chat_visitor_tokens")
    .values({
      token_hash: token.tokenHash,
      conversation_id: token.conversationId,
      kind: token.kind,
      created_at: token.at,
    })
    .execute();
}

/** When the conversation's newest continue link was made (one goes with each reply email), or null. */
export async function latestChatLinkAt(db: Executor, conversationId: string): Promise<string | null> {
  const row = await db
    .selectFrom("chat_visitor_tokens")
    .select((eb) => eb.fn.max("created_at").as("at"))
    .where("conversation_id", "=", conversationId)
    .where("kind", "=", "link")
    .executeTakeFirst();
  return row?.at ? String(row.at) : null;
}

/**
 * Marks the conversation read by the visitor at `at`, unless it was marked since `staleBefore`:
 * one conditional UPDATE, so an open panel writes once per interval however often it reads.
 */
export async function touchChatVisitorSeen(
  db: Executor,
  conversationId: string,
  at: string,
  staleBefore: string,
): Promise<boolean> {
  const result = await db
    .updateTable("chat_conversations")
    .set({ visitor_seen_at: at })
    .where("id", "=", conversationId)
    .where((eb) => eb.or([eb("visitor_seen_at", "is", null), eb("visitor_seen_at", "<", staleBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An order's conversations, oldest first (the order pages show them). */
export async function listChatConversationsOfOrder(db: Executor, orderId: string): Promise<ChatConversationRow[]> {
  return db
    .selectFrom("chat_conversations")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .limit(10)
    .execute();
}
/** The visitor's cart as their newest message names it; a no-op when it is already that one. */
export async function setChatCart(db: Executor, conversationId: string, cartUuid: string, at: string): Promise<void> {
  await db
    .updateTable("chat_conversations")
    .set({ cart_uuid: cartUuid, updated_at: at })
    .where("id", "=", conversationId)
    .where((eb) => eb.or([eb("cart_uuid", "is", null), eb("cart_uuid", "!=", cartUuid)]))
    .execute();
}

/** Ties a conversation to an order once: false when it is about an order already. */
export async function setChatOrderIfNone(
  db: Executor,
  conversationId: string,
  orderId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("chat_conversations")
    .set({ order_id: orderId, updated_at: at })
    .where("id", "=", conversationId)
    .where("order_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
