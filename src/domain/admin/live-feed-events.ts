import { decodeCursor, encodeCursor, type KeysetCursor } from "./keyset-cursor";

/*
 * What the back office's live feed tells an operator's browser: a paid order, a
 * new message, and the counts for the tab title. Each event's id is the feed's position after it:
 * the last paid order and the last message sent, as "ORDERS|MESSAGES" (each "TIME~ID", or "-"
 * before the first). The browser sends it back as Last-Event-ID when it reconnects, maybe to
 * another instance, which reads on from there in the database: no event repeats, none is lost.
 */

export const LIVE_FEED_EVENTS = {
  orderPaid: "order-paid",
  /** A manual method's order placed: on the orders part of the position, by its created_at. */
  orderPlaced: "order-placed",
  messageReceived: "message-received",
  counts: "counts",
} as const;

export type FeedPosition = { orders: KeysetCursor | null; messages: KeysetCursor | null };

const MAX_LAST_EVENT_ID_LENGTH = 200;
const NONE = "-";

export function encodeFeedPosition(position: FeedPosition): string {
  const part = (cursor: KeysetCursor | null) => (cursor ? encodeCursor(cursor) : NONE);
  return `${part(position.orders)}|${part(position.messages)}`;
}

/**
 * A Last-Event-ID header as a position, or null when it is missing or not one of ours (too long,
 * wrong shape, a bad time or id): the feed then starts from now instead of trusting it.
 */
export function parseLastEventId(header: string | null | undefined): FeedPosition | null {
  if (typeof header !== "string" || header.length > MAX_LAST_EVENT_ID_LENGTH) return null;
  const parts = header.trim().split("|");
  if (parts.length !== 2) return null;
  const [orders, messages] = parts.map((part) => (part === NONE ? null : decodeCursor(part)));
  if (orders === undefined || messages === undefined) return null;
  if ((orders === null && parts[0] !== NONE) || (messages === null && parts[1] !== NONE)) return null;
  return { orders, messages };
}
