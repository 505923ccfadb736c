import "server-only";
import { type Selectable, type SelectQueryBuilder, sql } from "kysely";
import type { OrderCursor } from "@/domain/admin/order-cursor";
import { methodsOf, type OrderFilter, orderDateRange, orderSearch } from "@/domain/admin/order-filter";
import type { Executor } from "../database";
import type { Database } from "../schema";

/*
 * The back office's order list: newest first, keyset-paged on (created_at, id) so page 20,000 costs
 * what page 1 does (never OFFSET), each filter served by an index ending in those columns, and
 * search an exact lookup on an indexed value.
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

export type ListRow = Pick<Selectable<Database["orders"]>, (typeof LIST_COLUMNS)[number]>;

function applyFilter<O>(
  query: SelectQueryBuilder<Database, "orders", O>,
  filter: OrderFilter,
): SelectQueryBuilder<Database, "orders", O> {
  let next = query;
  if (filter.status) next = next.where("status", "=", filter.status);
  if (filter.fulfilment) next = next.where("fulfilment", "=", filter.fulfilment);
  if (filter.method === "manual") next = next.where("method", "in", methodsOf(filter.method));
  else if (filter.method) next = next.where("method", "=", filter.method);
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
export function orderPageQuery(db: Executor, filter: OrderFilter, after: OrderCursor | null, limit: number) {
  let query = applyFilter(db.selectFrom("orders").select(LIST_COLUMNS), filter);
  if (after) {
    query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after.createdAt, after.id)));
  }
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit);
}
