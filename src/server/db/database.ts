import "server-only";
import type { Kysely, Transaction } from "kysely";
import { type DatabaseHandle, getDatabase } from "./client";
import { ensureDatabaseReady } from "./migrate";
import type { Database } from "./schema";

/**
 * What a query runs on: the database itself or a transaction on it. Every function in
 * `queries/` takes one as its first argument, so a service decides what runs in one transaction.
 */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The one way services reach the database: migrated (once per process; a failure is retried on
 * the next call), then the process's shared connection or pool.
 */
export async function database(): Promise<DatabaseHandle> {
  await ensureDatabaseReady();
  return getDatabase();
}

// What code outside src/server/db may use of the client and the migrator (their modules are
// private to src/server/db, see docs/architecture.md): the dialect's name, a hook that runs
// before the connection closes, and the readiness probe.
export { beforeDatabaseCloses, type DatabaseDialect } from "./client";
export { pingDatabase } from "./migrate";
