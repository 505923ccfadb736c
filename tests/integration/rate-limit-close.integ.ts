import { afterEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/cart/saveCartData/route";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { closeDatabase, getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";

/*
 * The API rate limit keeps its counts in memory and writes them on a timer (ADR 0017). Closing the
 * database (tests between databases, a server shutting down) writes what is pending first, so the
 * timer has nothing left to write: it used to reopen the connection a moment later and, in the
 * PostgreSQL tests, reach a database the file had already dropped. (The hook also stops the timer,
 * for a last write that fails; nothing here can make a write fail on purpose, so that part is not
 * asserted.)
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const ROUTE_KEY = "api:/api/cart/saveCartData:%";

await ensureDatabaseReady();

async function countedHits(): Promise<number> {
  const rows = await getDatabase()
    .db.selectFrom("rate_limits")
    .select("count")
    .where("key", "like", ROUTE_KEY)
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
}

function saveCart(): Promise<Response> {
  return Promise.resolve(
    POST(
      new Request("http://shop.test/api/cart/saveCartData", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ uuid: crypto.randomUUID(), cart: JSON.stringify([buildGoldCartItem(750)]), email: "" }),
      }),
      undefined,
    ),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe(`the API rate limit when the database closes, on ${dialect}`, () => {
  it("writes the counts still in memory before the close", async () => {
    await getDatabase().db.deleteFrom("rate_limits").execute();
    // The limiter's write timer cannot fire on its own: only the close can write these hits.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    for (let index = 0; index < 3; index++) expect((await saveCart()).status).toBe(200);

    await closeDatabase();
    expect(await countedHits()).toBe(3);
  });
});
