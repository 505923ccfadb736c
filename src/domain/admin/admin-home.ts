import type { OrdersView } from "./dashboard-figures";
import { type AdminArea, canOpen, type OperatorRole } from "./roles";

/*
 * What the home tells an operator to do, as counts that each link to the list holding them:
 * - Today: the orders placed since 00:00 UTC (the dashboard's days), how many of them are paid,
 *   and their revenue by the dashboard's definition (orderRevenueCents; in SQL revenueCentsSql).
 * - Waiting on the shop: paid orders whose work has not started (fulfilment queued), orders of a
 *   manual method still pending (money to look for and record), and new messages (no operator has
 *   answered, opened or closed them).
 * Orders are of one kind, as on the dashboard: live ones once the shop takes real money, its test
 * orders before (a demo shop has no live orders). Each part shows only where the operator's role
 * may open its list, and revenue only to owners.
 */

export type HomeCounts = {
  placedToday: number;
  paidToday: number;
  revenueTodayCents: number;
  toStart: number;
  toConfirm: number;
  toAnswer: number;
};

export type HomeTileId = "placed-today" | "paid-today" | "revenue-today" | "to-start" | "to-confirm" | "to-answer";

export type HomeTile = {
  id: HomeTileId;
  label: string;
  /** A count, or cents for the revenue. */
  value: number;
  kind: "count" | "cents";
  href: string;
};

export type HomeSection = { id: "today" | "waiting"; tiles: HomeTile[] };

/** Today's UTC day and the bounds the database compares created_at with, from `now`. */
export function homeDay(now: Date): { day: string; since: string; until: string } {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const until = new Date(since);
  until.setUTCDate(until.getUTCDate() + 1);
  return { day: since.toISOString().slice(0, 10), since: since.toISOString(), until: until.toISOString() };
}

function ordersHref(filter: Record<string, string>): string {
  return `/admin/orders?${new URLSearchParams(filter).toString()}`;
}

type TileRule = Omit<HomeTile, "value"> & { area: AdminArea; ownersOnly?: boolean; count: keyof HomeCounts };

function rules(day: string, view: OrdersView): Record<HomeSection["id"], TileRule[]> {
  const today = ordersHref({ mode: view, from: day, to: day });
  return {
    today: [
      { id: "placed-today", label: "Placed", kind: "count", href: today, area: "orders", count: "placedToday" },
      {
        id: "paid-today",
        label: "Paid",
        kind: "count",
        href: ordersHref({ mode: view, status: "paid", from: day, to: day }),
        area: "orders",
        count: "paidToday",
      },
      {
        id: "revenue-today",
        label: "Revenue",
        kind: "cents",
        href: today,
        area: "orders",
        ownersOnly: true,
        count: "revenueTodayCents",
      },
    ],
    waiting: [
      {
        id: "to-start",
        label: "Paid, not started",
        kind: "count",
        href: ordersHref({ mode: view, status: "paid", fulfilment: "queued" }),
        area: "orders",
        count: "toStart",
      },
      {
        id: "to-confirm",
        label: "Manual payments to confirm",
        kind: "count",
        href: ordersHref({ mode: view, status: "pending", method: "manual" }),
        area: "orders",
        count: "toConfirm",
      },
      {
        id: "to-answer",
        label: "Questions to answer",
        kind: "count",
        href: "/admin/messages?status=new",
        area: "messages",
        count: "toAnswer",
      },
    ],
  };
}

/** The home's sections as the role sees them: tiles it may open, revenue for owners; a section with none is left out. */
export function homeSections(role: OperatorRole, counts: HomeCounts, day: string, view: OrdersView): HomeSection[] {
  return Object.entries(rules(day, view))
    .map(([id, tiles]) => ({
      id: id as HomeSection["id"],
      tiles: tiles
        .filter((tile) => canOpen(role, tile.area) && (!tile.ownersOnly || role === "owner"))
        .map(({ id: tileId, label, kind, href, count }) => ({ id: tileId, label, kind, href, value: counts[count] })),
    }))
    .filter((section) => section.tiles.length > 0);
}
