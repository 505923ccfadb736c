import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "@/server/db/migrations";

/*
 * Migration 0020 numbers the steps already written, per order, in the order the pages showed them
 * (created_at, then id), on a database that has steps before it runs: on a fresh SQLite file, or
 * on a fresh schema of this run's PostgreSQL (TEST_DB).
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const BEFORE = "0019-outbox-discord";

describe(`migration 0020 (step order) on ${dialect}`, () => {
  let db: Kysely<unknown>;
  let cleanUp: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    if (dialect === "postgres") {
      const schema = `steps_${process.pid}_${Date.now()}`;
      const admin = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
      await admin.query(`CREATE SCHEMA ${schema}`);
      const pool = new pg.Pool({
        connectionString: process.env.DATABASE_URL,
        max: 2,
        options: `-c search_path=${schema}`,
      });
      db = new Kysely({ dialect: new PostgresDialect({ pool }) });
      cleanUp = async () => {
        await db.destroy();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      };
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), "steps-"));
      db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(path.join(dir, "shop.sqlite")) }) });
      cleanUp = async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      };
    }
  });

  afterAll(async () => {
    await cleanUp();
  });

  it("numbers existing steps per order by time, then id, and leaves room above them", async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo(BEFORE);
    expect(before.error).toBeUndefined();
    const step = (id: string, orderId: string, createdAt: string) =>
      sql`INSERT INTO order_steps (id, order_id, step, created_at) VALUES (${id}, ${orderId}, 'in_progress', ${createdAt})`.execute(
        db,
      );
    await step("c", "order-1", "2026-11-28T07:00:02.000Z");
    await step("b", "order-1", "2026-11-28T07:00:01.000Z");
    await step("z", "order-1", "2026-11-28T07:00:01.000Z");
    await step("a", "order-2", "2026-11-28T07:00:05.000Z");
    const after = await migrator.migrateToLatest();
    expect(after.error).toBeUndefined();
    const rows = await sql<{ id: string; order_id: string; version: number }>`
      SELECT id, order_id, version FROM order_steps ORDER BY order_id, version`.execute(db);
    expect(rows.rows.map((row) => [row.order_id, row.id, Number(row.version)])).toEqual([
      ["order-1", "b", 1],
      ["order-1", "z", 2],
      ["order-1", "c", 3],
      ["order-2", "a", 1],
    ]);
  });
});
