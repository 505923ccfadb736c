import "server-only";
import { encodeSseEvent, SSE_HEARTBEAT_MS } from "@/domain/admin/sse";
import { ORDER_VIEW_EVENT } from "@/domain/api/order-tracking-names";
import type { OrderTrackingView } from "@/domain/orders/order-tracking";
import { database, type Executor } from "../db/database";
import { sseStream } from "../http/sse-stream";
import { log } from "../log";
import { errorMessage } from "../logger";
import { trackingStamps, trackingViewById } from "./order-tracking";

/*
 * The customers' live order pages (docs/adr/0016-customer-live-order-page.md).
 * The database is the source: the operator's change may be written by another instance, so one
 * poller per process reads the stamps of the orders its open streams watch (one indexed query,
 * every `pollMs`, only while a stream is open) and sends the whole new view to the streams of each
 * order whose stamp changed. Each stream starts with the view as it is, so a browser that
 * reconnects (here or on another instance) has missed nothing.
 */

type Listener = (view: OrderTrackingView) => void;

export type OpenOrderStream = {
  orderId: string;
  initial: OrderTrackingView;
  signal?: AbortSignal;
  /** Told once when the stream ends (its slot is given back: src/server/http/stream-limits.ts). */
  onEnd?: () => void;
};

export type LiveOrderFeedOptions = {
  db: () => Promise<Executor>;
  stamps?: (orderIds: readonly string[]) => Promise<Map<string, string>>;
  pollMs?: number;
  heartbeatMs?: number;
  retryMs?: number;
  /** A stream ends after this long; the browser reconnects and its token is checked again. */
  streamMs?: number;
};

export type LiveOrderFeed = {
  /** The stream of one order's views, starting with `initial`. */
  open(input: OpenOrderStream): ReadableStream<Uint8Array>;
  subscribe(orderId: string, listener: Listener): () => void;
  stats(): { orders: number; streams: number; polling: boolean; polls: number };
};

/** A customer's page shows an operator's change within 2 seconds, with a second to spare for the send. */
export const LIVE_ORDER_POLL_MS = 1_000;
/** Three minutes: the token is checked again at each reconnect. */
export const LIVE_ORDER_STREAM_MS = 3 * 60_000;
/** The browser reopens a stream the server ended after this long: short, so the page stays live. */
export const LIVE_ORDER_RETRY_MS = 1_000;

export function createLiveOrderFeed(options: LiveOrderFeedOptions): LiveOrderFeed {
  const pollMs = options.pollMs ?? LIVE_ORDER_POLL_MS;
  const heartbeatMs = options.heartbeatMs ?? SSE_HEARTBEAT_MS;
  const retryMs = options.retryMs ?? LIVE_ORDER_RETRY_MS;
  const streamMs = options.streamMs ?? LIVE_ORDER_STREAM_MS;
  const stampsOf = options.stamps ?? trackingStamps;
  const watchers = new Map<string, Set<Listener>>();
  /** The last stamp seen per watched order; absent until its first poll. */
  const known = new Map<string, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let polls = 0;

  async function pollOnce(run: number): Promise<void> {
    const ids = [...watchers.keys()];
    const stamps = await stampsOf(ids);
    if (run !== generation) return;
    const changed = ids.filter((id) => {
      const stamp = stamps.get(id);
      if (stamp === undefined || known.get(id) === stamp) return false;
      // A first sight is sent too: the change may have landed between a stream's start and this poll.
      known.set(id, stamp);
      return true;
    });
    polls += 1;
    if (changed.length === 0) return;
    const db = await options.db();
    for (const id of changed) {
      const view = await trackingViewById(db, id);
      const listeners = watchers.get(id);
      if (!view || !listeners) continue;
      for (const listener of listeners) listener(view);
    }
  }

  function schedule(run: number, delay: number) {
    timer = setTimeout(async () => {
      try {
        await pollOnce(run);
      } catch (error) {
        // An outage: the streams stay open and the next poll tries again.
        if (run === generation) log.warn({ reason: errorMessage(error) }, "live order poll failed");
      }
      if (watchers.size > 0 && run === generation) schedule(run, pollMs);
    }, delay);
  }

  function subscribe(orderId: string, listener: Listener): () => void {
    const wasIdle = watchers.size === 0;
    const set = watchers.get(orderId) ?? new Set<Listener>();
    set.add(listener);
    watchers.set(orderId, set);
    if (wasIdle) {
      generation += 1;
      schedule(generation, pollMs);
    }
    return () => {
      set.delete(listener);
      if (set.size > 0) return;
      watchers.delete(orderId);
      known.delete(orderId);
      if (watchers.size === 0) {
        generation += 1;
        clearTimeout(timer);
        timer = undefined;
      }
    };
  }

  function open({ orderId, initial, signal, onEnd }: OpenOrderStream): ReadableStream<Uint8Array> {
    return sseStream({
      signal,
      onEnd,
      heartbeatMs,
      closeAfterMs: streamMs,
      retryMs,
      start: ({ send }) => {
        const sendView = (view: OrderTrackingView) =>
          send(encodeSseEvent({ event: ORDER_VIEW_EVENT, id: String(view.version), data: view }));
        const unsubscribe = subscribe(orderId, sendView);
        sendView(initial);
        return unsubscribe;
      },
    });
  }

  return {
    open,
    subscribe,
    stats: () => ({
      orders: watchers.size,
      streams: [...watchers.values()].reduce((sum, set) => sum + set.size, 0),
      polling: timer !== undefined && watchers.size > 0,
      polls,
    }),
  };
}

let shared: LiveOrderFeed | undefined;

/** This process's feed: one poller for every customer's stream. */
export function liveOrderFeed(): LiveOrderFeed {
  shared ??= createLiveOrderFeed({
    db: async () => (await database()).db,
  });
  return shared;
}
