"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { Notice } from "@/components/ui/notice";
import { arrivalAnnouncement, arrivedOrders, newOrdersCount, paidOrderMayMatch } from "@/domain/admin/live-order-list";
import type { OrderListItem } from "@/domain/api/admin-orders";
import { useOrderPaid, useOrderPlaced } from "../live-events";
import { useBackgroundRefresh } from "../use-background-refresh";
import type { AssignableOperator } from "./assignee-select";
import { BulkOrderBar } from "./bulk-order-bar";
import type { OrderFilterValues } from "./order-filter-form";
import { OrderTable, type RowSelection } from "./order-table";

/*
 * The order list kept up to date by the live feed. On the newest page a paid
 * order makes the server read the page again with the address's filter (router.refresh, as a background refresh that is not the operator's activity): only an
 * order that matches comes in, the filter form and the focus are left alone, and the rows that
 * arrived are marked for a while and announced politely. On a later page the rows stay put: a
 * notice counts the paid orders that may match and links to the newest page.
 */

const NONE: ReadonlySet<string> = new Set();
/** How long an arrived row stays lit; the fade is skipped under prefers-reduced-motion. */
const HIGHLIGHT_MS = 8_000;
/** A burst of payments is one reading of the list. */
const REFRESH_DELAY_MS = 150;

const withId = (ids: ReadonlySet<string>, id: string) => (ids.has(id) ? ids : new Set([...ids, id]));

export function LiveOrderTable({
  orders,
  newestPage,
  filter,
  newestHref,
  operators,
  viewerId,
}: {
  orders: readonly OrderListItem[];
  /** Who orders may be assigned to, and the operator looking (the bulk actions). */
  operators: readonly AssignableOperator[];
  viewerId: string;
  /** No cursor in the address: the page new orders would be on. */
  newestPage: boolean;
  filter: OrderFilterValues;
  newestHref: string;
}) {
  const refreshInBackground = useBackgroundRefresh();
  const router = useRouter();
  const [selected, setSelected] = useState<ReadonlySet<string>>(NONE);
  const selection = useMemo<RowSelection>(
    () => ({
      selected,
      toggle: (id, on) =>
        setSelected((current) => {
          const next = new Set(current);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        }),
    }),
    [selected],
  );
  const [fresh, setFresh] = useState<ReadonlySet<string>>(NONE);
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(NONE);
  const [announcement, setAnnouncement] = useState("");
  const shown = useRef<ReadonlySet<string> | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const highlightTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useOrderPaid((order) => {
    if (newestPage) {
      clearTimeout(refreshTimer.current);
      refreshTimer.current = setTimeout(refreshInBackground, REFRESH_DELAY_MS);
    } else if (paidOrderMayMatch(filter, order)) {
      setWaiting((current) => withId(current, order.id));
    }
  });

  // A manual order waits for the operator: on the newest page it comes in as a paid one does.
  useOrderPlaced(() => {
    if (!newestPage) return;
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(refreshInBackground, REFRESH_DELAY_MS);
  });

  useEffect(() => {
    if (waiting.size > 0) setAnnouncement(`${newOrdersCount(waiting.size)}: show newest.`);
  }, [waiting]);

  useEffect(
    () => () => {
      clearTimeout(refreshTimer.current);
      clearTimeout(highlightTimer.current);
    },
    [],
  );

  useEffect(() => {
    const arrived = arrivedOrders(shown.current, orders);
    shown.current = new Set(orders.map((order) => order.id));
    if (arrived.length === 0) return;
    setAnnouncement(arrivalAnnouncement(arrived));
    setFresh((current) => arrived.reduce((ids, order) => withId(ids, order.id), current));
    clearTimeout(highlightTimer.current);
    highlightTimer.current = setTimeout(() => setFresh(NONE), HIGHLIGHT_MS);
  }, [orders]);

  return (
    // min-w-0 on each grid item: the table scrolls inside its own box instead of widening the page.
    <div className="grid min-w-0 gap-3">
      <p role="status" className="sr-only" data-testid="admin-orders-live">
        {announcement}
      </p>
      {waiting.size > 0 && (
        <Notice className="p-3 text-sm" data-testid="admin-orders-new">
          {newOrdersCount(waiting.size)}:{" "}
          <a href={newestHref} className="font-semibold text-gold underline underline-offset-4">
            show newest
          </a>
        </Notice>
      )}
      {/* A gold bar down the new row's edge, not a tint: the status chips keep their contrast. */}
      <BulkOrderBar
        orders={orders}
        selected={selected}
        onSelect={setSelected}
        operators={operators}
        viewerId={viewerId}
        onChanged={() => router.refresh()}
      />
      <div className="min-w-0 motion-safe:[&_td]:transition-shadow motion-safe:[&_td]:duration-1000 [&_tr:has([data-live-new])_td:first-child]:shadow-[inset_4px_0_0_var(--color-gold)]">
        <OrderTable orders={orders} fresh={fresh} selection={selection} />
      </div>
    </div>
  );
}
