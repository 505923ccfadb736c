import "server-only";
import type { ChatState } from "@/domain/api/chat";
import { shouldAskEmail, teamOnline, typicalReplyText } from "@/domain/chat/chat-conversation";
import { catalogue } from "../catalogue/catalogue-store";
import { database } from "../db/database";
import { listChatMessagesAfter, listChatPresence, recentFirstReplyDelays } from "../db/queries/chat-conversations";
import { markVisitorSeen } from "./chat-away";
import { conversationOfToken, toChatMessage } from "./chat-service";

/*
 * What the visitor's panel shows: their conversation's messages after the last one it has, whether
 * anyone is at the console, how soon replies usually come, and whether to ask their email (nobody
 * answered within the operator's time). A visitor without a conversation sees the presence alone.
 */
export async function chatStateFor(token: string | undefined, afterSeq: number, now: Date): Promise<ChatState> {
  const { db } = await database();
  const [conversation, presence, delays, snapshot] = await Promise.all([
    conversationOfToken(db, token),
    listChatPresence(db),
    recentFirstReplyDelays(db),
    catalogue(),
  ]);
  const [messages] = conversation
    ? await Promise.all([
        listChatMessagesAfter(db, conversation.id, afterSeq),
        // Reading is the visitor being here: a reply while they are counts as seen, not emailed.
        markVisitorSeen(conversation.id, now),
      ])
    : [[]];
  return {
    conversation: conversation
      ? {
          open: conversation.status === "open",
          emailGiven: conversation.email !== null,
          lastSeq: Number(conversation.last_seq),
        }
      : null,
    messages: messages.map((row) => {
      const { operatorId: _, ...message } = toChatMessage(row);
      return message;
    }),
    teamOnline: teamOnline(presence, now),
    typicalReply: typicalReplyText(delays),
    askEmail: conversation
      ? shouldAskEmail(
          { waitingSince: conversation.waiting_since, email: conversation.email, status: conversation.status },
          now,
          snapshot.settings.chat.emailAfterMinutes,
        )
      : false,
  };
}
