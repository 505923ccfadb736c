import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../../scripts/lib/throwaway-postgres.mjs";
import { type RunningServer, startShopServer } from "../../e2e/support/server";
import { UNLIMITED_ENV } from "./resilience";

/** The databases a load suite runs the shop on, one describe each. */
export const DATABASES = ["SQLite", "PostgreSQL"] as const;
export type DatabaseName = (typeof DATABASES)[number];

/**
 * `next start` servers of the build for one resilience file, on SQLite or on a throwaway
 * PostgreSQL, with the rate limits out of reach (UNLIMITED_ENV), so what a suite measures is
 * not a limit. The SQLite file outlives its server, so a test can read what was stored once the
 * server is stopped. What is still running after the file is stopped and removed: a failed test
 * stops nothing itself, and the next test must not hide its server. Call it at the file's top.
 */
export function shopOnEachDatabase() {
  const servers = new Set<RunningServer>();
  const postgresServers: ThrowawayPostgres[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all([...servers].map((server) => server.stop()));
    await Promise.all(postgresServers.map((postgres) => postgres.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return {
    /** A server on `database`; answers it and its DATABASE_URL (the SQLite file, or PostgreSQL's URL). */
    async start(database: DatabaseName): Promise<{ server: RunningServer; databaseUrl: string }> {
      let databaseUrl: string;
      if (database === "SQLite") {
        const dir = mkdtempSync(join(tmpdir(), "shop-resilience-"));
        dirs.push(dir);
        databaseUrl = join(dir, "shop.sqlite");
      } else {
        const postgres = await startThrowawayPostgres();
        postgresServers.push(postgres);
        databaseUrl = postgres.url;
      }
      const server = await startShopServer({ ...UNLIMITED_ENV, DATABASE_URL: databaseUrl });
      servers.add(server);
      return { server, databaseUrl };
    },
    async stop(server: RunningServer): Promise<void> {
      await server.stop();
      servers.delete(server);
    },
  };
}
