import { CATALOGUE } from "@/domain/catalogue/catalogue";
import { shareReduction } from "@/domain/checkout/provider-lines";
import { GOLD_NAME, GOLD_SKU } from "@/domain/gold/gold-pricing";
import { divideRoundHalfUp } from "@/domain/money/money";
import type { DashboardPeriod } from "./dashboard-period";
import { ORDER_STATUSES } from "./order-filter";

/*
 * What the dashboard counts, defined once (the page states it in words, docs/adr/0015). Every
 * card, the day chart, top products and lines, the funnel and the CSV take these definitions;
 * the SQL form of the revenue is built from them in one place (src/server/db/queries/dashboard.ts).
 * - An order belongs to the period it was placed in (created_at), UTC days.
 * - A paid order is one the customer paid: status paid, refunded or disputed (a paid order may
 *   later be refunded, in part or in full, or disputed; each is still an order that was paid).
 *   "Paid orders", the funnel's "Orders paid" and the day chart's orders are these orders.
 * - Revenue of an order: for a paid order, what was charged for it (total_cents, already after
 *   the promo code) less what was refunded of it (refunded_cents); nothing for any other order.
 *   A fully refunded order adds 0; a disputed one counts until a refund is recorded.
 * - Average order value: revenue / paid orders, rounded half up to a cent.
 * - Top products and lines: each paid order's revenue shared over its lines in proportion to what
 *   each line charged (largest remainder, to the cent), so they add up to the revenue exactly.
 * - Live and test orders (test_mode) are never mixed: a view shows one or the other. In demo or
 *   test mode the shop's orders are all test orders, so that is what the dashboard shows first.
 * - Funnel: carts with items saved in the period, orders placed in it, and the paid ones.
 */

/** Statuses an order only reaches once its payment arrived: the one definition of a paid order. */
export const PAID_ORDER_STATUSES = ["paid", "refunded", "disputed"] as const;
export const TOP_SELLERS_SHOWN = 10;

/** Which orders a view counts: live ones (real money) or test ones (demo or test mode), never both. */
export const ORDER_VIEWS = ["live", "test"] as const;
export type OrdersView = (typeof ORDER_VIEWS)[number];

/** What the shop's payment mode shows first: real orders once it takes real money, its test orders before. */
export function defaultOrdersView(takesRealPayments: boolean): OrdersView {
  return takesRealPayments ? "live" : "test";
}

export type RevenueOrder = { status: string; totalCents: number; refundedCents: number };

/** An order's revenue: charged less refunded for a paid order, 0 for any other. */
export function orderRevenueCents(order: RevenueOrder): number {
  return (PAID_ORDER_STATUSES as readonly string[]).includes(order.status) ? order.totalCents - order.refundedCents : 0;
}

/**
 * An order's revenue shared over its lines in proportion to what each line charged
 * (`payableCents`, before the order's promo code), largest remainder: the shares add up to
 * `revenueCents` exactly. The split is shareReduction's, the one a card provider's lines use for
 * a promo code.
 */
export function lineRevenueShares(lineCents: readonly number[], revenueCents: number): number[] {
  if (lineCents.length === 0) return [];
  const shares = shareReduction(lineCents, revenueCents);
  // Lines charging nothing, or an order that took more than its lines (checkout makes neither):
  // the first line carries what is left, so the shares still add up to the order's revenue.
  const left = revenueCents - shares.reduce((sum, cents) => sum + cents, 0);
  shares[0] = (shares[0] ?? 0) + left;
  return shares;
}

/** A paid order as the top products read it: its revenue and its lines. */
export type SoldOrder = { revenueCents: number; lines: readonly { sku: string; name: string; payableCents: number }[] };
export type ProductTally = Map<string, { sku: string; name: string; lines: number; revenueCents: number }>;

/** Adds a paid order's lines to the per-sku tally, each at its share of the order's revenue. */
export function tallyOrderLines(tally: ProductTally, order: SoldOrder): void {
  const shares = lineRevenueShares(
    order.lines.map((line) => line.payableCents),
    order.revenueCents,
  );
  order.lines.forEach((line, index) => {
    const seen = tally.get(line.sku) ?? { sku: line.sku, name: line.name, lines: 0, revenueCents: 0 };
    seen.lines += 1;
    seen.revenueCents += shares[index] ?? 0;
    tally.set(line.sku, seen);
  });
}

/** What the queries answer, in integer cents and counts. */
export type DashboardRaw = {
  statusCounts: readonly { status: string; orders: number }[];
  /** Paid orders and their revenue per UTC day ("YYYY-MM-DD"); days without any are absent. */
  revenueByDay: readonly { day: string; orders: number; revenueCents: number }[];
  /** One row per sku of the paid orders, with the catalogue line it is in now (null: not in the catalogue). */
  products: readonly { sku: string; name: string; lineId: string | null; lines: number; revenueCents: number }[];
  cartsWithItems: number;
};

export type TopSeller = { key: string; name: string; lines: number; revenueCents: number };
export type FunnelStep = { key: "carts" | "orders" | "paid"; label: string; count: number };

export type DashboardFigures = {
  period: DashboardPeriod;
  orders: OrdersView;
  revenueCents: number;
  /** Paid orders (PAID_ORDER_STATUSES): the card, the funnel's last step and the days' orders. */
  paidOrders: number;
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
export function shapeDashboard(raw: DashboardRaw, period: DashboardPeriod, orders: OrdersView): DashboardFigures {
  const perDay = new Map(raw.revenueByDay.map((entry) => [entry.day, entry]));
  const days = period.dayKeys.map((day) => ({
    day,
    orders: perDay.get(day)?.orders ?? 0,
    revenueCents: perDay.get(day)?.revenueCents ?? 0,
  }));
  const revenueCents = days.reduce((sum, day) => sum + day.revenueCents, 0);
  const paidOrders = days.reduce((sum, day) => sum + day.orders, 0);
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
    orders,
    revenueCents,
    paidOrders,
    averageOrderCents: paidOrders === 0 ? 0 : divideRoundHalfUp(revenueCents, paidOrders),
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
      // The same count as the "Paid orders" card, from the same rows.
      { key: "paid", label: "Orders paid", count: paidOrders },
    ],
  };
}

/** "62%" of the step before; "–" when there was nothing before. */
export function stepRate(count: number, previous: number): string {
  return previous === 0 ? "–" : `${divideRoundHalfUp(100 * count, previous)}%`;
}
