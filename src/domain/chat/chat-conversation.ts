/*
 * When the chat asks for an email, when the team counts as online, when a waiting visitor is told
 * to the shop's Discord, and how a typical reply time is said. Pure: the caller passes `now`.
 */

/** The console beats every 15 s; three missed beats and the operator no longer counts as online. */
export const PRESENCE_FRESH_MS = 45_000;

export function teamOnline(seenAt: readonly string[], now: Date): boolean {
  return seenAt.some((at) => now.getTime() - Date.parse(at) <= PRESENCE_FRESH_MS);
}

export type WaitingState = {
  /** When the visitor's first message no one has answered yet arrived; null when nothing waits. */
  waitingSince: string | null;
  email: string | null;
  status: "open" | "closed";
};

/** Ask the visitor's email once a message waited longer than the operator's setting and none was given. */
export function shouldAskEmail(conversation: WaitingState, now: Date, askAfterMinutes: number): boolean {
  if (conversation.status !== "open" || conversation.email || !conversation.waitingSince) return false;
  return now.getTime() - Date.parse(conversation.waitingSince) >= askAfterMinutes * 60_000;
}

/** Tell the shop's Discord once per waiting stretch, after the operator's setting. */
export function shouldTellDiscord(
  conversation: WaitingState & { discordToldAt: string | null },
  now: Date,
  afterMinutes: number,
): boolean {
  if (conversation.status !== "open" || !conversation.waitingSince) return false;
  if (conversation.discordToldAt && conversation.discordToldAt >= conversation.waitingSince) return false;
  return now.getTime() - Date.parse(conversation.waitingSince) >= afterMinutes * 60_000;
}

/** The median of recent first replies, said as a visitor reads it; null without enough to say. */
export function typicalReplyText(replyDelaysMs: readonly number[]): string | null {
  if (replyDelaysMs.length < 3) return null;
  const sorted = [...replyDelaysMs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const minutes = Math.max(1, Math.round(median / 60_000));
  if (minutes < 2) return "Usually replies within a minute";
  if (minutes < 60) return `Usually replies in about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? "Usually replies within an hour" : `Usually replies in about ${hours} hours`;
}

/** The panel marks the conversation read at most this often, so an open panel costs one write per 15 s. */
export const SEEN_WRITE_EVERY_MS = 15_000;

/** A visitor whose panel has not read the conversation for a minute has gone: a reply also goes by email. */
export const VISITOR_AWAY_MS = 60_000;

/** The visitor counts as away when their panel never read the conversation or last did over 60 s ago. */
export function visitorAway(seenAt: string | null, now: Date): boolean {
  if (!seenAt) return true;
  const seen = Date.parse(seenAt);
  return !Number.isFinite(seen) || now.getTime() - seen > VISITOR_AWAY_MS;
}
