import "server-only";
import type { OperatorRole } from "@/domain/admin/roles";
import {
  type CannedReply,
  CONSOLE_ORDERS_MAX,
  type ConsoleCart,
  type ConsoleConversation,
  type ConsoleDetail,
  type ConsoleList,
  type ConsoleOrder,
} from "@/domain/api/admin-chat";
import { cartItemsSchema } from "@/domain/cart/cart-schema";
import { storedCartTotal } from "@/domain/chat/chat-console";
import { chatTranscriptParts } from "@/emails/chat-transcript-email";
import { database, type Executor } from "../db/database";
import { recordAudit } from "../db/queries/audit-log";
import {
  deleteCannedReply,
  getCannedReply,
  insertCannedReply,
  listCannedReplies,
  updateCannedReply,
} from "../db/queries/chat-canned-replies";
import {
  type ConsoleConversationRow,
  type ConsoleOrderRow,
  getConsoleConversation,
  getConversationCart,
  lastChatMessages,
  listActiveOperators,
  listConversationOrders,
  listOpenChatConversations,
  operatorEmails,
  setChatMessageLinks,
} from "../db/queries/chat-console";
import {
  claimChatConversation,
  closeChatConversation,
  listChatMessagesAfter,
  touchChatPresence,
  transferChatConversation,
} from "../db/queries/chat-conversations";
import { enqueueEmail } from "../db/queries/outbox";
import { emailBrand } from "../email/email-parts";
import { env } from "../env";
import { AppError } from "../http/errors";
import { publishChatEvent } from "./chat-bus";
import { type ChatMessage, postStaffMessage, toChatMessage } from "./chat-service";

/*
 * The staff's side of the live chat (/admin/chat). Every change is one conditional UPDATE on the
 * state the operator saw (claim only what nobody else holds, transfer from the holder read, close
 * only what is open) with its audit entry in the same transaction: of two operators acting at once,
 * one wins and the other gets a 409 with the reason. The audit rows hold ids, never a message's text.
 */

const NOT_FOUND = () => new AppError("not_found:admin-chat", "There is no conversation with this id.");
const conflict = (message: string) => new AppError("conflict:admin-chat", message);

function toConsoleConversation(row: ConsoleConversationRow, last: ChatMessage | undefined): ConsoleConversation {
  return {
    id: row.id,
    pagePath: row.page_path,
    waitingSince: row.waiting_since,
    claimedBy: row.claimed_by ? { id: row.claimed_by, email: row.claimed_email ?? "an operator" } : null,
    lastActivityAt: row.updated_at,
    lastSeq: Number(row.last_seq),
    lastMessage: last ? { author: last.author, body: last.body.slice(0, 140), at: last.at } : null,
    hasEmail: row.email !== null,
    orderReference: row.order_reference,
    createdAt: row.created_at,
  };
}

/** The open conversations, most recent activity first; reading it is the console's heartbeat. */
export async function consoleList(operatorId: string, now: Date): Promise<ConsoleList> {
  const { db } = await database();
  await touchChatPresence(db, operatorId, now.toISOString());
  const [rows, operators, canned] = await Promise.all([
    listOpenChatConversations(db),
    listActiveOperators(db),
    listCannedReplies(db),
  ]);
  const lasts = new Map((await lastChatMessages(db, rows)).map((row) => [row.conversation_id, toChatMessage(row)]));
  return {
    conversations: rows.map((row) => toConsoleConversation(row, lasts.get(row.id))),
    canned: canned.map(toCanned),
    operators,
    me: operatorId,
  };
}

export async function consoleDetail(conversationId: string): Promise<ConsoleDetail> {
  const { db } = await database();
  const row = await getConsoleConversation(db, conversationId);
  if (!row) throw NOT_FOUND();
  const messages = (await listChatMessagesAfter(db, row.id, 0, 1_000)).map(toChatMessage);
  const emails = await operatorEmails(db, [
    ...new Set(messages.flatMap((message) => (message.operatorId ? [message.operatorId] : []))),
  ]);
  return {
    conversation: {
      ...toConsoleConversation(row, messages.at(-1)),
      status: row.status,
      email: row.email,
      orderId: row.order_id,
    },
    messages: messages.map(({ operatorId, ...message }) => ({
      ...message,
      operatorEmail: operatorId ? (emails.get(operatorId) ?? null) : null,
    })),
    cart: await conversationCart(db, row.id),
    orders: await conversationOrders(db, row),
  };
}

/** The visitor's cart as their browser stored it; a row that no longer parses shows as no cart. */
async function conversationCart(db: Executor, conversationId: string): Promise<ConsoleCart | null> {
  const row = await getConversationCart(db, conversationId);
  if (!row) return null;
  let lines: { name: string; subName?: string; count: number; totalPrice: number }[];
  try {
    const parsed = cartItemsSchema.safeParse(JSON.parse(row.items_json));
    if (!parsed.success) return null;
    lines = parsed.data;
  } catch {
    return null;
  }
  return {
    lines: lines.map((line) => ({
      name: line.name,
      subName: line.subName ?? null,
      count: line.count,
      totalCents: line.totalPrice,
    })),
    totalCents: storedCartTotal(lines),
    updatedAt: row.updated_at,
  };
}

