import "server-only";
import { type Selectable, type SelectQueryBuilder, sql } from "kysely";
import type { OrderCursor } from "@/domain/admin/order-cursor";
import { type OrderFilter, type OrderSearch, orderDateRange, orderSearch } from "@/domain/admin/order-filter";
import type { DatabaseDialect, Executor } from "../database";
import type { Database } from "../schema";

/*
 * The back office's order list: newest first, keyset-paged on (created_at, id) so page 20,000 costs
 * what page 1 does (never OFFSET), each filter served by an index ending in those columns, and
 * search through an index that serves substrings (migration 0025, ADR 0026).
 */

/**
 * PostgreSQL's search text: written exactly as migration 0025's pg_trgm index, or the planner
 * cannot use it. The newline keeps a match inside one field (orderSearch never lets one through).
 */
const PG_SEARCH_TEXT = sql<string>`lower(reference || E'\n' || email || E'\n' || name || E'\n' || rsn || E'\n' || coalesce(promo_code, ''))`;

/**
 * SQLite's two ways to a fragment. "index": the orders the FTS5 trigram table names, sorted; cheap
 * while they are few. "scan": walk the list's own index newest first and keep the rows that hold
 * the fragment; cheap when they are many, because the page fills after a few rows. Which one is
 * decided per query by counting matches up to SQLITE_INDEX_LIMIT (sqliteTextPlan).
 */
export type TextPlan = "index" | "scan";
export const SQLITE_INDEX_LIMIT = 5_000;

/** A LIKE pattern that finds `value` anywhere, its wildcards taken literally (backslash is both databases' escape here). */
function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** An FTS5 phrase: the whole fragment, quotes doubled, so no character is query syntax. */
function ftsPhrase(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

/** How SQLite should look a fragment up: by the trigram table while it names fewer than SQLITE_INDEX_LIMIT orders. */
export async function sqliteTextPlan(db: Executor, value: string): Promise<TextPlan> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM (
    SELECT rowid FROM order_search WHERE order_search MATCH ${ftsPhrase(value)} LIMIT ${SQLITE_INDEX_LIMIT}
  )`.execute(db);
  return Number(rows[0]?.n ?? 0) < SQLITE_INDEX_LIMIT ? "index" : "scan";
}

function textCondition(dialect: DatabaseDialect, value: string, plan: TextPlan) {
  if (dialect === "postgres") return sql<boolean>`${PG_SEARCH_TEXT} LIKE ${containsPattern(value)}`;
  if (plan === "index") {
    return sql<boolean>`orders.rowid IN (SELECT rowid FROM order_search WHERE order_search MATCH ${ftsPhrase(value)})`;
  }
  // The same fields the trigram table holds, each on its own (a match never spans two).
  return sql<boolean>`(instr(lower(reference), ${value}) > 0 OR instr(lower(email), ${value}) > 0
    OR instr(lower(name), ${value}) > 0 OR instr(lower(rsn), ${value}) > 0
    OR instr(lower(coalesce(promo_code, '')), ${value}) > 0)`;
}

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

/** Where the search and filters of one page query stand: the dialect, and for SQLite's fragments the plan. */
export type SearchContext = { dialect: DatabaseDialect; textPlan: TextPlan };

function applyFilter<O>(
  query: SelectQueryBuilder<Database, "orders", O>,
  filter: OrderFilter,
  context: SearchContext,
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
