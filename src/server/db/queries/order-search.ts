import "server-only";
import { sql } from "kysely";
import type { DatabaseDialect, Executor } from "../database";

/*
 * The order search's SQL (migration 0025, ADR 0026), shared by the order list and the customer list:
 * whether an order holds a fragment of text in its reference, email, name, RuneScape name or promo
 * code, in any case, through the index each database has for substrings.
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

export function textCondition(dialect: DatabaseDialect, value: string, plan: TextPlan) {
  if (dialect === "postgres") return sql<boolean>`${PG_SEARCH_TEXT} LIKE ${containsPattern(value)}`;
  if (plan === "index") {
    return sql<boolean>`orders.rowid IN (SELECT rowid FROM order_search WHERE order_search MATCH ${ftsPhrase(value)})`;
  }
  // The same fields the trigram table holds, each on its own (a match never spans two).
  return sql<boolean>`(instr(lower(reference), ${value}) > 0 OR instr(lower(email), ${value}) > 0
    OR instr(lower(name), ${value}) > 0 OR instr(lower(rsn), ${value}) > 0
    OR instr(lower(coalesce(promo_code, '')), ${value}) > 0)`;
}
