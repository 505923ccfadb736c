import "server-only";
import { type Selectable, type SelectQueryBuilder, sql } from "kysely";
import type { OrderCursor } from "@/domain/admin/order-cursor";
import {
  methodsOf,
  type OrderFilter,
  type OrderSearch,
  orderDateRange,
  orderSearch,
} from "@/domain/admin/order-filter";
import type { DatabaseDialect, Executor } from "../database";
import type { Database } from "../schema";
import { sqliteTextPlan, type TextPlan, textCondition } from "./order-search";

/*
 * The back office's order list: newest first, keyset-paged on (created_at, id) so page 20,000 costs
 * what page 1 does (never OFFSET), each filter served by an index ending in those columns, and
 * search through an index that serves substrings (migration 0025, ADR 0026).
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
  "assigned_operator_id",
] as const;

export type ListRow = Pick<Selectable<Database["orders"]>, (typeof LIST_COLUMNS)[number]>;

/** Where the search and filters of one page query stand: the dialect, and for SQLite's fragments the plan. */
export type SearchContext = { dialect: DatabaseDialect; textPlan: TextPlan };

/** The list's filter on any query of orders: the export applies exactly what the list shows. */
export function applyFilter<O>(
  query: SelectQueryBuilder<Database, "orders", O>,
  filter: OrderFilter,
  context: SearchContext,
): SelectQueryBuilder<Database, "orders", O> {
  let next = query;
  if (filter.status) next = next.where("status", "=", filter.status);
  if (filter.fulfilment) next = next.where("fulfilment", "=", filter.fulfilment);
  if (filter.method === "manual") next = next.where("method", "in", methodsOf(filter.method));
  else if (filter.method) next = next.where("method", "=", filter.method);
  if (filter.mode) next = next.where("test_mode", "=", filter.mode === "test" ? 1 : 0);
  if (filter.assignee === "none") next = next.where("assigned_operator_id", "is", null);
  else if (filter.assignee) next = next.where("assigned_operator_id", "=", filter.assignee);
  const { since, before } = orderDateRange(filter);
  if (since) next = next.where("created_at", ">=", since);
  if (before) next = next.where("created_at", "<", before);
  const search = orderSearch(filter.q);
  if (search?.field === "reference") next = next.where("reference", "=", search.value);
  if (search?.field === "amount") next = next.where("total_cents", "=", search.cents);
  if (search?.field === "text") next = next.where(textCondition(context.dialect, search.value, context.textPlan));
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
export function orderPageQuery(
  db: Executor,
  context: SearchContext,
  filter: OrderFilter,
  after: OrderCursor | null,
  limit: number,
) {
  let query = applyFilter(db.selectFrom("orders").select(LIST_COLUMNS), filter, context);
  if (after) {
    query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after.createdAt, after.id)));
  }
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit);
}

/** The search's context for this filter: on SQLite a fragment is first counted to choose the plan. */
export async function searchContext(
  db: Executor,
  dialect: DatabaseDialect,
  filter: OrderFilter,
): Promise<SearchContext> {
  const search: OrderSearch = orderSearch(filter.q);
  if (dialect === "sqlite" && search?.field === "text") {
    return { dialect, textPlan: await sqliteTextPlan(db, search.value) };
  }
  return { dialect, textPlan: "index" };
}
