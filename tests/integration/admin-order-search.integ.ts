import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { orderFilterSchema } from "@/domain/admin/order-filter";
import { exportOrdersCsv, listOrders } from "@/server/admin/orders/list-orders";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { orderPageQuery } from "@/server/db/queries/order-list";
import { seedOrder } from "./support/admin-orders";

/*
 * Issue 42 item 2: one search box finds any part of a reference, email, name, RuneScape name or
 * promo code, an amount as a whole total, and combines with the filters (ADR 0026), on this file's
 * database (TEST_DB: SQLite or PostgreSQL).
 */

const dialect = (process.env.TEST_DB ?? "sqlite") as "sqlite" | "postgres";
const day = { from: "2019-03-01", to: "2019-03-31" };

function filter(input: Record<string, string>) {
  return orderFilterSchema.parse({ ...day, ...input });
}

async function ids(q: string, extra: Record<string, string> = {}): Promise<string[]> {
  return (await listOrders(filter({ q, ...extra }), undefined, 50)).orders.map((order) => order.id);
}

describe(`order search on ${dialect}`, () => {
  let bob: { id: string; reference: string };
  let jimbob: { id: string; reference: string };
  let dave: { id: string; reference: string };
  let daveRefunded: { id: string; reference: string };
  let other: { id: string; reference: string };
  let wildcard: { id: string; reference: string };

  beforeAll(async () => {
    await ensureDatabaseReady();
    bob = await seedOrder({
      createdAt: "2019-03-01T10:00:00.000Z",
      reference: "RF-44BHK2MQ",
      email: "Bob@Shop.test",
      name: "Bob Stone",
      rsn: "Iron Bob",
      totalCents: 3_150,
    });
    jimbob = await seedOrder({
      createdAt: "2019-03-02T10:00:00.000Z",
      reference: "RF-Z9X8W7V6",
      email: "jimbob@example.com",
      name: "Jim Bobson",
      rsn: "Jimmy",
      totalCents: 1_200,
      promoCode: "SPRING10",
    });
    dave = await seedOrder({
      createdAt: "2019-03-03T10:00:00.000Z",
      reference: "RF-PQ44BHRS",
      email: "dave@example.com",
      name: "Dave Crypto",
      rsn: "Zezima",
      totalCents: 12_345,
    });
    daveRefunded = await seedOrder({
      createdAt: "2019-03-04T10:00:00.000Z",
      status: "refunded",
      reference: "RF-M2N3P4Q5",
      email: "dave.c@Example.com",
      name: "DAVE CRYPTOGRAPHER",
      rsn: "Lynx Titan",
      totalCents: 3_150,
    });
    other = await seedOrder({
      createdAt: "2019-03-05T10:00:00.000Z",
      reference: "RF-AAAABBBB",
      email: "carol@another.test",
      name: "Carol",
      rsn: "Woox",
      totalCents: 999,
    });
    wildcard = await seedOrder({
      createdAt: "2019-03-06T10:00:00.000Z",
      reference: "RF-CCCCDDDD",
      email: "under_score%50@odd.test",
      name: "Back\\Slash",
      rsn: "Percent",
      totalCents: 777,
    });
    // Outside the month: the date filter combines with search.
    await seedOrder({ createdAt: "2019-04-01T10:00:00.000Z", email: "bob@shop.test", name: "Dave Crypto" });
  });

  it("finds an email fragment, a domain and a name fragment, in any case, newest first", async () => {
    expect(await ids("bob@")).toEqual([jimbob.id, bob.id]);
    expect(await ids("BOB@SHOP")).toEqual([bob.id]);
    expect(await ids("example.com")).toEqual([daveRefunded.id, dave.id, jimbob.id]);
    expect(await ids("Dave Crypto")).toEqual([daveRefunded.id, dave.id]);
    expect(await ids("dave   crypto")).toEqual([daveRefunded.id, dave.id]);
    expect(await ids("cryptog")).toEqual([daveRefunded.id]);
  });

  it("finds a reference by its prefix, with or without RF-, and by any part of it", async () => {
    expect(await ids("RF-44BH")).toEqual([bob.id]);
    expect(await ids("rf-44bh")).toEqual([bob.id]);
    expect(await ids("44BH")).toEqual([dave.id, bob.id]);
    expect(await ids(bob.reference.toLowerCase())).toEqual([bob.id]);
  });

  it("finds a RuneScape name fragment and a promo code", async () => {
    expect(await ids("titan")).toEqual([daveRefunded.id]);
    expect(await ids("zezima")).toEqual([dave.id]);
    expect(await ids("spring")).toEqual([jimbob.id]);
    expect(await ids("SPRING10")).toEqual([jimbob.id]);
  });

  it("reads dollars as a whole total", async () => {
    expect(await ids("31.50")).toEqual([daveRefunded.id, bob.id]);
    expect(await ids("$31.5")).toEqual([daveRefunded.id, bob.id]);
    expect(await ids("$12")).toEqual([jimbob.id]);
    expect(await ids("123.45")).toEqual([dave.id]);
  });

  it("combines with the filters and the dates", async () => {
    expect(await ids("dave", { status: "refunded" })).toEqual([daveRefunded.id]);
    expect(await ids("dave", { status: "paid" })).toEqual([dave.id]);
    expect(await ids("bob@", { from: "2019-03-02", to: "2019-03-31" })).toEqual([jimbob.id]);
    expect(await ids("31.50", { status: "paid" })).toEqual([bob.id]);
  });

  it("takes wildcards and quotes as text, and finds nothing for what nobody has", async () => {
    expect(await ids("under_score%50")).toEqual([wildcard.id]);
    expect(await ids("o_e")).toEqual([]);
    expect(await ids("%%%")).toEqual([]);
    expect(await ids("k\\s")).toEqual([wildcard.id]);
    expect(await ids('"bob')).toEqual([]);
    expect(await ids("' OR 1=1 --")).toEqual([]);
    expect(await ids("nobody-has-this")).toEqual([]);
    expect(other.id).toBeTruthy();
  });

  it("pages a search with the keyset cursor", async () => {
    const first = await listOrders(filter({ q: "example.com" }), undefined, 2);
    expect(first.orders.map((order) => order.id)).toEqual([daveRefunded.id, dave.id]);
    const second = await listOrders(filter({ q: "example.com" }), first.nextCursor ?? undefined, 2);
    expect(second.orders.map((order) => order.id)).toEqual([jimbob.id]);
    expect(second.nextCursor).toBeNull();
  });

  it("exports what the search finds", async () => {
    let csv = "";
    for await (const chunk of exportOrdersCsv(filter({ q: "dave crypto" }))) csv += chunk;
    // The header and a record per order line: each seeded order has one.
    const records = csv.split(/\r?\n/).filter((record) => record !== "");
    expect(records).toHaveLength(3);
    expect(records.map((record) => record.split(",")[0]).slice(1)).toEqual([daveRefunded.reference, dave.reference]);
  });

  it("keeps the index current when an order's searchable fields change", async () => {
    const { db } = getDatabase();
    await db.updateTable("orders").set({ email: "renamed@elsewhere.test" }).where("id", "=", other.id).execute();
    expect(await ids("elsewhere")).toEqual([other.id]);
    expect(await ids("another.test")).toEqual([]);
  });

  it.runIf(dialect === "postgres")("has the trigram index on PostgreSQL", async () => {
    const { rows } = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes WHERE tablename = 'orders' AND indexname = 'orders_search_trgm_idx'
    `.execute(getDatabase().db);
    expect(rows).toHaveLength(1);
  });

  it.runIf(dialect === "sqlite")("answers the same through the trigram table as through the walk", async () => {
    const { db } = getDatabase();
    for (const q of ["bob@", "example.com", "Dave Crypto", "44bh", "titan", "spring", "under_score"]) {
      const read = (textPlan: "index" | "scan") =>
        orderPageQuery(db, { dialect: "sqlite", textPlan }, filter({ q }), null, 50)
          .execute()
          .then((rows) => rows.map((row) => row.id));
      expect(await read("scan"), q).toEqual(await read("index"));
    }
  });
});
