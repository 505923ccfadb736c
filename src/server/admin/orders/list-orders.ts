import "server-only";
import { orderCsvHeader, orderCsvLine } from "@/domain/admin/order-csv";
import { decodeOrderCursor, encodeOrderCursor, type OrderCursor } from "@/domain/admin/order-cursor";
import type { OrderFilter } from "@/domain/admin/order-filter";
import type { OrderListItem, OrderListResponse } from "@/domain/api/admin-orders";
import { database } from "../../db/database";
import { type ListRow, orderPageQuery, type SearchContext, searchContext } from "../../db/queries/order-list";
import { AppError } from "../../http/errors";

/*
 * The back office's order list (its query is src/server/db/queries/order-list.ts), a page at a
 * time; the export walks the same query page by page.
 */

/** Rows an export reads at a time: memory stays at one page whatever the number of orders. */
const EXPORT_PAGE_SIZE = 1_000;

function toListItem(row: ListRow): OrderListItem {
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    status: row.status,
    fulfilment: row.fulfilment,
    method: row.method,
    provider: row.provider,
    testMode: Number(row.test_mode) === 1,
    email: row.email,
    rsn: row.rsn,
    totalCents: Number(row.total_cents),
    refundedCents: Number(row.refunded_cents),
    currency: row.currency,
  };
}

async function readPage(
  filter: OrderFilter,
  after: OrderCursor | null,
  limit: number,
  context?: SearchContext,
): Promise<ListRow[]> {
  const { db, dialect } = await database();
  return orderPageQuery(db, context ?? (await searchContext(db, dialect, filter)), filter, after, limit).execute();
}

function cursorOf(row: ListRow): OrderCursor {
  return { createdAt: row.created_at, id: row.id };
}

/** One page of the list; `cursor` is the previous page's nextCursor, made for the same filter. */
export async function listOrders(
  filter: OrderFilter,
  cursor: string | undefined,
  limit: number,
): Promise<OrderListResponse> {
  let after: OrderCursor | null = null;
  if (cursor) {
    const decoded = decodeOrderCursor(cursor, filter);
    if (!decoded.ok) throw new AppError("bad_request:admin-orders", decoded.reason);
    after = decoded.cursor;
  }
  // One row more than asked says whether a next page exists without a count.
  const rows = await readPage(filter, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    orders: page.map(toListItem),
    nextCursor: rows.length > limit && last ? encodeOrderCursor(cursorOf(last), filter) : null,
  };
}

/** The CSV of every order the filter selects, a line at a time, read from the database a page at a time. */
export async function* exportOrdersCsv(
  filter: OrderFilter,
  { pageSize = EXPORT_PAGE_SIZE }: { pageSize?: number } = {},
): AsyncIterable<string> {
  yield orderCsvHeader();
  const { db, dialect } = await database();
  // One plan for the whole export: its pages are one list.
  const context = await searchContext(db, dialect, filter);
  let after: OrderCursor | null = null;
  for (;;) {
    const rows = await readPage(filter, after, pageSize, context);
    for (const row of rows) yield orderCsvLine(toListItem(row));
    const last = rows.at(-1);
    if (rows.length < pageSize || !last) return;
    after = cursorOf(last);
  }
}
