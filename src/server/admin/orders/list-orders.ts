import "server-only";
import { type Selectable, type SelectQueryBuilder, sql } from "kysely";
import { orderCsvHeader, orderCsvLine } from "@/domain/admin/order-csv";
import { decodeOrderCursor, encodeOrderCursor, type OrderCursor } from "@/domain/admin/order-cursor";
import { type OrderFilter, orderDateRange, orderSearch } from "@/domain/admin/order-filter";
import type { OrderListItem, OrderListResponse } from "@/domain/api/admin-orders";
import { getDatabase } from "../../db/client";
import { ensureDatabaseReady } from "../../db/migrate";
import type { Database } from "../../db/schema";
import { AppError } from "../../http/errors";

/*
 * The back office's order list: newest first, keyset-paged on (created_at, id) so page 20,000 costs
 * what page 1 does (never OFFSET), each filter served by an index ending in those columns, and
 * search an exact lookup on an indexed value. The export walks the same query page by page.
 */

const LIST_COLUMNS = [
  "id",
  "reference",
  "created_at",
  "paid_at",
  "status",
  "fulfilment",
  "method",
  "provider",
  "test_mode",
  "email",
  "rsn",
  "total_cents",
  "refunded_cents",
  "currency",
] as const;

/** Rows an export reads at a time: memory stays at one page whatever the number of orders. */
const EXPORT_PAGE_SIZE = 1_000;

type ListRow = Pick<Selectable<Database["orders"]>, (typeof LIST_COLUMNS)[number]>;

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

function applyFilter<O>(
  query: SelectQueryBuilder<Database, "orders", O>,
  filter: OrderFilter,
): SelectQueryBuilder<Database, "orders", O> {
  let next = query;
  if (filter.status) next = next.where("status", "=", filter.status);
  if (filter.fulfilment) next = next.where("fulfilment", "=", filter.fulfilment);
  if (filter.method) next = next.where("method", "=", filter.method);
  if (filter.mode) next = next.where("test_mode", "=", filter.mode === "test" ? 1 : 0);
  const { since, before } = orderDateRange(filter);
  if (since) next = next.where("created_at", ">=", since);
  if (before) next = next.where("created_at", "<", before);
  const search = orderSearch(filter.q);
  if (search?.field === "reference") next = next.where("reference", "=", search.value);
  // lower(column), exactly as the expression indexes of migration 0011 are written.
  if (search?.field === "email") next = next.where(sql<string>`lower(email)`, "=", search.value);
  if (search?.field === "rsn") next = next.where(sql<string>`lower(rsn)`, "=", search.value);
  return next;
}

/**
 * The page's query, newest first after `after`. The cursor is one row-value comparison,
 * (created_at, id) < (?, ?), which both databases answer by walking the index from that point;
 * the same condition written with OR made SQLite read and sort everything below the cursor.
 */
export function orderPageQuery(filter: OrderFilter, after: OrderCursor | null, limit: number) {
  const { db } = getDatabase();
  let query = applyFilter(db.selectFrom("orders").select(LIST_COLUMNS), filter);
  if (after) {
    query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after.createdAt, after.id)));
  }
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit);
}

async function readPage(filter: OrderFilter, after: OrderCursor | null, limit: number): Promise<ListRow[]> {
  await ensureDatabaseReady();
  return orderPageQuery(filter, after, limit).execute();
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
  let after: OrderCursor | null = null;
  for (;;) {
    const rows = await readPage(filter, after, pageSize);
    for (const row of rows) yield orderCsvLine(toListItem(row));
    const last = rows.at(-1);
    if (rows.length < pageSize || !last) return;
    after = cursorOf(last);
  }
}
