import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe";
import {
  countOrders,
  FIRE_CAPE,
  FIRE_CAPE_CENTS,
  orderRequest,
  restoreShopConfig,
  type ShopRoutes,
  startShopWith,
} from "./support/shop-config";

/*
 * Item 1 of issue 12: the payment mode. The shop is restarted (its server modules reloaded) under
 * each configuration, on one database, as an operator would restart it with new keys:
 *   demo (no keys) → test keys (Stripe only) → live key (Stripe only),
 * with a local stand-in of Stripe's API. Checked in each: which methods are refused (a 400 with
 * a code, never a 500), whether orders are flagged as tests, the [TEST] mark on every email about
 * an order, and whether demo payments can still be settled.
 */

const dialect = process.env.TEST_DB ?? "sqlite";

let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
});

afterAll(async () => {
  await fake.close();
  restoreShopConfig();
});

type Placed = { kind: string; reference: string; redirectUrl?: string };

let buyer = 0;

async function place(routes: ShopRoutes, method: string) {
  buyer += 1;
  const email = `mode-buyer-${buyer}@example.com`;
  const response = await routes.order(
    orderRequest({ items: [FIRE_CAPE], method, expectedTotalCents: FIRE_CAPE_CENTS, email }),
    undefined,
  );
  return { status: response.status, body: (await response.json()) as Placed & { code?: string; message?: string } };
}

async function placeOk(routes: ShopRoutes, method: string): Promise<Placed> {
  const { status, body } = await place(routes, method);
  if (status !== 201) throw new Error(`${method} order answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

async function orderRow(routes: ShopRoutes, reference: string) {
  const { db } = routes.dbClient.getDatabase();
  return db
    .selectFrom("orders")
    .select(["id", "status", "provider", "provider_ref", "test_mode"])
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
}

/** Every queued email whose subject names the order. */
async function emailSubjects(routes: ShopRoutes, reference: string): Promise<string[]> {
  const { db } = routes.dbClient.getDatabase();
  const rows = await db.selectFrom("outbox").select(["subject"]).where("subject", "like", `%${reference}%`).execute();
  return rows.map((row) => row.subject).sort();
}

function demoSession(placed: Placed): string {
  return new URL(placed.redirectUrl ?? "", "http://shop.test").searchParams.get("session") ?? "";
}

function settleDemo(routes: ShopRoutes, session: string, action: "pay" | "cancel" = "pay") {
  return routes.testPayment(
    new Request("http://shop.test/api/test-payment", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ session, action }),
    }),
    undefined,
  );
}

function stripeReturn(routes: ShopRoutes, id: string) {
  return routes.stripeGetPaymentData(
    new Request(`http://shop.test/api/stripe/getPaymentData?id=${encodeURIComponent(id)}`),
    undefined,
  );
}

function squareReturn(routes: ShopRoutes, id: string) {
  return routes.squareGetPaymentData(
    new Request(`http://shop.test/api/square/getPaymentData?id=${encodeURIComponent(id)}`),
    undefined,
  );
}

function markAsCompleted(routes: ShopRoutes, channel: "stripe" | "square", id: string) {
  const route = channel === "square" ? routes.squareMarkAsCompleted : routes.stripeMarkAsCompleted;
  return route(
    new Request(`http://shop.test/api/${channel}/markAsCompleted`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(channel === "square" ? { squareId: id } : { stripeId: id }),
    }),
    undefined,
  );
}

const STRIPE_TEST = { STRIPE_SECRET_KEY: "sk_test_modes123" };
const STRIPE_LIVE = { STRIPE_SECRET_KEY: "sk_live_modes123" };

