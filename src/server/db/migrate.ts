import "server-only";
import { Migrator, sql } from "kysely";
import { log } from "../log";
import { getDatabase } from "./client";
import { migrations } from "./migrations";

let ready: Promise<void> | undefined;

async function migrateToLatest(): Promise<void> {
  const { db } = getDatabase();
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Error") log.error({ migration: result.migrationName }, "migration failed");
    if (result.status === "Success") log.info({ migration: result.migrationName }, "applied migration");
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * Runs the migrations once per process. A failure is not remembered, so a database that was
 * down at start-up is migrated on the first request after it comes back.
 */
export function ensureDatabaseReady(): Promise<void> {
  ready ??= migrateToLatest().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/** Readiness probe: migrations applied and a round trip to the database. */
export async function pingDatabase(): Promise<"sqlite" | "postgres"> {
  await ensureDatabaseReady();
  const { db, dialect } = getDatabase();
  await sql`select 1`.execute(db);
  return dialect;
}

/** Forgets the migrated state; only for tests that switch databases within one process. */
export function resetDatabaseReadiness(): void {
  ready = undefined;
}
