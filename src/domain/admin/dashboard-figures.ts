import { CATALOGUE } from "@/domain/catalogue/catalogue";
import { GOLD_NAME, GOLD_SKU } from "@/domain/gold/gold-pricing";
import { divideRoundHalfUp } from "@/domain/money/money";
import type { DashboardPeriod } from "./dashboard-period";
import { ORDER_STATUSES } from "./order-filter";

/*
 * What the dashboard counts, defined once (the page states it in words, docs/adr/0015):
 * - An order belongs to the period it was placed in (created_at), UTC days.
 * - Revenue: for orders that are paid (status paid, partly refunded ones included), what was
 *   charged less what was refunded: total_cents - refunded_cents. A fully refunded order adds
 *   nothing; a disputed one adds nothing while the bank holds the money.
 * - Average order value: revenue / those orders, rounded half up to a cent.
 * - Top products and lines: the lines of those orders, at what each line charged (refunds are
 *   recorded per order, not per line, so these are before refunds).
 * - Funnel: carts with items saved in the period, orders placed in it, and of those the ones
 *   that were paid (paid, refunded or disputed now).
 */

/** Statuses an order only reaches once its payment arrived. */
export const WAS_PAID_STATUSES = ["paid", "refunded", "disputed"] as const;
/** The status whose orders make revenue. */
export const REVENUE_STATUS = "paid";
export const TOP_SELLERS_SHOWN = 10;

/** What the queries answer, in integer cents and counts. */
export type DashboardRaw = {
  statusCounts: readonly { status: string; orders: number }[];
  /** Revenue orders per UTC day ("YYYY-MM-DD"); days without any are absent. */
  revenueByDay: readonly { day: string; orders: number; revenueCents: number }[];
  /** One row per sku sold in revenue orders, with the catalogue line it is in now (null: not in the catalogue). */
  products: readonly { sku: string; name: string; lineId: string | null; lines: number; revenueCents: number }[];
  cartsWithItems: number;
};

export type TopSeller = { key: string; name: string; lines: number; revenueCents: number };
export type FunnelStep = { key: "carts" | "orders" | "paid"; label: string; count: number };

export type DashboardFigures = {
  period: DashboardPeriod;
  includeTest: boolean;
  revenueCents: number;
  revenueOrders: number;
  averageOrderCents: number;
  ordersPlaced: number;
  /** Every status, in the list's order, zeros included. */
  byStatus: { status: string; orders: number }[];
  /** Every day of the period, oldest first, zeros included. */
  days: { day: string; orders: number; revenueCents: number }[];
  topProducts: TopSeller[];
  topLines: TopSeller[];
  funnel: FunnelStep[];
};

const LINE_NAMES = new Map(CATALOGUE.map((line) => [line.id as string, line.name]));

/** The line a sold sku is shown under: gold is its own line; a sku no longer in the catalogue is "Other". */
export function lineOf(sku: string, lineId: string | null): { key: string; name: string } {
  if (sku === GOLD_SKU) return { key: "gold", name: GOLD_NAME };
  if (lineId) return { key: lineId, name: LINE_NAMES.get(lineId) ?? lineId };
  return { key: "other", name: "Other" };
}

/** Highest revenue first, then most lines, then by name, so equal figures keep one order. */
function rank(sellers: Iterable<TopSeller>): TopSeller[] {
  return [...sellers]
    .sort((a, b) => b.revenueCents - a.revenueCents || b.lines - a.lines || a.name.localeCompare(b.name, "en"))
    .slice(0, TOP_SELLERS_SHOWN);
}

function linesOf(products: DashboardRaw["products"]): TopSeller[] {
  const lines = new Map<string, TopSeller>();
  for (const product of products) {
    const { key, name } = lineOf(product.sku, product.lineId);
    const seen = lines.get(key) ?? { key, name, lines: 0, revenueCents: 0 };
    seen.lines += product.lines;
    seen.revenueCents += product.revenueCents;
    lines.set(key, seen);
  }
  return rank(lines.values());
}

function countOf(counts: DashboardRaw["statusCounts"], statuses: readonly string[]): number {
  return counts.filter((entry) => statuses.includes(entry.status)).reduce((sum, entry) => sum + entry.orders, 0);
}

/** The page's and the export's figures from the queries' answers. */
export function shapeDashboard(raw: DashboardRaw, period: DashboardPeriod, includeTest: boolean): DashboardFigures {
  const perDay = new Map(raw.revenueByDay.map((entry) => [entry.day, entry]));
  const days = period.dayKeys.map((day) => ({
    day,
    orders: perDay.get(day)?.orders ?? 0,
    revenueCents: perDay.get(day)?.revenueCents ?? 0,
  }));
  const revenueCents = days.reduce((sum, day) => sum + day.revenueCents, 0);
  const revenueOrders = days.reduce((sum, day) => sum + day.orders, 0);
  const known = new Set<string>(ORDER_STATUSES);
  const byStatus = [
    ...ORDER_STATUSES.map((status) => ({ status, orders: countOf(raw.statusCounts, [status]) })),
    ...raw.statusCounts.filter((entry) => !known.has(entry.status)),
  ];
  const ordersPlaced = countOf(
    raw.statusCounts,
    byStatus.map((entry) => entry.status),
  );
  return {
    period,
    includeTest,
    revenueCents,
    revenueOrders,
    averageOrderCents: revenueOrders === 0 ? 0 : divideRoundHalfUp(revenueCents, revenueOrders),
    ordersPlaced,
    byStatus,
    days,
    topProducts: rank(
      raw.products.map(({ sku, name, lines, revenueCents }) => ({ key: sku, name, lines, revenueCents })),
    ),
    topLines: linesOf(raw.products),
    funnel: [
      { key: "carts", label: "Carts with items", count: raw.cartsWithItems },
      { key: "orders", label: "Orders placed", count: ordersPlaced },
      { key: "paid", label: "Orders paid", count: countOf(raw.statusCounts, WAS_PAID_STATUSES) },
    ],
  };
}

/** "62%" of the step before; "–" when there was nothing before. */
export function stepRate(count: number, previous: number): string {
  return previous === 0 ? "–" : `${divideRoundHalfUp(100 * count, previous)}%`;
}
