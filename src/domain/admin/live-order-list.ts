import { methodsOf, orderDateRange, orderFilterSchema, orderSearch, referenceMayMatch } from "./order-filter";

/*
 * The order list kept up to date by the live feed. On the newest page the
 * server reads the list again with the address's filter, so only matching orders come in; these
 * rules say which rows are new since the last reading and what to tell a screen reader. On a later
 * page the rows stay put and only a count of paid orders that may match is offered.
 */

export type ListedOrder = { id: string; reference: string; status: string };

/** What the feed says about a paid order, as far as the list's filter can be checked against it. */
export type PaidOrderEvent = { id: string; reference: string; method: string; testMode: boolean; paidAt: string };

/** The rows shown now that were not shown before, in the list's order; none at the first reading. */
export function arrivedOrders<T extends ListedOrder>(before: ReadonlySet<string> | null, rows: readonly T[]): T[] {
  if (!before) return [];
  return rows.filter((row) => !before.has(row.id));
}

/** One sentence per new row for a polite live region: "New paid order RF-…." */
export function arrivalAnnouncement(rows: readonly ListedOrder[]): string {
  return rows.map((row) => `New ${row.status === "paid" ? "paid " : ""}order ${row.reference}.`).join(" ");
}

/**
 * Whether a just-paid order may be in the list of this filter (the address's raw values): false
 * when a value the event carries rules it out, true when the filter is about what it does not
 * carry (an email or a RuneScape name). A filter that does not parse shows no list: false.
 */
export function paidOrderMayMatch(
  values: Readonly<Record<string, string | undefined>>,
  order: PaidOrderEvent,
): boolean {
  const parsed = orderFilterSchema.safeParse(values);
  if (!parsed.success) return false;
  const filter = parsed.data;
  // Just paid: its status is paid and its fulfilment the first one.
  if (filter.status && filter.status !== "paid") return false;
  if (filter.fulfilment && filter.fulfilment !== "queued") return false;
  if (filter.method && !methodsOf(filter.method).includes(order.method)) return false;
  if (filter.mode && (filter.mode === "test") !== order.testMode) return false;
  // Nobody has an order that was just paid.
  if (filter.assignee && filter.assignee !== "none") return false;
  if (!referenceMayMatch(orderSearch(filter.q), order.reference)) return false;
  // An order is placed before it is paid: paid before the first day means placed before it too.
  const { since } = orderDateRange(filter);
  if (since && order.paidAt < since) return false;
  return true;
}

/** The later page's notice: "1 new order" or "N new orders". */
export function newOrdersCount(count: number): string {
  return `${count} new ${count === 1 ? "order" : "orders"}`;
}
