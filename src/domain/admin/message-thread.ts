import { compareCursors } from "./keyset-cursor";

/*
 * A message's thread as the inbox shows it: the sender's message first, then the
 * operators' replies oldest first. Replies written in the same millisecond keep a stable order
 * (by id), so two reads of one thread never disagree.
 */

export type ThreadMessage = { id: string; email: string; text: string; source: string; at: string };

export type ThreadReply = {
  id: string;
  operatorId: string;
  subject: string;
  text: string;
  at: string;
  /** The outbox email that carries the reply: pending, sent or failed. */
  emailId: string;
  emailStatus: string;
};

export type ThreadEntry = ({ kind: "message" } & ThreadMessage) | ({ kind: "reply" } & ThreadReply);

export function assembleThread(message: ThreadMessage, replies: readonly ThreadReply[]): ThreadEntry[] {
  const ordered = [...replies].sort(compareCursors);
  return [{ kind: "message", ...message }, ...ordered.map((reply): ThreadEntry => ({ kind: "reply", ...reply }))];
}
