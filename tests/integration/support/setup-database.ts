/*
 * Runs before each integration test file: gives the file a database of its own, on the dialect
 * named by TEST_DB (sqlite, the default, or postgres with TEST_DATABASE_URL as the admin URL),
 * and removes it afterwards. It sets DATABASE_URL before the file imports the server code.
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { createPostgresDatabase } from "../../support/postgres-database";

const dialect = process.env.TEST_DB ?? "sqlite";

if (dialect === "postgres") {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL (an admin URL where tests may CREATE DATABASE)");
  const database = await createPostgresDatabase(adminUrl);
  process.env.DATABASE_URL = database.url;
  afterAll(async () => {
    const { closeDatabase } = await import("@/server/db/client");
    await closeDatabase();
    await database.drop();
  });
} else if (dialect === "sqlite") {
  // Named, not made: the client makes the folder when it opens the file. A file whose tests are all
  // skipped (PostgreSQL-only ones) runs no afterAll, and would leave a folder made here behind.
  const dir = join(tmpdir(), `shop-integ-${randomUUID()}`);
  process.env.DATABASE_URL = join(dir, "shop.sqlite");
  afterAll(async () => {
    const { closeDatabase } = await import("@/server/db/client");
    await closeDatabase();
    rmSync(dir, { recursive: true, force: true });
  });
} else {
  throw new Error(`TEST_DB must be sqlite or postgres, not ${JSON.stringify(dialect)}`);
}

export const testDialect = dialect as "sqlite" | "postgres";
