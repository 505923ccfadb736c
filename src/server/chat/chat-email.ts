import "server-only";
import { database } from "../db/database";
import { setChatEmail } from "../db/queries/chat-conversations";
import { AppError } from "../http/errors";
import { publishChatEvent } from "./chat-bus";
import { conversationOfToken } from "./chat-service";

/**
 * The email a visitor leaves on their open conversation, so a reply can reach them when they have
 * gone (the reply-by-email and the continue link are sent from it later). A newer one replaces it;
 * without a conversation of theirs there is nothing to attach it to.
 */
export async function giveChatEmail(input: { token: string | undefined; email: string; now: Date }): Promise<void> {
  const { db } = await database();
  const conversationId = await db.transaction().execute(async (trx) => {
    const conversation = await conversationOfToken(trx, input.token);
    if (conversation?.status !== "open") {
      throw new AppError("conflict:chat", "Write us a message first: the email goes with your conversation.");
    }
    await setChatEmail(trx, conversation.id, input.email, input.now.toISOString());
    return conversation.id;
  });
  await publishChatEvent({ kind: "conversation", conversationId });
}
