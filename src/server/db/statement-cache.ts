import type { SqliteDatabase, SqliteStatement } from "kysely";

/*
 * Kysely's SQLite driver prepares every query anew (`db.prepare(sql)`), and better-sqlite3's
 * prepare parses and plans the statement each time: in a profile of cart saves it was about an
 * eighth of the request's own work. The same SQL text always gets the same statement
 * back. Safe with Kysely because its SQLite driver lends its one connection to one query (or one
 * stream) at a time, so a statement is never reused while another caller is still stepping it;
 * SQLite re-prepares a statement itself when a migration changes the schema under it.
 */

/** Distinct SQL texts kept; queries with `in (?, ?, …)` lists vary, so the cache is bounded. */
export const STATEMENT_CACHE_SIZE = 256;

/** The database, whose `prepare` answers a kept statement for SQL it has seen, least recently used dropped first. */
export function withStatementCache<D extends SqliteDatabase>(
  database: D,
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase & { cachedStatements: () => number } {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql) => {
      const kept = statements.get(sql);
      if (kept) {
        // Most recently used last: Map keeps insertion order, so the first key is the oldest.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (statements.size >= size) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      statements.set(sql, statement);
      return statement;
    },
    cachedStatements: () => statements.size,
  };
}
