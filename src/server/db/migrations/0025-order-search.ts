import { type Kysely, PostgresAdapter, sql } from "kysely";

/*
 * The order list's search finds any part of a reference, email, name, RuneScape name or promo code
 * (ADR 0026). A substring cannot use a b-tree, so each database gets an index that serves one:
 *
 * - PostgreSQL: a pg_trgm GIN index over the five columns lower-cased and joined by a newline (a
 *   query never holds one, so a match never spans two fields). The expression is written exactly
 *   as src/server/db/queries/order-list.ts writes it, or the planner cannot use the index. pg_trgm
 *   ships with PostgreSQL (Debian: postgresql-15 includes contrib) and is a trusted extension since
 *   PostgreSQL 13, so an owner of the database may create it without being a superuser. Where it
 *   cannot be created the migration still succeeds: search then scans (correct, slow at a million
 *   orders) until an administrator runs `CREATE EXTENSION pg_trgm` and the index below
 *   (docs/operations.md).
 * - SQLite: an FTS5 table with the trigram tokenizer over the same columns, with orders as its
 *   external content (the text is not stored twice), kept by triggers so every order write,
 *   present or future, keeps it whole.
 *
 * Amounts are searched as a whole total (total_cents = ?), so they get a plain index that keeps
 * the list's (created_at, id) order.
 */

const SEARCH_INDEX_PG = sql`CREATE INDEX IF NOT EXISTS orders_search_trgm_idx ON orders USING gin (
  (lower(reference || E'\\n' || email || E'\\n' || name || E'\\n' || rsn || E'\\n' || coalesce(promo_code, ''))) gin_trgm_ops
)`;

async function hasTrigram(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ one: number }>`SELECT 1 AS one FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
  return rows.length > 0;
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  if (!(await hasTrigram(db))) {
    // The migration runs in a transaction: a refused CREATE EXTENSION must not abort it.
    await sql`SAVEPOINT order_search_trgm`.execute(db);
    try {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
      await sql`RELEASE SAVEPOINT order_search_trgm`.execute(db);
    } catch {
      await sql`ROLLBACK TO SAVEPOINT order_search_trgm`.execute(db);
    }
  }
  if (await hasTrigram(db)) await SEARCH_INDEX_PG.execute(db);
}

const SQLITE_TEXT = (row: "new" | "old") =>
  `${row}.rowid, ${row}.reference, ${row}.email, ${row}.name, ${row}.rsn, ${row}.promo_code`;

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE VIRTUAL TABLE order_search USING fts5(
    reference, email, name, rsn, promo_code,
    content = 'orders', content_rowid = 'rowid', tokenize = 'trigram'
  )`.execute(db);
  await sql
    .raw(`CREATE TRIGGER order_search_insert AFTER INSERT ON orders BEGIN
      INSERT INTO order_search (rowid, reference, email, name, rsn, promo_code) VALUES (${SQLITE_TEXT("new")});
    END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER order_search_delete AFTER DELETE ON orders BEGIN
      INSERT INTO order_search (order_search, rowid, reference, email, name, rsn, promo_code) VALUES ('delete', ${SQLITE_TEXT("old")});
    END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER order_search_update AFTER UPDATE OF reference, email, name, rsn, promo_code ON orders BEGIN
      INSERT INTO order_search (order_search, rowid, reference, email, name, rsn, promo_code) VALUES ('delete', ${SQLITE_TEXT("old")});
      INSERT INTO order_search (rowid, reference, email, name, rsn, promo_code) VALUES (${SQLITE_TEXT("new")});
    END`)
    .execute(db);
  await sql`INSERT INTO order_search (order_search) VALUES ('rebuild')`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
  await db.schema
    .createIndex("orders_total_page_idx")
    .on("orders")
    .columns(["total_cents", "created_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_total_page_idx").ifExists().execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP INDEX IF EXISTS orders_search_trgm_idx`.execute(db);
    return;
  }
  for (const trigger of ["order_search_insert", "order_search_delete", "order_search_update"]) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
  }
  await sql`DROP TABLE IF EXISTS order_search`.execute(db);
}