describe(`payment modes on ${dialect}`, () => {
  /** Demo orders placed with no keys, left pending for the later configurations to try to settle. */
  const leftPending: string[] = [];

  describe("demo (no keys)", () => {
    it("flags card, Square and manual orders as tests, and every email about them says [TEST]", async () => {
      const routes = await startShopWith({});
      const card = await placeOk(routes, "card");
      const square = await placeOk(routes, "square");
      const manual = await placeOk(routes, "crypto");
      for (const placed of [card, square, manual]) {
        expect(Number((await orderRow(routes, placed.reference)).test_mode), placed.reference).toBe(1);
      }
      expect((await orderRow(routes, card.reference)).provider).toBe("demo");
      expect((await orderRow(routes, square.reference)).provider).toBe("demo");

      expect(await emailSubjects(routes, manual.reference)).toEqual([
        `[TEST] New manual order ${manual.reference}: $31.50`,
        `[TEST] RuneForge order ${manual.reference}: how to pay`,
      ]);
      expect((await settleDemo(routes, demoSession(card))).status).toBe(200);
      expect(await emailSubjects(routes, card.reference)).toEqual([
        `[TEST] Paid order ${card.reference}: $31.50`,
        `[TEST] RuneForge receipt for order ${card.reference}`,
      ]);
      leftPending.push(demoSession(square), demoSession(await placeOk(routes, "card")));
    });

    it("returns a Square order through Square's path and routes, a card order through Stripe's", async () => {
      const routes = await startShopWith({});
      const square = demoSession(await placeOk(routes, "square"));
      const card = demoSession(await placeOk(routes, "card"));

      const squarePaid = await settleDemo(routes, square);
      expect(squarePaid.status).toBe(200);
      const { returnPath } = (await squarePaid.json()) as { returnPath: string };
      const back = new URL(returnPath, "http://shop.test");
      expect(back.pathname).toBe("/checkout");
      expect(back.searchParams.get("orderId")).toBe(square);
      expect(back.searchParams.get("transactionId")).toMatch(/^demo_pi_/);
      expect(back.searchParams.has("stripe_id")).toBe(false);
      const data = await squareReturn(routes, square);
      expect(data.status).toBe(200);
      expect(await data.json()).toMatchObject({ status: "paid", fireEvent: true });
      // Not through Stripe's route, nor Stripe's markAsCompleted.
      expect((await stripeReturn(routes, square)).status).toBe(404);
      expect((await markAsCompleted(routes, "stripe", square)).status).toBe(404);
      const completed = await markAsCompleted(routes, "square", square);
      expect(completed.status).toBe(200);
      expect(await completed.json()).toEqual({ ok: true, recorded: true });

      const cardPaid = await settleDemo(routes, card);
      expect(((await cardPaid.json()) as { returnPath: string }).returnPath).toBe(`/checkout?stripe_id=${card}`);
      expect((await stripeReturn(routes, card)).status).toBe(200);
      expect((await squareReturn(routes, card)).status).toBe(404);
    });
  });

  describe("Stripe test keys, no Square keys", () => {
    it("refuses Square with 400 bad_request:payment_method, storing nothing, even with DEMO_PAYMENTS=1", async () => {
      for (const demo of [undefined, "1"]) {
        const routes = await startShopWith({ ...STRIPE_TEST, STRIPE_API_URL: fake.url, DEMO_PAYMENTS: demo });
        const before = await countOrders(routes);
        const sessionsBefore = fake.sessions.size;
        const { status, body } = await place(routes, "square");
        expect({ status, body }, `DEMO_PAYMENTS=${demo}`).toEqual({
          status: 400,
          body: { code: "bad_request:payment_method", message: expect.stringMatching(/Square.*not available/) },
        });
        expect(await countOrders(routes)).toBe(before);
        expect(fake.sessions.size).toBe(sessionsBefore);
      }
    });

    it("sends card orders to Stripe flagged as tests; the receipt and the notice say [TEST]", async () => {
      const routes = await startShopWith({ ...STRIPE_TEST, STRIPE_API_URL: fake.url });
      const card = await placeOk(routes, "card");
      const row = await orderRow(routes, card.reference);
      expect(row).toMatchObject({ provider: "stripe", status: "pending" });
      expect(Number(row.test_mode)).toBe(1);
      expect(fake.keys.at(-1)).toBe(STRIPE_TEST.STRIPE_SECRET_KEY);

      fake.markPaid(row.provider_ref ?? "");
      expect(await (await stripeReturn(routes, row.provider_ref ?? "")).json()).toMatchObject({ status: "paid" });
      expect(await emailSubjects(routes, card.reference)).toEqual([
        `[TEST] Paid order ${card.reference}: $31.50`,
        `[TEST] RuneForge receipt for order ${card.reference}`,
      ]);

      const manual = await placeOk(routes, "zelle");
      expect(Number((await orderRow(routes, manual.reference)).test_mode)).toBe(1);
      expect(await emailSubjects(routes, manual.reference)).toEqual([
        `[TEST] New manual order ${manual.reference}: $31.50`,
        `[TEST] RuneForge order ${manual.reference}: how to pay`,
      ]);
    });

    it("no longer settles demo payments; DEMO_PAYMENTS=1 lets the ones already placed be settled", async () => {
      const [square, card] = leftPending;
      if (!square || !card) throw new Error("the demo section left no pending orders");
      let routes = await startShopWith({ ...STRIPE_TEST, STRIPE_API_URL: fake.url });
      const refused = await settleDemo(routes, square);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ code: "not_found:test-payment" });
      expect((await stripeReturn(routes, square)).status).toBe(404);
      expect((await routes.orders.getOrderByProviderRef(square))?.status).toBe("pending");

      routes = await startShopWith({ ...STRIPE_TEST, STRIPE_API_URL: fake.url, DEMO_PAYMENTS: "1" });
      expect((await settleDemo(routes, square)).status).toBe(200);
      expect((await routes.orders.getOrderByProviderRef(square))?.status).toBe("paid");
      // New orders still go to Stripe, never to the demo.
      expect((await orderRow(routes, (await placeOk(routes, "card")).reference)).provider).toBe("stripe");
    });
  });

  describe("a Stripe live key (against the stand-in)", () => {
    it("does not flag orders or mark their emails, and refuses Square and demo payments", async () => {
      const routes = await startShopWith({ ...STRIPE_LIVE, STRIPE_API_URL: fake.url });
      const card = await placeOk(routes, "card");
      const row = await orderRow(routes, card.reference);
      expect(row.provider).toBe("stripe");
      expect(Number(row.test_mode)).toBe(0);
      expect(fake.keys.at(-1)).toBe(STRIPE_LIVE.STRIPE_SECRET_KEY);
      fake.markPaid(row.provider_ref ?? "");
      expect(await (await stripeReturn(routes, row.provider_ref ?? "")).json()).toMatchObject({ status: "paid" });
      expect(await emailSubjects(routes, card.reference)).toEqual([
        `Paid order ${card.reference}: $31.50`,
        `RuneForge receipt for order ${card.reference}`,
      ]);

      const manual = await placeOk(routes, "venmo");
      expect(Number((await orderRow(routes, manual.reference)).test_mode)).toBe(0);
      expect(await emailSubjects(routes, manual.reference)).toEqual([
        `New manual order ${manual.reference}: $31.50`,
        `RuneForge order ${manual.reference}: how to pay`,
      ]);

      expect((await place(routes, "square")).body.code).toBe("bad_request:payment_method");
      const [, pendingDemo] = leftPending;
      expect((await settleDemo(routes, pendingDemo ?? "")).status).toBe(404);
      expect((await stripeReturn(routes, pendingDemo ?? "")).status).toBe(404);
    });
  });
});
