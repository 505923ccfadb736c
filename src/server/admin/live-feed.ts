import "server-only";
import type { Kysely } from "kysely";
import { isAfter, isStoredTime, type KeysetCursor } from "@/domain/admin/keyset-cursor";
import {
  encodeFeedPosition,
  type FeedPosition,
  LIVE_FEED_EVENTS,
  parseLastEventId,
} from "@/domain/admin/live-feed-events";
import { encodeSseComment, encodeSseEvent, encodeSseRetry, SSE_HEARTBEAT_MS, SSE_RETRY_MS } from "@/domain/admin/sse";
import type { LiveCounts } from "@/domain/api/admin-messages";
import { getDatabase } from "../db/client";
import { ensureDatabaseReady } from "../db/migrate";
import type { Database } from "../db/schema";
import { log } from "../log";
import { errorMessage } from "../logger";
import {
  countNewMessages,
  countPaidOrdersBetween,
  type FeedItem,
  feedHead,
  messagesFrom,
  paidOrdersFrom,
} from "./live-feed-queries";

/*
 * The back office's live feed (issue 16, item 5): new paid orders and new messages, streamed to
 * each operator's browser as server-sent events, with the tab title's counts.
 *
 * The database is the source: another instance may have taken the payment or stored the message,
 * so an in-process event bus would miss it. One poller per process reads the database every
 * `pollMs` while at least one browser listens, and stops when the last one leaves. A row can
 * commit after a newer one was read (two transactions, two instances), so each poll reads back a
 * `lookBackMs` window before the newest row it has seen and passes on only rows it has not passed
 * on yet.
 *
 * Each stream starts from its Last-Event-ID (the position of the last event it got, see
 * live-feed-events.ts), reading what it missed from the database, or from the newest rows when it
 * has none, and skips whatever it already sent: a reconnect, here or on another instance, neither
 * repeats nor loses an event.
 */

export type LiveFeedOptions = {
  db: () => Promise<Kysely<Database>>;
  pollMs?: number;
  heartbeatMs?: number;
  retryMs?: number;
  lookBackMs?: number;
};

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
};

type Listener = (items: FeedItem[], newMessages: number) => void;

export type LiveFeed = {
  open(input: OpenLiveFeed): ReadableStream<Uint8Array>;
  subscribe(listener: Listener): () => void;
  stats(): { listeners: number; polling: boolean; polls: number };
};

const POLL_LIMIT = 1_000;
const BACKLOG_PAGE = 500;
/** A browser away for long gets at most this many missed events of each kind; the lists have the rest. */
const BACKLOG_PAGES = 4;
/** Five minutes: well inside the 30-minute idle timeout, rare enough to cost nothing. */
export const LIVE_FEED_STREAM_MS = 5 * 60_000;
/** How many sent ids a stream remembers to skip repeats; far more than a look-back window holds. */
const SENT_MEMORY = 2_000;

const itemKey = (item: FeedItem) => `${item.kind}:${item.data.id}`;
const streamOf = (item: FeedItem): keyof FeedPosition => (item.kind === "order" ? "orders" : "messages");

function byKey(a: FeedItem, b: FeedItem): number {
  if (a.key.at !== b.key.at) return a.key.at < b.key.at ? -1 : 1;
  return a.key.id < b.key.id ? -1 : a.key.id > b.key.id ? 1 : 0;
}

function later(a: KeysetCursor | null, b: KeysetCursor): KeysetCursor {
  return a && !isAfter(b, a) ? a : b;
}

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

