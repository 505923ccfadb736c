"use client";

import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import type { LiveMode } from "@/domain/orders/live-order-connection";
import type { OrderTrackingView } from "@/domain/orders/order-tracking";
import { StepEmailsToggle } from "./step-emails-toggle";
import { useLiveOrder } from "./use-live-order";

type Parts = typeof import("./live-order-parts");

/** The browser-drawn panel and summary, loaded once (a failed load is tried again with the next view). */
let partsLoad: Promise<Parts> | undefined;
function loadParts(): Promise<Parts> {
  partsLoad ??= import("./live-order-parts").catch((error: unknown) => {
    partsLoad = undefined;
    throw error;
  });
  return partsLoad;
}

/**
 * The order page's live part: holds the latest view, from the server's render, the stream, the
 * polling fallback or the step-email toggle's answer. The panel and the summary the page opens with
 * are the server's (`panel`, `summary`); the first view that differs loads their browser-drawn
 * versions and shows them from then on, drawn first with the view already shown so that what
 * changes (the progress bar's width) moves as it does on every later change. Step changes are
 * announced politely in a region of their own, not the whole panel.
 */
export function LiveOrderTracking({
  initialView,
  token,
  panel,
  summary,
}: {
  initialView: OrderTrackingView;
  token: string;
  panel: ReactNode;
  summary: ReactNode;
}) {
  // The latest view: the toggle reads its setting at once.
  const [view, setView] = useState(initialView);
  // What the panel and the summary draw, once the browser draws them.
  const [drawn, setDrawn] = useState<{ parts: Parts; view: OrderTrackingView } | null>(null);
  const [mode, setMode] = useState<LiveMode>("stream");
  const [announcement, setAnnouncement] = useState("");
  const latest = useRef(initialView);
  const shownView = useRef(initialView);

  const accept = useCallback((next: OrderTrackingView) => {
    const before = latest.current;
    // A view older than the one shown (a slow poll answering after the stream) is dropped.
    if (next.reference !== before.reference || next.version < before.version) return;
    latest.current = next;
    setView(next);
    loadParts().then(
      (parts) => setDrawn((current) => current ?? { parts, view: shownView.current }),
      () => undefined,
    );
  }, []);

  // Once the parts are drawn (first with the view shown before), they follow the latest view.
  useEffect(() => {
    if (!drawn || drawn.view === view) return;
    const said = drawn.parts.stepAnnouncement(drawn.view, view);
    shownView.current = view;
    setDrawn({ parts: drawn.parts, view });
    if (said) setAnnouncement(said);
  }, [drawn, view]);

  const shown = useCallback(() => latest.current, []);
  useLiveOrder(initialView.reference, token, shown, accept, setMode);

  return (
    <div className="grid gap-6" data-testid="order-live" data-mode={mode}>
      <p className="sr-only" aria-live="polite" data-testid="order-announcer">
        {announcement}
      </p>
      {drawn ? <drawn.parts.OrderTrackingPanel view={drawn.view} /> : panel}
      <StepEmailsToggle reference={view.reference} token={token} enabled={view.stepEmails} onView={accept} />
      {drawn ? <drawn.parts.OrderSummary view={drawn.view} /> : summary}
    </div>
  );
}
