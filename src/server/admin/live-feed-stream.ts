import "server-only";
import { compareCursors, isAfter, isStoredTime, type KeysetCursor, laterCursor } from "@/domain/admin/keyset-cursor";
import {
  encodeFeedPosition,
  type FeedPosition,
  LIVE_FEED_EVENTS,
  parseLastEventId,
} from "@/domain/admin/live-feed-events";
import { encodeSseEvent } from "@/domain/admin/sse";
import type { LiveCounts } from "@/domain/api/admin-messages";
import type { Executor } from "../db/database";
import {
  countNewMessages,
  countPaidOrdersBetween,
  type FeedItem,
  feedHead,
  feedItemKey,
  feedStreamOf,
  messagesFrom,
  paidOrdersFrom,
  placedManualOrdersFrom,
} from "../db/queries/live-feed";
import { sseStream } from "../http/sse-stream";
import { log } from "../log";
import { errorMessage } from "../logger";

/*
 * One operator's stream of the live feed (see live-feed.ts): it starts from the browser's
 * Last-Event-ID, reading what the browser missed from the database, or from the newest rows when
 * it has none; then it passes on what the shared poller finds, skipping whatever it already sent
 * or what came before its start. A row that commits later than the poller's look-back, or before
 * a stream's start with an older time, is not streamed: the lists show it.
 */

export type OpenLiveFeed = {
  /** The Last-Event-ID header of a reconnecting browser; anything not ours starts from now. */
  lastEventId?: string | null;
  /** When the operator last looked at the order list: paid orders after it count as unseen. */
  ordersSeenAfter?: string | null;
  /** The request's signal: the stream closes when the browser goes away. */
  signal?: AbortSignal;
  /**
   * The stream ends after this long and the browser reconnects with its Last-Event-ID, passing the
   * session guard again: a session that expired or was signed out everywhere stops receiving.
   */
  closeAfterMs?: number;
  /**
   * The operator's session: the shared poller ends the stream within a poll of the session ending
   * (signed out, signed out everywhere, operator disabled or MFA reset), on whichever instance.
   */
  sessionId?: string;
  /** Told once when the stream ends (its slot is given back: src/server/http/stream-limits.ts). */
  onEnd?: () => void;
};

/** A stream's session, and how to end the stream when the session no longer counts. */
export type FeedWatch = { sessionId: string; end: () => void };

export type FeedSource = {
  db: () => Promise<Executor>;
  subscribe(listener: (items: FeedItem[], newMessages: number) => void, watch?: FeedWatch): () => void;
  heartbeatMs: number;
  retryMs: number;
};

const BACKLOG_PAGE = 500;
/** A browser away for long gets at most this many missed events of each kind; the lists have the rest. */
const BACKLOG_PAGES = 4;
/** Five minutes: well inside the 30-minute idle timeout, rare enough to cost nothing. */
export const LIVE_FEED_STREAM_MS = 5 * 60_000;
/** How many sent ids a stream remembers to skip repeats; far more than a look-back window holds. */
const SENT_MEMORY = 2_000;

const byKey = (a: FeedItem, b: FeedItem) => compareCursors(a.key, b.key);

/** What a reconnecting browser missed of one kind, oldest first, a page at a time. */
async function missed(
  read: (after: KeysetCursor | null) => Promise<FeedItem[]>,
  after: KeysetCursor | null,
): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  let from = after;
  for (let page = 0; page < BACKLOG_PAGES; page += 1) {
    const rows = await read(from);
    items.push(...rows);
    const last = rows.at(-1);
    if (rows.length < BACKLOG_PAGE || !last) break;
    from = last.key;
  }
  return items;
}

export function openFeedStream(source: FeedSource, input: OpenLiveFeed): ReadableStream<Uint8Array> {
  const resume = parseLastEventId(input.lastEventId);
  const seenAfter = isStoredTime(input.ordersSeenAfter) ? input.ordersSeenAfter : null;

  return sseStream({
    signal: input.signal,
    heartbeatMs: source.heartbeatMs,
    closeAfterMs: input.closeAfterMs ?? LIVE_FEED_STREAM_MS,
    retryMs: source.retryMs,
    onEnd: input.onEnd,
    start: ({ send, close }) => {
      let ready = false;
      let initial: FeedPosition = { orders: null, messages: null };
      const position: FeedPosition = { orders: null, messages: null };
      const sent = new Set<string>();
      const waiting: Array<[FeedItem[], number]> = [];
      const counts: LiveCounts = { unseenPaidOrders: 0, newMessages: 0 };
      let countsSent = "";

      const sendCounts = () => {
        const now = JSON.stringify(counts);
        if (now === countsSent) return;
        countsSent = now;
        send(encodeSseEvent({ event: LIVE_FEED_EVENTS.counts, id: encodeFeedPosition(position), data: counts }));
      };
      const deliver = (items: FeedItem[], newMessages: number) => {
        for (const item of items) {
          const stream = feedStreamOf(item);
          const from = initial[stream];
          if (sent.has(feedItemKey(item)) || (from && !isAfter(item.key, from))) continue;
          sent.add(feedItemKey(item));
          if (sent.size > SENT_MEMORY) sent.delete(sent.values().next().value ?? "");
          position[stream] = laterCursor(position[stream], item.key);
          if (item.kind === "order" && (!seenAfter || item.key.at > seenAfter)) counts.unseenPaidOrders += 1;
          const event =
            item.kind === "order"
              ? LIVE_FEED_EVENTS.orderPaid
              : item.kind === "placed"
                ? LIVE_FEED_EVENTS.orderPlaced
                : LIVE_FEED_EVENTS.messageReceived;
          send(encodeSseEvent({ event, id: encodeFeedPosition(position), data: item.data }));
        }
        counts.newMessages = newMessages;
        sendCounts();
      };

      const { sessionId } = input;
      const unsubscribe = source.subscribe(
        (items, newMessages) => {
          if (ready) deliver(items, newMessages);
          else waiting.push([items, newMessages]);
        },
        sessionId ? { sessionId, end: close } : undefined,
      );
      void (async () => {
        const db = await source.db();
        initial = resume ?? (await feedHead(db));
        Object.assign(position, initial);
        const backlog = resume
          ? [
              ...(await missed((after) => paidOrdersFrom(db, { after }, BACKLOG_PAGE), resume.orders)),
              ...(await missed((after) => placedManualOrdersFrom(db, { after }, BACKLOG_PAGE), resume.orders)),
              ...(await missed((after) => messagesFrom(db, { after }, BACKLOG_PAGE), resume.messages)),
            ].sort(byKey)
          : [];
        counts.unseenPaidOrders = seenAfter ? await countPaidOrdersBetween(db, seenAfter, initial.orders) : 0;
        deliver(backlog, await countNewMessages(db));
        ready = true;
        for (const [items, newMessages] of waiting.splice(0)) deliver(items, newMessages);
      })().catch((error) => {
        // The browser reconnects after `retry` with the last id it got.
        log.warn({ reason: errorMessage(error) }, "live feed stream failed to start");
        close();
      });
      return unsubscribe;
    },
  });
}
