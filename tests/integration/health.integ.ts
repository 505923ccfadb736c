import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady, resetDatabaseReadiness } from "@/server/db/migrate";
import { migrations } from "@/server/db/migrations";

const dialect = process.env.TEST_DB ?? "sqlite";

function callHealth(): Promise<Response> {
  return Promise.resolve(GET(new Request("http://shop.test/api/health"), undefined));
}

describe(`GET /api/health on ${dialect}`, () => {
  it("answers ok with the dialect in use, after migrating the database", async () => {
    const response = await callHealth();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true, db: dialect });
  });

  it("leaves a migrated schema that stores and reads a cart the same way on both dialects", async () => {
    const { db } = getDatabase();
    const now = new Date("2026-11-25T12:00:00.000Z").toISOString();
    await db
      .insertInto("carts")
      .values({
        uuid: "c0ffee00-0000-4000-8000-000000000001",
        items_json: "[]",
        email: "",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const row = await db
      .selectFrom("carts")
      .selectAll()
      .where("uuid", "=", "c0ffee00-0000-4000-8000-000000000001")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      uuid: "c0ffee00-0000-4000-8000-000000000001",
      items_json: "[]",
      email: "",
      created_at: now,
      updated_at: now,
    });
  });

  it("runs the migrations again without changing anything", async () => {
    resetDatabaseReadiness();
    await ensureDatabaseReady();
    const { db } = getDatabase();
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    // Every migration the server ships, each applied once and in order.
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    expect(applied.rows[0]?.name).toBe("0001-initial");
  });
});
