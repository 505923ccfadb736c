"use client";

import { X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Toast } from "@/components/ui/toast";
import { LIVE_FEED_EVENTS } from "@/domain/admin/live-feed-events";
import { ADMIN_IDLE_SIGN_IN_PATH, SESSION_IDLE_CODE } from "@/domain/admin/session-policy";
import { CHECKOUT_METHODS, type CheckoutMethod, METHOD_LABELS } from "@/domain/checkout/methods";
import { formatMoney, parseCurrency } from "@/domain/money/currency-format";
import { publishOrderPaid, publishOrderPlaced } from "./live-events";
import { titleWithCount } from "./live-title";
import { useBackgroundRefresh } from "./use-background-refresh";

/*
 * The back office's live feed in the browser: one EventSource on /api/admin/live
 * for the signed-in (aal2) operator, mounted by the admin layout. Each paid order and new message is
 * a toast with a link; the counts go in front of the tab title; the inbox list refreshes when a
 * message arrives, and the order list hears of each paid order through live-events.ts.
 * EventSource reconnects by itself (with its Last-Event-ID); a refused reconnect (signed out,
 * expired) closes it for good, and leaving the page (Sign out) closes it too. The feed is not
 * activity: a tab left open goes idle, its next reconnect is refused, and the page then
 * asks why (EventSource does not tell) and, for an idle session, goes to the sign-in page that
 * says so.
 */

type Notice = { key: string; text: string; href: string; linkText: string };

const loadSchemas = () => import("@/domain/api/admin-messages");

/** After the feed was refused for good: an idle session goes to the sign-in page that says why. */
async function leaveIfIdle(url: string): Promise<void> {
  const probe = new AbortController();
  try {
    const answer = await fetch(url, { signal: probe.signal, cache: "no-store" });
    if (answer.ok) return;
    const body: unknown = await answer.json();
    if (answer.status === 401 && (body as { code?: unknown } | null)?.code === SESSION_IDLE_CODE)
      window.location.assign(ADMIN_IDLE_SIGN_IN_PATH);
  } catch {
    // Offline or the page is going: nothing to say.
  } finally {
    // A stream that did open (the refusal was not the session's) is not wanted.
    probe.abort();
  }
}

async function parseEvent<T>(
  event: Event,
  pick: (schemas: Awaited<ReturnType<typeof loadSchemas>>) => {
    safeParse: (value: unknown) => { success: boolean; data?: T };
  },
): Promise<T | null> {
  try {
    const parsed = pick(await loadSchemas()).safeParse(JSON.parse((event as MessageEvent<string>).data));
    return parsed.success ? (parsed.data ?? null) : null;
  } catch {
    return null;
  }
}

/** "Zelle", "Cryptocurrency": the method as the checkout named it. */
function methodLabel(method: string): string {
  return (CHECKOUT_METHODS as readonly string[]).includes(method) ? METHOD_LABELS[method as CheckoutMethod] : method;
}

export function AdminLiveUpdates() {
  const refreshInBackground = useBackgroundRefresh();
  const pathname = usePathname();
  const pathRef = useRef(pathname);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [count, setCount] = useState(0);

  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    // Paid orders from now on count as unseen: the operator has not looked at them yet.
    const seen = new Date().toISOString();
    const url = `/api/admin/live?seen=${encodeURIComponent(seen)}`;
    const source = new EventSource(url);
    source.addEventListener(LIVE_FEED_EVENTS.orderPaid, async (event) => {
      const order = await parseEvent(event, (schemas) => schemas.liveOrderPaidSchema);
      if (!order) return;
      publishOrderPaid(order);
      const total = formatMoney(order.totalCents, parseCurrency(order.currency) ?? "USD");
      setNotice({
        key: `order:${order.id}`,
        text: `${order.testMode ? "Test order" : "Order"} ${order.reference} paid: ${total}.`,
        href: `/admin/orders/${order.id}`,
        linkText: "View order",
      });
    });
    source.addEventListener(LIVE_FEED_EVENTS.orderPlaced, async (event) => {
      const order = await parseEvent(event, (schemas) => schemas.liveOrderPlacedSchema);
      if (!order) return;
      publishOrderPlaced(order);
      const total = formatMoney(order.totalCents, parseCurrency(order.currency) ?? "USD");
      setNotice({
        key: `placed:${order.id}`,
        text: `${order.testMode ? "Test order" : "Order"} ${order.reference} placed, waiting for ${total} by ${methodLabel(order.method)}.`,
        href: `/admin/orders/${order.id}`,
        linkText: "View order",
      });
    });
    source.addEventListener(LIVE_FEED_EVENTS.messageReceived, async (event) => {
      const message = await parseEvent(event, (schemas) => schemas.liveMessageReceivedSchema);
      if (!message) return;
      setNotice({
        key: `message:${message.id}`,
        text: `New message from ${message.email}.`,
        href: `/admin/messages/${message.id}`,
        linkText: "Read it",
      });
      if (pathRef.current === "/admin/messages") refreshInBackground();
    });
    source.addEventListener(LIVE_FEED_EVENTS.counts, async (event) => {
      const counts = await parseEvent(event, (schemas) => schemas.liveCountsSchema);
      if (counts) setCount(counts.unseenPaidOrders + counts.newMessages);
    });
    source.addEventListener("error", () => {
      // CLOSED: the server refused the stream (not signed in any more); OPEN/CONNECTING: it retries.
      if (source.readyState !== EventSource.CLOSED) return;
      source.close();
      void leaveIfIdle(url);
    });
    return () => source.close();
  }, [refreshInBackground]);

  useEffect(() => {
    // Next.js sets the title on each navigation: put the count back whenever the title changes.
    const apply = () => {
      const wanted = titleWithCount(document.title, count);
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [count]);

  return (
    <Toast messageKey={notice?.key} dock="corner" data-testid="admin-live-toast">
      {notice && (
        <>
          <span>{notice.text}</span>
          <Link href={notice.href} className="whitespace-nowrap font-semibold text-gold underline underline-offset-4">
            {notice.linkText}
          </Link>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => setNotice(null)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-parchment-muted hover:text-gold"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </>
      )}
    </Toast>
  );
}