export function createLiveFeed(options: LiveFeedOptions): LiveFeed {
  const pollMs = options.pollMs ?? 2_000;
  const heartbeatMs = options.heartbeatMs ?? SSE_HEARTBEAT_MS;
  const retryMs = options.retryMs ?? SSE_RETRY_MS;
  const lookBackMs = options.lookBackMs ?? 10_000;
  const listeners = new Set<Listener>();
  let generation = 0;
  let active = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let polls = 0;

  const windowStart = (cursor: KeysetCursor | null) =>
    cursor ? new Date(Date.parse(cursor.at) - lookBackMs).toISOString() : "";

  /** One run of the poller, from a start to its stop; a poll still in flight after a stop is dropped. */
  type Run = { id: number; head: FeedPosition | null; passedOn: Map<string, string> };

  async function pollOnce(run: Run): Promise<void> {
    const db = await options.db();
    run.head ??= await feedHead(db);
    const head = run.head;
    const from = { orders: windowStart(head.orders), messages: windowStart(head.messages) };
    const rows = [
      ...(await paidOrdersFrom(db, { since: from.orders }, POLL_LIMIT)),
      ...(await messagesFrom(db, { since: from.messages }, POLL_LIMIT)),
    ].sort(byKey);
    const newMessages = await countNewMessages(db);
    if (run.id !== generation) return;
    const fresh: FeedItem[] = [];
    for (const item of rows) {
      if (run.passedOn.has(itemKey(item))) continue;
      run.passedOn.set(itemKey(item), item.key.at);
      head[streamOf(item)] = later(head[streamOf(item)], item.key);
      fresh.push(item);
    }
    // Forget what fell out of the window; it will not be read again.
    for (const [key, at] of run.passedOn)
      if (at < (key.startsWith("order:") ? from.orders : from.messages)) run.passedOn.delete(key);
    polls += 1;
    for (const listener of listeners) listener(fresh, newMessages);
  }

  function schedule(run: Run, delay: number) {
    timer = setTimeout(async () => {
      try {
        await pollOnce(run);
      } catch (error) {
        // An outage: the streams stay open and the next poll tries again.
        if (run.id === generation) log.warn({ reason: errorMessage(error) }, "live feed poll failed");
      }
      if (active && run.id === generation) schedule(run, pollMs);
    }, delay);
  }

  function start() {
    active = true;
    generation += 1;
    schedule({ id: generation, head: null, passedOn: new Map() }, 0);
  }

  function stop() {
    active = false;
    generation += 1;
    clearTimeout(timer);
    timer = undefined;
  }

  function subscribe(listener: Listener): () => void {
    listeners.add(listener);
    if (!active) start();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && active) stop();
    };
  }

  function open(input: OpenLiveFeed): ReadableStream<Uint8Array> {
    const encoder = new TextEncoder();
    const resume = parseLastEventId(input.lastEventId);
    const seenAfter = isStoredTime(input.ordersSeenAfter) ? input.ordersSeenAfter : null;
    let cleanup = () => {};

    return new ReadableStream<Uint8Array>({
      start(controller) {
        let closed = false;
        let ready = false;
        let initial: FeedPosition = { orders: null, messages: null };
        const position: FeedPosition = { orders: null, messages: null };
        const sent = new Set<string>();
        const waiting: Array<[FeedItem[], number]> = [];
        const counts: LiveCounts = { unseenPaidOrders: 0, newMessages: 0 };
        let countsSent = "";

        const send = (text: string) => {
          if (!closed) controller.enqueue(encoder.encode(text));
        };
        const sendCounts = () => {
          const now = JSON.stringify(counts);
          if (now === countsSent) return;
          countsSent = now;
          send(encodeSseEvent({ event: LIVE_FEED_EVENTS.counts, id: encodeFeedPosition(position), data: counts }));
        };
        const deliver = (items: FeedItem[], newMessages: number) => {
          for (const item of items) {
            const stream = streamOf(item);
            const from = initial[stream];
            if (sent.has(itemKey(item)) || (from && !isAfter(item.key, from))) continue;
            sent.add(itemKey(item));
            if (sent.size > SENT_MEMORY) sent.delete(sent.values().next().value ?? "");
            position[stream] = later(position[stream], item.key);
            if (item.kind === "order" && (!seenAfter || item.key.at > seenAfter)) counts.unseenPaidOrders += 1;
            const event = item.kind === "order" ? LIVE_FEED_EVENTS.orderPaid : LIVE_FEED_EVENTS.messageReceived;
            send(encodeSseEvent({ event, id: encodeFeedPosition(position), data: item.data }));
          }
          counts.newMessages = newMessages;
          sendCounts();
        };

        const unsubscribe = subscribe((items, newMessages) => {
          if (ready) deliver(items, newMessages);
          else waiting.push([items, newMessages]);
        });
        const heartbeat = setInterval(() => send(encodeSseComment("keep-alive")), heartbeatMs);
        const end = setTimeout(() => onAbort(), input.closeAfterMs ?? LIVE_FEED_STREAM_MS);
        const onAbort = () => {
          cleanup();
          try {
            controller.close();
          } catch {
            // Already closed or cancelled by the reader: nothing left to do.
          }
        };
        cleanup = () => {
          if (closed) return;
          closed = true;
          unsubscribe();
          clearInterval(heartbeat);
          clearTimeout(end);
          input.signal?.removeEventListener("abort", onAbort);
        };
        input.signal?.addEventListener("abort", onAbort, { once: true });
        if (input.signal?.aborted) return onAbort();

        send(encodeSseRetry(retryMs));
        void (async () => {
          const db = await options.db();
          initial = resume ?? (await feedHead(db));
          Object.assign(position, initial);
          const backlog = resume
            ? [
                ...(await missed((after) => paidOrdersFrom(db, { after }, BACKLOG_PAGE), resume.orders)),
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
          onAbort();
        });
        return undefined;
      },
      cancel() {
        cleanup();
      },
    });
  }

  return { open, subscribe, stats: () => ({ listeners: listeners.size, polling: active, polls }) };
}

let shared: LiveFeed | undefined;

/** This process's feed: one poller shared by every operator's stream. */
export function liveFeed(): LiveFeed {
  shared ??= createLiveFeed({
    db: async () => {
      await ensureDatabaseReady();
      return getDatabase().db;
    },
  });
  return shared;
}

export const LIVE_FEED_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  // Proxies such as nginx would otherwise hold the events back in a buffer.
  "x-accel-buffering": "no",
} as const;

/**
 * The answer of GET /api/admin/live (after the aal2 guard): the stream from the request's
 * Last-Event-ID, with `?seen=TIME` as the time the operator last looked at the order list.
 */
export function liveFeedResponse(request: Request, feed: LiveFeed = liveFeed()): Response {
  const stream = feed.open({
    lastEventId: request.headers.get("last-event-id"),
    ordersSeenAfter: new URL(request.url).searchParams.get("seen"),
    signal: request.signal,
  });
  return new Response(stream, { headers: LIVE_FEED_HEADERS });
}
