import "server-only";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { env } from "../env";
import { log } from "../log";
import { errorMessage } from "../logger";
import { resolveDatabaseTarget } from "./database-url";
import type { Database } from "./schema";
import { withStatementCache } from "./statement-cache";

export type DatabaseDialect = "sqlite" | "postgres";

export type DatabaseHandle = { db: Kysely<Database>; dialect: DatabaseDialect };

const SQLITE_BUSY_TIMEOUT_MS = 5000;

function openSqlite(file: string): Kysely<Database> {
  // The file is configuration, not part of the build: keep the bundler from tracing it.
  const path = resolve(/*turbopackIgnore: true*/ process.cwd(), file);
  mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL lets readers run while a writer commits; the busy timeout queues writers instead of failing them.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

function openPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3000 });
  // An idle client that loses its server must not crash the process; the next query reports the error.
  pool.on("error", (error) => log.error({ reason: errorMessage(error) }, "idle PostgreSQL client error"));
  // A client lent out between two statements (inside a transaction) has no pool listener: when the
  // server cuts it (a restart, a failover, pg_terminate_backend) node-postgres emits `error` on the
  // client, an uncaught exception without this listener. The transaction's next statement fails
  // as unavailable (503) and the pool drops the client when it is released.
  pool.on("connect", (client) => {
    client.on("error", (error) => log.warn({ reason: errorMessage(error) }, "PostgreSQL connection lost"));
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

let handle: DatabaseHandle | undefined;

/** One connection (SQLite) or pool (PostgreSQL) per process, opened on first use. */
export function getDatabase(): DatabaseHandle {
  if (!handle) {
    const target = resolveDatabaseTarget(env.DATABASE_URL);
    handle =
      target.dialect === "postgres"
        ? { db: openPostgres(target.url), dialect: "postgres" }
        : { db: openSqlite(target.file), dialect: "sqlite" };
  }
  return handle;
}

const beforeClose = new Set<() => Promise<void>>();

/**
 * Work that must reach the database before closeDatabase closes it, and must not start after: the
 * API rate limit's counts still in memory (ADR 0017), which a timer would otherwise write a moment
 * later, reopening the database (or, in tests, reaching one that has been dropped).
 */
export function beforeDatabaseCloses(task: () => Promise<void>): void {
  beforeClose.add(task);
}

/** Closes the connection; tests use it between databases, the server on shutdown. */
export async function closeDatabase(): Promise<void> {
  if (handle) {
    for (const task of beforeClose) {
      await task().catch((error: unknown) =>
        log.warn({ reason: errorMessage(error) }, "work before closing the database failed"),
      );
    }
  }
  const current = handle;
  handle = undefined;
  await current?.db.destroy();
}