/** The conversation's own order first, then the email's newest, at most CONSOLE_ORDERS_MAX in all. */
async function conversationOrders(db: Executor, row: ConsoleConversationRow): Promise<ConsoleOrder[]> {
  const toOrder = (order: ConsoleOrderRow, linked: boolean): ConsoleOrder => ({
    id: order.id,
    reference: order.reference,
    status: order.status,
    totalCents: Number(order.total_cents),
    currency: order.currency,
    createdAt: order.created_at,
    linked,
  });
  const linked = row.order_id ? await listConversationOrders(db, { orderId: row.order_id, email: null }, 1) : [];
  const byEmail = row.email
    ? await listConversationOrders(db, { orderId: null, email: row.email }, CONSOLE_ORDERS_MAX + 1)
    : [];
  return [
    ...linked.map((order) => toOrder(order, true)),
    ...byEmail.filter((order) => order.id !== row.order_id).map((order) => toOrder(order, false)),
  ].slice(0, CONSOLE_ORDERS_MAX);
}

/** "Staff is typing", heard by the visitor's panel on every instance; nothing is stored or audited. */
export async function staffTyping(conversationId: string): Promise<void> {
  const { db } = await database();
  const row = await getConsoleConversation(db, conversationId);
  if (!row) throw NOT_FOUND();
  if (row.status !== "open") return;
  await publishChatEvent({ kind: "typing", conversationId, who: "staff" });
}

/** Makes a message's links clickable (or text again); the panels re-read on the `conversation` event. */
export async function setMessageLinks(input: {
  conversationId: string;
  operatorId: string;
  seq: number;
  enabled: boolean;
  now: Date;
}): Promise<void> {
  const { db } = await database();
  await db.transaction().execute(async (trx) => {
    if (!(await getConsoleConversation(trx, input.conversationId))) throw NOT_FOUND();
    if (!(await setChatMessageLinks(trx, input.conversationId, input.seq, input.enabled))) {
      throw new AppError(
        "not_found:admin-chat",
        "This conversation has no visitor's or staff message with this number.",
      );
    }
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: "CHAT_LINKS_SET",
        targetType: "chat",
        targetId: input.conversationId,
        after: { seq: input.seq, links: input.enabled ? "on" : "off" },
      },
      input.now,
    );
  });
  await publishChatEvent({ kind: "conversation", conversationId: input.conversationId });
}

/** Emails the whole conversation to the visitor's address; 409 when they gave none. */
export async function sendTranscript(input: { conversationId: string; operatorId: string; now: Date }): Promise<void> {
  const { db } = await database();
  await db.transaction().execute(async (trx) => {
    const row = await getConsoleConversation(trx, input.conversationId);
    if (!row) throw NOT_FOUND();
    if (!row.email) throw conflict("The visitor has given no email: there is nowhere to send the transcript.");
    const messages = (await listChatMessagesAfter(trx, row.id, 0, 1_000)).map(toChatMessage);
    const emailId = crypto.randomUUID();
    const parts = chatTranscriptParts(emailBrand(), {
      siteName: env.SITE_NAME,
      startedAt: row.created_at,
      orderReference: row.order_reference,
      messages: messages.map(({ seq, author, body, at }) => ({ seq, author, body, at })),
    });
    await enqueueEmail(trx, {
      id: emailId,
      to: row.email,
      replyTo: env.SUPPORT_EMAIL,
      ...parts,
      now: input.now,
      orderId: row.order_id ?? undefined,
    });
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: "CHAT_TRANSCRIPT_SENT",
        targetType: "chat",
        targetId: row.id,
        after: { emailId, messages: messages.length },
      },
      input.now,
    );
  });
}

async function mustRead(db: Executor, conversationId: string): Promise<ConsoleConversationRow> {
  const row = await getConsoleConversation(db, conversationId);
  if (!row) throw NOT_FOUND();
  if (row.status !== "open") throw conflict("This conversation is closed.");
  return row;
}

/** Why a claim or transfer lost: what the conversation is now. */
async function lostRace(db: Executor, conversationId: string): Promise<AppError> {
  const now = await getConsoleConversation(db, conversationId);
  if (!now) return NOT_FOUND();
  if (now.status !== "open") return conflict("This conversation was closed meanwhile.");
  return conflict(`${now.claimed_email ?? "Another operator"} has taken this conversation.`);
}

