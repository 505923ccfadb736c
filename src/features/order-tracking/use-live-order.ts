"use client";

import { useEffect, useRef } from "react";
import { ORDER_TOKEN_PARAM, ORDER_VIEW_EVENT } from "@/domain/api/order-tracking-names";
import {
  INITIAL_CONNECTION,
  isShownView,
  LIVE_POLL_MS,
  type LiveMode,
  type LiveSignal,
  nextConnection,
  shouldRetryStream,
} from "@/domain/orders/live-order-connection";
import type { OrderTrackingView } from "@/domain/orders/order-tracking";
import { callApiLater } from "@/features/network/call-api-later";

/*
 * Keeps an order page live (ADR 0016): the event stream first; when it cannot stay open, the JSON
 * every 2 s, paused while the tab is hidden and fetched at once when it shows again, with the
 * stream tried again now and then. The rules are src/domain/orders/live-order-connection.ts.
 */

/** The polling fallback's request: a page that stays on the stream never loads the API client. */
function pollView(reference: string, token: string, signal: AbortSignal) {
  return callApiLater(
    async () => (await import("@/domain/api/api-routes")).orderTrackingRoute(reference),
    { k: token },
    { signal },
  );
}

async function parseView(data: string): Promise<OrderTrackingView | null> {
  const { orderTrackingViewSchema } = await import("@/domain/api/order-tracking");
  try {
    const parsed = orderTrackingViewSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function useLiveOrder(
  reference: string,
  token: string,
  shown: () => OrderTrackingView,
  onView: (view: OrderTrackingView) => void,
  onMode: (mode: LiveMode) => void,
): void {
  const handlers = useRef({ shown, onView, onMode });
  handlers.current = { shown, onView, onMode };

  useEffect(() => {
    const eventsUrl = `/api/orders/${encodeURIComponent(reference)}/events?${ORDER_TOKEN_PARAM}=${encodeURIComponent(token)}`;
    const hasEventSource = typeof EventSource === "function";
    let state = INITIAL_CONNECTION;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const polling = new AbortController();

    const closeStream = () => {
      source?.close();
      source = null;
    };
    const signal = (next: LiveSignal) => {
      const was = state.mode;
      state = nextConnection(state, next);
      handlers.current.onMode(state.mode);
      if (was === "stream" && state.mode === "poll") {
        closeStream();
        schedulePoll(0);
      }
    };

    function openStream(retrying: boolean) {
      const stream = new EventSource(eventsUrl);
      source = stream;
      stream.addEventListener(ORDER_VIEW_EVENT, (event) => {
        const { data } = event as MessageEvent<string>;
        // A stream opens with the view the page most often already shows: no schema to load for it.
        if (isShownView(data, handlers.current.shown())) return;
        void parseView(data).then((view) => {
          if (view && !stopped) handlers.current.onView(view);
        });
      });
      stream.onopen = () => {
        if (retrying) clearTimeout(timer);
        signal({ type: "stream-open" });
      };
      stream.onerror = () => {
        if (source !== stream) return;
        if (state.mode === "poll") {
          // The retry while polling failed: stop the browser's own reconnects and keep polling.
          closeStream();
          signal({ type: "retry-failed" });
          return;
        }
        signal({ type: stream.readyState === EventSource.CLOSED ? "stream-closed" : "stream-error" });
      };
    }

    async function poll() {
      if (stopped || document.visibilityState === "hidden") return;
      const result = await pollView(reference, token, polling.signal).catch(() => null);
      if (stopped || state.mode !== "poll") return;
      if (result?.ok) handlers.current.onView(result.data);
      const refused = result && !result.ok && result.error.kind === "server" ? result.error.status : null;
      // The link's lifetime ended while the page was open: the page itself says so and offers a fresh link.
      if (refused === 410) window.location.reload();
      // The link no longer opens the order: nothing more to ask.
      if (refused === 404 || refused === 410) return;
      signal({ type: "polled" });
      if (shouldRetryStream(state, hasEventSource) && !source) openStream(true);
      schedulePoll(LIVE_POLL_MS);
    }

    function schedulePoll(delay: number) {
      clearTimeout(timer);
      if (!stopped && state.mode === "poll") timer = setTimeout(() => void poll(), delay);
    }

    const onVisibility = () => {
      if (state.mode !== "poll") return;
      if (document.visibilityState === "hidden") clearTimeout(timer);
      else schedulePoll(0);
    };
    document.addEventListener("visibilitychange", onVisibility);

    if (hasEventSource) openStream(false);
    else signal({ type: "no-event-source" });

    return () => {
      stopped = true;
      polling.abort();
      clearTimeout(timer);
      closeStream();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [reference, token]);
}
