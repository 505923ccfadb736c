import { beforeAll, describe, expect, it } from "vitest";
import { customerListQuerySchema } from "@/domain/admin/customers";
import { customerEmailOfKey, customerHref, customerKey } from "@/server/admin/customers/customer-key";
import { customerView, listCustomers } from "@/server/admin/customers/customers";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { insertPromoRedemption } from "@/server/db/queries/promo-redemptions";
import { seedOrder } from "./support/admin-orders";
import { storeInboxMessage } from "./support/inbox-records";
import { seedPromo } from "./support/promo-records";

/*
 * Issue 42 item 1: customers are emails (normalised) with an order or a message; each one's
 * orders, money (live orders only), messages and promo uses added up; found by any part of an
 * email, name or RuneScape name; paged by an opaque key; no email in any address. On this file's
 * database (TEST_DB: SQLite or PostgreSQL).
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const DOMAIN = "cust42.test";

async function page(input: Record<string, string>, limit = 50) {
  return listCustomers(customerListQuerySchema.parse(input), limit);
}

describe(`customers on ${dialect}`, () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await ensureDatabaseReady();
    const promo = "CUST42OFF";
    await seedPromo({ code: promo });
    // Bob: two live orders (one paid, one refunded in part), one test order, a pending one, a promo use.
    const paid = await seedOrder({
      createdAt: "2021-05-01T10:00:00.000Z",
      email: `Bob@${DOMAIN}`,
      name: "Bob Stone",
      rsn: "Iron Bob",
      totalCents: 3_150,
      testMode: false,
      promoCode: promo,
    });
    ids.paid = paid.id;
    await insertPromoRedemption(getDatabase().db, {
      code: promo,
      orderId: paid.id,
      email: `bob@${DOMAIN}`,
      cents: 350,
      at: "2021-05-01T10:00:00.000Z",
    });
    ids.refunded = (
      await seedOrder({
        createdAt: "2021-06-01T10:00:00.000Z",
        email: ` bob@${DOMAIN.toUpperCase()} `.trim(),
        name: "Robert Stone",
        rsn: "Iron Bob",
        status: "refunded",
        totalCents: 10_000,
        refundedCents: 2_500,
        testMode: false,
      })
    ).id;
    ids.test = (
      await seedOrder({
        createdAt: "2021-07-01T10:00:00.000Z",
        email: `bob@${DOMAIN}`,
        rsn: "Iron Bob",
        totalCents: 99_900,
      })
    ).id;
    ids.pending = (
      await seedOrder({
        createdAt: "2021-08-01T10:00:00.000Z",
        email: `bob@${DOMAIN}`,
        name: "Bob Stone",
        rsn: "Iron Bob",
        status: "pending",
        totalCents: 5_000,
        testMode: false,
      })
    ).id;
    ids.bobMessage = await storeInboxMessage(`BOB@${DOMAIN}`, "Where is my cape?", "2021-08-02T10:00:00.000Z");
    // Dave: one order. Amy: only a message.
    ids.dave = (
      await seedOrder({
        createdAt: "2021-05-05T10:00:00.000Z",
        email: `dave@${DOMAIN}`,
        name: "Dave Crypto",
        rsn: "Zezima",
        testMode: false,
      })
    ).id;
    ids.amyMessage = await storeInboxMessage(`amy@${DOMAIN}`, "Do you sell quest capes?", "2021-05-03T10:00:00.000Z");
  });

  it("lists everyone with an order or a message once, alphabetically, with their figures", async () => {
    const { customers, nextAfter } = await page({ q: DOMAIN });
    expect(customers.map((customer) => customer.email)).toEqual([`amy@${DOMAIN}`, `bob@${DOMAIN}`, `dave@${DOMAIN}`]);
    expect(nextAfter).toBeNull();
    const [amy, bob, dave] = customers;
    expect(amy).toMatchObject({ orders: 0, paidCents: 0, messages: 1, promoUses: 0, name: null, lastOrderAt: null });
    expect(bob).toMatchObject({
      orders: 4,
      liveOrders: 3,
      // Live orders whose money arrived: 31.50 + 100.00 (the test order and the pending one count no money).
      paidCents: 13_150,
      refundedCents: 2_500,
      firstOrderAt: "2021-05-01T10:00:00.000Z",
      lastOrderAt: "2021-08-01T10:00:00.000Z",
      messages: 1,
      promoUses: 1,
      name: "Bob Stone",
      rsn: "Iron Bob",
    });
    expect(dave).toMatchObject({ orders: 1, paidCents: 3_150, messages: 0, name: "Dave Crypto" });
  });

  it("finds customers by any part of an email, a name or a RuneScape name", async () => {
    const emails = async (q: string) => (await page({ q })).customers.map((customer) => customer.email);
    expect(await emails("bob@")).toEqual([`bob@${DOMAIN}`]);
    expect(await emails("Dave Crypto")).toEqual([`dave@${DOMAIN}`]);
    expect(await emails("robert")).toEqual([`bob@${DOMAIN}`]);
    expect(await emails("iron b")).toEqual([`bob@${DOMAIN}`]);
    expect(await emails("zezima")).toEqual([`dave@${DOMAIN}`]);
    // A message's sender is found by their email.
    expect(await emails(`amy@${DOMAIN.slice(0, 4)}`)).toEqual([`amy@${DOMAIN}`]);
    expect(await emails("nobody-at-all")).toEqual([]);
  });

  it("pages by the last customer's opaque key, never an email", async () => {
    const first = await page({ q: DOMAIN }, 2);
    expect(first.customers.map((customer) => customer.email)).toEqual([`amy@${DOMAIN}`, `bob@${DOMAIN}`]);
    expect(first.nextAfter).not.toBeNull();
    expect(first.nextAfter).not.toContain("bob");
    expect(first.nextAfter).not.toContain("@");
    const second = await page({ q: DOMAIN, after: first.nextAfter ?? "" }, 2);
    expect(second.customers.map((customer) => customer.email)).toEqual([`dave@${DOMAIN}`]);
    expect(second.nextAfter).toBeNull();
  });

  it("makes one stable key per email that only this server reads back", async () => {
    const key = await customerKey(`bob@${DOMAIN}`);
    expect(await customerKey(`  BOB@${DOMAIN.toUpperCase()} `)).toBe(key);
    expect(key).not.toMatch(/bob|cust42|@/i);
    expect(await customerEmailOfKey(key)).toBe(`bob@${DOMAIN}`);
    expect(await customerHref(`bob@${DOMAIN}`)).toBe(`/admin/customers/${key}`);
    // A changed byte, another length, or text that is not a key: no customer.
    const flipped = `${key.slice(0, 20)}${key[20] === "A" ? "B" : "A"}${key.slice(21)}`;
    expect(await customerEmailOfKey(flipped)).toBeNull();
    expect(await customerEmailOfKey(key.slice(0, -4))).toBeNull();
    expect(await customerEmailOfKey("bob@cust42.test")).toBeNull();
  });

  it("shows one customer's orders, messages, promo uses and totals", async () => {
    const view = await customerView(await customerKey(`bob@${DOMAIN}`));
    expect(view).not.toBeNull();
    if (!view) return;
    expect(view.orders.map((order) => order.id)).toEqual([ids.pending, ids.test, ids.refunded, ids.paid]);
    expect(view.messages.map((message) => message.id)).toEqual([ids.bobMessage]);
    expect(view.promoUses).toEqual([expect.objectContaining({ code: "CUST42OFF", cents: 350, orderId: ids.paid })]);
    expect(view.summary).toMatchObject({ orders: 4, paidCents: 13_150, refundedCents: 2_500, messages: 1 });
    expect(view.names).toEqual(["Bob Stone", "Ada Lovelace", "Robert Stone"]);
    const amy = await customerView(await customerKey(`amy@${DOMAIN}`));
    expect(amy?.orders).toEqual([]);
    expect(amy?.messages.map((message) => message.id)).toEqual([ids.amyMessage]);
  });

  it("has no page for an email with nothing, nor for a key it did not make", async () => {
    expect(await customerView(await customerKey(`ghost@${DOMAIN}`))).toBeNull();
    expect(await customerView("x".repeat(60))).toBeNull();
  });
});
