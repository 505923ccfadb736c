/*
 * The inbox's statuses. A message is new until an operator opens, answers or closes it;
 * a closed message can be opened again (the sender wrote back about it), but nothing goes back to
 * new: "new" means no operator has acted on it, and the tab title counts it.
 */

export const MESSAGE_STATUSES = ["new", "open", "closed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

const ALLOWED: Record<MessageStatus, readonly MessageStatus[]> = {
  new: ["open", "closed"],
  open: ["closed"],
  closed: ["open"],
};

export type StatusChange =
  | { kind: "changed"; from: MessageStatus; to: MessageStatus }
  | { kind: "unchanged"; status: MessageStatus }
  | { kind: "refused"; from: MessageStatus; to: MessageStatus };

export function isMessageStatus(value: string): value is MessageStatus {
  return (MESSAGE_STATUSES as readonly string[]).includes(value);
}

/** What setting `to` on a message in `from` does; asking for the status it already has changes nothing. */
export function changeMessageStatus(from: MessageStatus, to: MessageStatus): StatusChange {
  if (from === to) return { kind: "unchanged", status: from };
  return ALLOWED[from].includes(to) ? { kind: "changed", from, to } : { kind: "refused", from, to };
}

/** A reply means an operator is on it: a new message becomes open; an open or closed one keeps its status. */
export function statusAfterReply(status: MessageStatus): MessageStatus {
  return status === "new" ? "open" : status;
}
