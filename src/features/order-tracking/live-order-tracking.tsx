"use client";

import { useCallback, useRef, useState } from "react";
import type { LiveMode } from "@/domain/orders/live-order-connection";
import type { OrderTrackingView } from "@/domain/orders/order-tracking";
import { stepAnnouncement } from "@/domain/orders/order-tracking-copy";
import { OrderSummary } from "./order-summary";
import { OrderTrackingPanel } from "./order-tracking-panel";
import { StepEmailsToggle } from "./step-emails-toggle";
import { useLiveOrder } from "./use-live-order";

/**
 * The order page's live part: holds the latest view, from the server's render,
 * the stream, the polling fallback or the step-email toggle's answer, and re-renders the panel
 * with it. Step changes are announced politely in a region of their own, not the whole panel.
 */
export function LiveOrderTracking({ initialView, token }: { initialView: OrderTrackingView; token: string }) {
  const [view, setView] = useState(initialView);
  const [mode, setMode] = useState<LiveMode>("stream");
  const [announcement, setAnnouncement] = useState("");
  const latest = useRef(initialView);

  const accept = useCallback((next: OrderTrackingView) => {
    const before = latest.current;
    // A view older than the one shown (a slow poll answering after the stream) is dropped.
    if (next.reference !== before.reference || next.version < before.version) return;
    latest.current = next;
    setView(next);
    const said = stepAnnouncement(before, next);
    if (said) setAnnouncement(said);
  }, []);

  const shown = useCallback(() => latest.current, []);
  useLiveOrder(initialView.reference, token, shown, accept, setMode);

  return (
    <div className="grid gap-6" data-testid="order-live" data-mode={mode}>
      <p className="sr-only" aria-live="polite" data-testid="order-announcer">
        {announcement}
      </p>
      <OrderTrackingPanel view={view} />
      <StepEmailsToggle reference={view.reference} token={token} enabled={view.stepEmails} onView={accept} />
      <OrderSummary view={view} />
    </div>
  );
}
