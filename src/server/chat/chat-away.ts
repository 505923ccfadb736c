import "server-only";
import { SEEN_WRITE_EVERY_MS, visitorAway } from "@/domain/chat/chat-conversation";
import { continueLinkFresh, shouldEmailReply } from "@/domain/chat/chat-reply-email";
import { hashSecret, newSecretToken } from "../admin/secret-tokens";
import { isSessionToken } from "../admin/session-cookie";
import { database, type Executor } from "../db/database";
import {
  getChatConversationById,
  getChatConversationByVisitorToken,
  insertChatVisitorToken,
  latestChatLinkAt,
  touchChatVisitorSeen,
} from "../db/queries/chat-conversations";
import { enqueueEmail } from "../db/queries/outbox";
import { chatReplyParts } from "../email/email-parts";
import { env } from "../env";
import { log } from "../log";
import { errorMessage } from "../logger";

/*
 * Reaching a visitor who has gone. The panel marks the conversation read while it is open (at most
 * once per 15 s); a staff reply to a visitor whose panel has not read it for a minute also leaves by
 * email, at most one per 10 minutes, with a continue link: a further secret of the conversation
 * that, followed on any device, gives that device its own cookie (a "device" secret), so the first
 * device keeps its conversation too.
 */

/** The visitor's panel read the conversation: one conditional write per 15 s, however often it reads. */
export async function markVisitorSeen(conversationId: string, now: Date): Promise<void> {
  try {
    const { db } = await database();
    await touchChatVisitorSeen(
      db,
      conversationId,
      now.toISOString(),
      new Date(now.getTime() - SEEN_WRITE_EVERY_MS).toISOString(),
    );
  } catch (error) {
    // A missed mark costs at most one extra reply email: never the visitor's read or stream.
    log.warn({ reason: errorMessage(error) }, "chat seen mark failed");
  }
}

/**
 * In the transaction that stored a staff reply: queues the reply email when the visitor is away and
 * gave an email, with a new continue link. True when one was queued (the caller kicks the outbox).
 */
export async function emailReplyIfAway(
  trx: Executor,
  conversationId: string,
  reply: string,
  now: Date,
): Promise<boolean> {
  const conversation = await getChatConversationById(trx, conversationId);
  if (!conversation?.email) return false;
  const lastLinkAt = await latestChatLinkAt(trx, conversationId);
  const away = visitorAway(conversation.visitor_seen_at, now);
  if (!shouldEmailReply({ email: conversation.email, away, lastLinkAt }, now)) return false;
  const token = newSecretToken();
  const at = now.toISOString();
  await insertChatVisitorToken(trx, { tokenHash: hashSecret(token), conversationId, kind: "link", at });
  const continueUrl = `${env.SITE_URL.replace(/\/+$/, "")}/chat/continue?t=${token}`;
  await enqueueEmail(trx, {
    id: crypto.randomUUID(),
    to: conversation.email,
    replyTo: env.SUPPORT_EMAIL,
    ...chatReplyParts({ siteName: env.SITE_NAME, reply, continueUrl }),
    now,
  });
  return true;
}

/**
 * A continue link followed: a new device secret of the link's conversation, or null when the link
 * is malformed, unknown, older than a week, or its conversation is closed or gone.
 */
export async function continueChat(linkToken: string, now: Date): Promise<string | null> {
  if (!isSessionToken(linkToken)) return null;
  const { db } = await database();
  return db.transaction().execute(async (trx) => {
    const conversation = await getChatConversationByVisitorToken(trx, hashSecret(linkToken), "link");
    if (conversation?.status !== "open" || !continueLinkFresh(conversation.token_created_at, now)) return null;
    const device = newSecretToken();
    await insertChatVisitorToken(trx, {
      tokenHash: hashSecret(device),
      conversationId: conversation.id,
      kind: "device",
      at: now.toISOString(),
    });
    return device;
  });
}
