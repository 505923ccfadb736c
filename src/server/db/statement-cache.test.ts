import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { withStatementCache } from "./statement-cache";

type Db = { items: { id: number; name: string } };

const open: SQLite.Database[] = [];

function database(size?: number) {
  const sqlite = new SQLite(":memory:");
  open.push(sqlite);
  let prepared = 0;
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((text: string) => {
    prepared += 1;
    return prepare(text);
  }) as typeof sqlite.prepare;
  const cached = withStatementCache(sqlite, size);
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: cached }) });
  return { db, cached, prepared: () => prepared };
}

afterEach(() => {
  for (const sqlite of open.splice(0)) if (sqlite.open) sqlite.close();
});

describe("withStatementCache", () => {
  it("prepares a query's SQL once and answers the right rows each time", async () => {
    const { db, prepared } = database();
    await db.schema
      .createTable("items")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("name", "text")
      .execute();
    for (const [id, name] of [
      [1, "gold"],
      [2, "quest"],
      [3, "skill"],
    ] as const) {
      await db.insertInto("items").values({ id, name }).execute();
    }
    const before = prepared();
    const names = [];
    for (const id of [1, 2, 3]) {
      names.push((await db.selectFrom("items").select("name").where("id", "=", id).executeTakeFirst())?.name);
    }
    expect(names).toEqual(["gold", "quest", "skill"]);
    expect(prepared() - before).toBe(1);
  });

  it("keeps at most its size, dropping the least recently used statement", async () => {
    const { db, cached, prepared } = database(2);
    const one = () => sql`select 1 as n`.execute(db);
    const two = () => sql`select 2 as n`.execute(db);
    const three = () => sql`select 3 as n`.execute(db);
    await one();
    await two();
    await one(); // one is now the most recent
    await three(); // drops two
    expect(cached.cachedStatements()).toBe(2);
    const before = prepared();
    await one();
    expect(prepared()).toBe(before);
    await two();
    expect(prepared()).toBe(before + 1);
  });

  it("sees a column a migration added after the statement was kept", async () => {
    const { db } = database();
    await sql`create table t (a integer)`.execute(db);
    await sql`insert into t (a) values (1)`.execute(db);
    const read = async () => (await sql<Record<string, unknown>>`select * from t`.execute(db)).rows[0];
    expect(await read()).toEqual({ a: 1 });
    await sql`alter table t add column b text default 'x'`.execute(db);
    expect(await read()).toEqual({ a: 1, b: "x" });
  });

  it("runs a streamed query to its end before the same statement is used again", async () => {
    const { db } = database();
    await sql`create table s (a integer)`.execute(db);
    for (const a of [1, 2, 3]) await sql`insert into s (a) values (${a})`.execute(db);
    const query = db.selectFrom("s" as never).select(sql<number>`a`.as("a"));
    const streamed: number[] = [];
    const again = query.execute();
    for await (const row of query.stream()) streamed.push((row as { a: number }).a);
    expect(streamed).toEqual([1, 2, 3]);
    expect((await again).length).toBe(3);
  });

  it("closes the database", () => {
    const { cached } = database();
    cached.close();
    expect(open[0]?.open).toBe(false);
  });
});
