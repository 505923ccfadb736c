import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

/*
 * PostgreSQL cuts a connection (a restart, a failover, pg_terminate_backend, a dropped database)
 * while the shop holds it between two statements of a transaction. node-postgres then emits
 * `error` on a client the pool has lent out, where the pool's own listener is not attached: with
 * no listener of the shop's, that is an uncaught exception that ends the process (seen in the
 * test suite when a file's database was dropped under a late query). The transaction must fail
 * as an outage (503 unavailable:database) and the process carry on.
 */

const dialect = process.env.TEST_DB ?? "sqlite";

const { getDatabase, closeDatabase } = await import("@/server/db/client");
const { isDatabaseUnavailable } = await import("@/server/db/database-unavailable");

afterAll(async () => {
  await closeDatabase();
});

async function backendGone(admin: pg.Client, pid: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where pid = $1", [pid]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`backend ${pid} still there`);
}

describe.runIf(dialect === "postgres")("a PostgreSQL connection cut in the middle of a transaction", () => {
  it("fails the transaction as an outage, without an uncaught exception, and the next query works", async () => {
    const { db } = getDatabase();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const failure = await db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          const pid = rows[0]?.pid ?? 0;
          await admin.query("select pg_terminate_backend($1)", [pid]);
          await backendGone(admin, pid);
          // Let the lent client read the server's goodbye (57P01) before it is used again.
          await new Promise((resolve) => setImmediate(resolve));
          await sql`select 1`.execute(trx);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toBeDefined();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // The pool drops the broken client: the shop's next query gets a new connection.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
    }
  });
});