export async function claimConversation(input: {
  conversationId: string;
  operatorId: string;
  now: Date;
}): Promise<void> {
  const at = input.now.toISOString();
  const { db } = await database();
  await db.transaction().execute(async (trx) => {
    const row = await mustRead(trx, input.conversationId);
    if (row.claimed_by === input.operatorId) return;
    if (!(await claimChatConversation(trx, row.id, input.operatorId, at, { anyHolder: false }))) {
      throw await lostRace(trx, row.id);
    }
    await recordAudit(
      trx,
      { operatorId: input.operatorId, action: "CHAT_CLAIMED", targetType: "chat", targetId: row.id },
      input.now,
    );
  });
  await publishChatEvent({ kind: "conversation", conversationId: input.conversationId });
}

export async function transferConversation(input: {
  conversationId: string;
  operatorId: string;
  toOperatorId: string;
  now: Date;
}): Promise<void> {
  const at = input.now.toISOString();
  const { db } = await database();
  await db.transaction().execute(async (trx) => {
    const row = await mustRead(trx, input.conversationId);
    const target = (await listActiveOperators(trx)).find((operator) => operator.id === input.toOperatorId);
    if (!target) throw new AppError("bad_request:admin-chat", "There is no active operator with this id.");
    if (row.claimed_by === target.id) return;
    if (!(await transferChatConversation(trx, row.id, row.claimed_by, target.id, at)))
      throw await lostRace(trx, row.id);
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: "CHAT_TRANSFERRED",
        targetType: "chat",
        targetId: row.id,
        before: { operatorId: row.claimed_by },
        after: { operatorId: target.id, operator: target.email },
      },
      input.now,
    );
  });
  await publishChatEvent({ kind: "conversation", conversationId: input.conversationId });
}

export async function closeConversation(input: {
  conversationId: string;
  operatorId: string;
  now: Date;
}): Promise<void> {
  const { db } = await database();
  await db.transaction().execute(async (trx) => {
    const row = await mustRead(trx, input.conversationId);
    if (!(await closeChatConversation(trx, row.id, input.now.toISOString()))) {
      throw conflict("This conversation was closed meanwhile.");
    }
    await recordAudit(
      trx,
      { operatorId: input.operatorId, action: "CHAT_CLOSED", targetType: "chat", targetId: row.id },
      input.now,
    );
  });
  await publishChatEvent({ kind: "conversation", conversationId: input.conversationId });
}

/** A reply from the console; a closed conversation takes none (409). */
export async function replyInConversation(input: {
  conversationId: string;
  operatorId: string;
  body: string;
  now: Date;
}): Promise<ChatMessage> {
  const { db } = await database();
  if (!(await getConsoleConversation(db, input.conversationId))) throw NOT_FOUND();
  return postStaffMessage({
    ...input,
    alsoIn: (trx, message) =>
      recordAudit(
        trx,
        {
          operatorId: input.operatorId,
          action: "CHAT_REPLIED",
          targetType: "chat",
          targetId: input.conversationId,
          after: { seq: message.seq },
        },
        input.now,
      ).then(() => undefined),
  });
}

function toCanned(row: { id: string; title: string; body: string; position: number }): CannedReply {
  return { id: row.id, title: row.title, body: row.body, position: Number(row.position) };
}

function mustOwn(role: OperatorRole): void {
  if (role !== "owner") throw new AppError("forbidden:admin-chat", "Only an owner edits the canned replies.");
}

type Editor = { operatorId: string; role: OperatorRole; now: Date };

export async function createCannedReply(input: Editor & { title: string; body: string }): Promise<CannedReply> {
  mustOwn(input.role);
  const { db } = await database();
  return db.transaction().execute(async (trx) => {
    const row = await insertCannedReply(trx, {
      id: crypto.randomUUID(),
      title: input.title,
      body: input.body,
      at: input.now.toISOString(),
    });
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: "CHAT_CANNED_SAVED",
        targetType: "chat",
        targetId: row.id,
        after: { title: row.title },
      },
      input.now,
    );
    return toCanned(row);
  });
}

export async function editCannedReply(
  input: Editor & { id: string; change: { title: string; body: string } | { delete: true } },
): Promise<void> {
  mustOwn(input.role);
  const { db } = await database();
  await db.transaction().execute(async (trx) => {
    const before = await getCannedReply(trx, input.id);
    if (!before) throw new AppError("not_found:admin-chat", "There is no canned reply with this id.");
    const { change } = input;
    const done =
      "delete" in change
        ? await deleteCannedReply(trx, input.id)
        : await updateCannedReply(trx, input.id, { ...change, at: input.now.toISOString() });
    if (!done) throw new AppError("not_found:admin-chat", "There is no canned reply with this id.");
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: "delete" in change ? "CHAT_CANNED_DELETED" : "CHAT_CANNED_SAVED",
        targetType: "chat",
        targetId: input.id,
        before: { title: before.title },
        after: "delete" in change ? undefined : { title: change.title },
      },
      input.now,
    );
  });
}
