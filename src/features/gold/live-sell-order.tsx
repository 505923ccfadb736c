"use client";

import { useEffect, useRef, useState } from "react";
import { sellOrderViewRoute } from "@/domain/api/sell-order-routes";
import type { SellOrderView } from "@/domain/api/sell-orders";
import { isFinalSellState, SELL_STATE_LABELS, type SellState } from "@/domain/gold/sell-orders";
import { LIVE_POLL_MS } from "@/domain/orders/live-order-connection";
import { callApi } from "@/features/network/call-api";
import { SellOrderPanel } from "./sell-order-panel";

/**
 * A sale's private page, live: the view every 2 s while the tab shows and the sale can still move
 * (a sale changes a handful of times, so a small JSON poll beats holding a stream open: ADR 0030),
 * fetched at once when the tab shows again. A step change is announced politely.
 */
export function LiveSellOrder({ initialView, token }: { initialView: SellOrderView; token: string }) {
  const [view, setView] = useState(initialView);
  const [announcement, setAnnouncement] = useState("");
  const latest = useRef(initialView);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const abort = new AbortController();
    const route = sellOrderViewRoute(initialView.reference);

    const poll = async () => {
      timer = undefined;
      if (stopped || document.visibilityState === "hidden") return;
      const result = await callApi(route, { k: token }, { signal: abort.signal, cache: "no-store" });
      if (stopped) return;
      if (result.ok) {
        const next = result.data;
        const before = latest.current;
        if (next.version > before.version || (next.version === before.version && next.state !== before.state)) {
          latest.current = next;
          setView(next);
          if (next.state !== before.state) setAnnouncement(`Your sale: ${SELL_STATE_LABELS[next.state as SellState]}`);
        }
      }
      if (!isFinalSellState(latest.current.state as SellState)) timer = setTimeout(poll, LIVE_POLL_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === "visible" && timer === undefined) void poll();
    };
    if (!isFinalSellState(latest.current.state as SellState)) timer = setTimeout(poll, LIVE_POLL_MS);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      abort.abort();
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [initialView.reference, token]);

  return (
    <div className="grid gap-6" data-testid="sell-order-live">
      <p className="sr-only" aria-live="polite" data-testid="sell-order-announcer">
        {announcement}
      </p>
      <SellOrderPanel view={view} />
    </div>
  );
}
