import "server-only";
import { compareCursors, type KeysetCursor, laterCursor } from "@/domain/admin/keyset-cursor";
import type { FeedPosition } from "@/domain/admin/live-feed-events";
import { SSE_HEARTBEAT_MS, SSE_RETRY_MS } from "@/domain/admin/sse";
import { database, type Executor } from "../db/database";
import {
  countNewMessages,
  type FeedItem,
  feedHead,
  feedItemKey,
  feedStreamOf,
  messagesFrom,
  paidOrdersFrom,
  placedManualOrdersFrom,
} from "../db/queries/live-feed";
import { adminStreamSlots, cappedStreamResponse } from "../http/stream-limits";
import { log } from "../log";
import { errorMessage } from "../logger";
import { type FeedWatch, type OpenLiveFeed, openFeedStream } from "./live-feed-stream";
import { liveSessionIds } from "./operator-sessions";

/*
 * The back office's live feed: new paid orders, new manual orders (waiting for the operator) and
 * new messages, streamed to
 * each operator's browser as server-sent events, with the tab title's counts.
 *
 * The database is the source: another instance may have taken the payment or stored the message,
 * so an in-process event bus would miss it. One poller per process reads the database every
 * `pollMs` while at least one browser listens, and stops when the last one leaves. A row can
 * commit after a newer one was read (two transactions, two instances), so each poll reads back a
 * `lookBackMs` window before the newest row it has seen and passes on only rows it has not passed
 * on yet.
 *
 * Each poll, after its reads, asks in one query which sessions of the open streams still count, and
 * ends the streams of the others before passing anything on: signing out, signing out
 * everywhere, disabling an operator or resetting their MFA deletes the sessions in the shared
 * database, so every instance ends their streams within a poll.
 *
 * Each stream (live-feed-stream.ts) starts from its Last-Event-ID (the position of the last event
 * it got, see live-feed-events.ts), reading what it missed from the database, and skips whatever it
 * already sent: a reconnect, here or on another instance, neither repeats nor loses an event.
 */

export type { OpenLiveFeed } from "./live-feed-stream";

export type LiveFeedOptions = {
  db: () => Promise<Executor>;
  pollMs?: number;
  heartbeatMs?: number;
  retryMs?: number;
  lookBackMs?: number;
  /** Which of these sessions still count (operator-sessions.ts by default). */
  liveSessions?: (ids: readonly string[]) => Promise<Set<string>>;
};

type Listener = (items: FeedItem[], newMessages: number) => void;

export type LiveFeed = {
  open(input: OpenLiveFeed): ReadableStream<Uint8Array>;
  subscribe(listener: Listener, watch?: FeedWatch): () => void;
  stats(): { listeners: number; polling: boolean; polls: number };
};

const POLL_LIMIT = 1_000;
/** A signed-out session's streams end within this and the query's time: inside 2 s of the sign-out. */
export const LIVE_FEED_POLL_MS = 1_000;

export function createLiveFeed(options: LiveFeedOptions): LiveFeed {
  const pollMs = options.pollMs ?? LIVE_FEED_POLL_MS;
  const heartbeatMs = options.heartbeatMs ?? SSE_HEARTBEAT_MS;
  const retryMs = options.retryMs ?? SSE_RETRY_MS;
  const lookBackMs = options.lookBackMs ?? 10_000;
  const liveSessions =
    options.liveSessions ?? (async (ids: readonly string[]) => liveSessionIds(await options.db(), ids, new Date()));
  const listeners = new Map<Listener, FeedWatch | undefined>();
  let generation = 0;
  let active = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let polls = 0;

  const windowStart = (cursor: KeysetCursor | null) =>
    cursor ? new Date(Date.parse(cursor.at) - lookBackMs).toISOString() : "";

  /** One run of the poller, from a start to its stop; a poll still in flight after a stop is dropped. */
  type Run = { id: number; head: FeedPosition | null; passedOn: Map<string, string> };

  /** Ends the streams whose session no longer counts; one query for all the sessions watched. */
  async function endStreamsOfEndedSessions(run: Run): Promise<void> {
    const watches = [...listeners.values()].filter((watch): watch is FeedWatch => watch !== undefined);
    if (watches.length === 0) return;
    const live = await liveSessions([...new Set(watches.map((watch) => watch.sessionId))]);
    if (run.id !== generation) return;
    for (const watch of watches) if (!live.has(watch.sessionId)) watch.end();
  }

  async function pollOnce(run: Run): Promise<void> {
    const db = await options.db();
    run.head ??= await feedHead(db);
    const head = run.head;
    const from = { orders: windowStart(head.orders), messages: windowStart(head.messages) };
    const rows = [
      ...(await paidOrdersFrom(db, { since: from.orders }, POLL_LIMIT)),
      ...(await placedManualOrdersFrom(db, { since: from.orders }, POLL_LIMIT)),
      ...(await messagesFrom(db, { since: from.messages }, POLL_LIMIT)),
    ].sort((a, b) => compareCursors(a.key, b.key));
    const newMessages = await countNewMessages(db);
    if (run.id !== generation) return;
    const fresh: FeedItem[] = [];
    for (const item of rows) {
      if (run.passedOn.has(feedItemKey(item))) continue;
      run.passedOn.set(feedItemKey(item), item.key.at);
      head[feedStreamOf(item)] = laterCursor(head[feedStreamOf(item)], item.key);
      fresh.push(item);
    }
    // Forget what fell out of the window; it will not be read again.
    for (const [key, at] of run.passedOn)
      if (at < (key.startsWith("message:") ? from.messages : from.orders)) run.passedOn.delete(key);
    // After the reads: a row read here reaches only sessions that still counted once it was read.
    await endStreamsOfEndedSessions(run);
    if (run.id !== generation) return;
    polls += 1;
    for (const listener of listeners.keys()) listener(fresh, newMessages);
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

  function subscribe(listener: Listener, watch?: FeedWatch): () => void {
    listeners.set(listener, watch);
    if (!active) start();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && active) stop();
    };
  }

  const open = (input: OpenLiveFeed) => openFeedStream({ db: options.db, subscribe, heartbeatMs, retryMs }, input);

  return { open, subscribe, stats: () => ({ listeners: listeners.size, polling: active, polls }) };
}

let shared: LiveFeed | undefined;

/** This process's feed: one poller shared by every operator's stream. */
export function liveFeed(): LiveFeed {
  shared ??= createLiveFeed({
    db: async () => (await database()).db,
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
 * Last-Event-ID, with `?seen=TIME` as the time the operator last looked at the order list, ended
 * when the operator's session ends, capped per session, operator and process (stream-limits.ts).
 */
export function liveFeedResponse(
  request: Request,
  operator: { operatorId: string; sessionId: string },
  feed: LiveFeed = liveFeed(),
): Promise<Response> {
  return cappedStreamResponse(
    adminStreamSlots,
    { session: operator.sessionId, operator: operator.operatorId },
    "admin-live",
    (onEnd) =>
      feed.open({
        lastEventId: request.headers.get("last-event-id"),
        ordersSeenAfter: new URL(request.url).searchParams.get("seen"),
        signal: request.signal,
        sessionId: operator.sessionId,
        onEnd,
      }),
    LIVE_FEED_HEADERS,
  );
}
