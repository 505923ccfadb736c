/*
 * The email that carries an operator's reply to a visitor who has gone, with a link that brings
 * them back into the conversation on whatever device they open it. Pure: the caller passes `now`.
 */

/** One reply email per conversation per 10 minutes: a burst of replies is one email, not one each. */
export const REPLY_EMAIL_EVERY_MS = 10 * 60_000;

/** A continue link works for a week (and only while its conversation is open). */
export const CONTINUE_LINK_VALID_MS = 7 * 24 * 60 * 60_000;

/**
 * Whether a staff reply also leaves by email: the conversation has an email, the visitor is away,
 * and no reply email went in the last 10 minutes (`lastLinkAt`: when the newest continue link was made).
 */
export function shouldEmailReply(
  conversation: { email: string | null; away: boolean; lastLinkAt: string | null },
  now: Date,
): boolean {
  if (!conversation.email || !conversation.away) return false;
  if (!conversation.lastLinkAt) return true;
  return now.getTime() - Date.parse(conversation.lastLinkAt) >= REPLY_EMAIL_EVERY_MS;
}

/** Whether a continue link made at `createdAt` still opens its (open) conversation at `now`. */
export function continueLinkFresh(createdAt: string, now: Date): boolean {
  const made = Date.parse(createdAt);
  return Number.isFinite(made) && now.getTime() - made < CONTINUE_LINK_VALID_MS && made <= now.getTime() + 60_000;
}

export type ChatReplyEmailInput = { siteName: string; reply: string; continueUrl: string };

/** The subject stays on one line whatever the shop's name holds (a CR or LF there could add headers). */
export function chatReplySubject(siteName: string): string {
  return `You have a reply from ${siteName.replace(/[\r\n]+/g, " ").trim()}`;
}

/** The email's subject and text part; the HTML part (src/emails/chat-reply-email.tsx) says the same. */
export function chatReplyEmail(input: ChatReplyEmailInput): { subject: string; text: string } {
  return {
    subject: chatReplySubject(input.siteName),
    text: [
      `${chatReplySubject(input.siteName)}:`,
      "",
      input.reply.trim(),
      "",
      "Continue the conversation (the link works for 7 days):",
      input.continueUrl,
      "",
      "You get this email because you left your address in our chat. Closing the chat stops these emails.",
      "",
    ].join("\n"),
  };
}
