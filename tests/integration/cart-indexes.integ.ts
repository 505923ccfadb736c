import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";

/* Issue 19: a cart save writes each index of the carts table, so the table keeps only those a query reads. */

const dialect = process.env.TEST_DB ?? "sqlite";

async function cartIndexes(): Promise<string[]> {
  const { db } = getDatabase();
  const rows =
    dialect === "postgres"
      ? await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'carts'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'carts'`.execute(
          db,
        );
  return rows.rows.map((row) => row.name).sort();
}

describe(`the carts table's indexes on ${dialect}`, () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
  });

  it("has no index that is a prefix of another (updated_at alone is read through (updated_at, uuid))", async () => {
    const names = await cartIndexes();
    expect(names).toContain("carts_updated_uuid_idx");
    expect(names).toContain("carts_created_idx");
    expect(names).not.toContain("carts_updated_at_idx");
  });

  it.runIf(dialect === "sqlite")(
    "still reads carts by updated_at through an index, not a scan of the table",
    async () => {
      const { db } = getDatabase();
      const plan = await sql<{ detail: string }>`explain query plan
      select uuid from carts where updated_at < ${"2026-01-01T00:00:00.000Z"} limit 100`.execute(db);
      expect(plan.rows.map((row) => row.detail).join("\n")).toMatch(/USING (COVERING )?INDEX carts_updated_uuid_idx/);
    },
  );
});
