import { describe, expect, it } from "vitest";
import type { CartItem } from "@/domain/cart/cart-schema";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { goldPromiseSentence } from "@/domain/gold/gold-promise";
import { orderBody } from "../support/order-request";

/*
 * The gold promise from the ledger: GET /api/gold/stock answers the stock a new order can count on
 * (none while a paid order waits) with the settings the promise follows, fresh within seconds and
 * kept by no browser; the checkout's quote repeats the promise for the gold line and refuses an
 * amount above the contact limit, as placing the order does; the order keeps the promise it was
 * placed with, which its page and its receipt repeat, whatever the stock does after.
 */

const dialect = process.env.TEST_DB ?? "sqlite";

const stockRoute = await import("@/app/api/gold/stock/route");
const quoteRoute = await import("@/app/api/checkout/quote/route");
const orderRoute = await import("@/app/api/checkout/order/route");
const testPaymentRoute = await import("@/app/api/test-payment/route");
const ledger = await import("@/server/gold/gold-ledger");
const { GOLD_STOCK_REUSE_MS } = await import("@/server/gold/gold-promise");
const { trackingViewById } = await import("@/server/orders/order-tracking");
const { database } = await import("@/server/db/database");

let client = 0;
/** Each request from its own address, so the rate limiter never answers for another test. */
function from(): Record<string, string> {
  client += 1;
  return { "content-type": "application/json", "x-forwarded-for": `198.51.100.${client}` };
}

const gold = (millions: number): CartItem => buildGoldCartItem(millions);
const goldCents = (millions: number) => gold(millions).totalPrice;

async function readStock() {
  const response = await stockRoute.GET(new Request("http://shop.test/api/gold/stock"), undefined);
  return { status: response.status, cache: response.headers.get("cache-control"), body: await response.json() };
}

async function quote(items: CartItem[]) {
  const response = await quoteRoute.POST(
    new Request("http://shop.test/api/checkout/quote", {
      method: "POST",
      headers: from(),
      body: JSON.stringify({ items }),
    }),
    undefined,
  );
  return { status: response.status, body: await response.json() };
}

async function place(millions: number, method: "card" | "zelle") {
  const body = orderBody({
    method,
    items: [gold(millions)],
    expectedTotalCents: goldCents(millions),
    profile: { email: "promise.buyer@example.com", name: "Ada Lovelace", phone: "+1 555 0100", rsn: "Zezima" },
  });
  const response = await orderRoute.POST(
    new Request("http://shop.test/api/checkout/order", { method: "POST", headers: from(), body: JSON.stringify(body) }),
    undefined,
  );
  return { status: response.status, body: await response.json() };
}

async function orderRow(reference: string) {
  const { db } = await database();
  return db.selectFrom("orders").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
}

const addStock = (tenths: number) =>
  ledger.addGoldStock({ tenths, account: "RF Mule 1", operatorId: null, now: new Date() });

describe(`the gold promise from the ledger on ${dialect}`, () => {
  it("GET /api/gold/stock answers the whole millions a new order can count on and the promise's settings, fresh within seconds and stored by no browser", async () => {
    const empty = await readStock();
    expect(empty).toEqual({
      status: 200,
      cache: "no-store",
      body: { availableMillions: 0, deliveryMinutes: 15, restockHours: 0, contactAboveMillions: 20_000 },
    });
    // 1,000.5M: the page promises whole millions only.
    await addStock(10_005);
    const started = performance.now();
    // Read once per few seconds per process, not once per buyer.
    expect((await readStock()).body.availableMillions).toBe(0);
    await expect
      .poll(async () => (await readStock()).body.availableMillions, { timeout: 10_000, interval: 200 })
      .toBe(1_000);
    expect(performance.now() - started).toBeLessThan(GOLD_STOCK_REUSE_MS + 2_000);
  });

  it("the checkout's quote repeats the promise for the gold line from the ledger now, and refuses gold above the contact limit as the order does", async () => {
    expect((await quote([gold(750)])).body.goldPromise).toEqual({ kind: "in_stock", minutes: 15 });
    expect((await quote([gold(1_500)])).body.goldPromise).toEqual({ kind: "pre_order" });
    const above = await quote([gold(20_001)]);
    expect(above.status).toBe(200);
    expect(above.body.results).toEqual([
      {
        status: "refused",
        sku: "osrs-gold",
        reason: "For more than 20,000M of gold, contact us: large orders are arranged by hand.",
      },
    ]);
    expect(above.body.goldPromise).toBeUndefined();
    const refused = await place(20_001, "zelle");
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("For more than 20,000M of gold, contact us");
  });

  it("an order keeps the promise it was placed with; its page and its receipt repeat it after the stock has changed", async () => {
    const inStock = await place(750, "card");
    expect(inStock.status).toBe(201);
    const beyond = await place(1_500, "zelle");
    expect(beyond.status).toBe(201);
    const stored = await orderRow(inStock.body.reference);
    expect(JSON.parse(stored.gold_promise ?? "null")).toEqual({ kind: "in_stock", minutes: 15 });
    expect(JSON.parse((await orderRow(beyond.body.reference)).gold_promise ?? "null")).toEqual({ kind: "pre_order" });

    // Paid: its 750M are reserved, and 250M is all a new order could count on now.
    const session = new URL(inStock.body.redirectUrl, "http://shop.test").searchParams.get("session");
    const paid = await testPaymentRoute.POST(
      new Request("http://shop.test/api/test-payment", {
        method: "POST",
        headers: from(),
        body: JSON.stringify({ session, action: "pay" }),
      }),
      undefined,
    );
    expect(paid.status).toBe(200);
    expect((await quote([gold(750)])).body.goldPromise).toEqual({ kind: "pre_order" });

    const { db } = await database();
    const sentence = goldPromiseSentence({ kind: "in_stock", minutes: 15 });
    expect((await trackingViewById(db, stored.id))?.goldPromise).toBe(sentence);
    const receipt = await db
      .selectFrom("outbox")
      .select(["body_text", "body_html"])
      .where("order_id", "=", stored.id)
      .where("to_address", "=", "promise.buyer@example.com")
      .where("subject", "like", "%receipt%")
      .executeTakeFirstOrThrow();
    expect(receipt.body_text).toContain(`Your gold: ${sentence}`);
    expect(receipt.body_html).toContain("delivered in about 15 minutes after payment");
    expect((await trackingViewById(db, (await orderRow(beyond.body.reference)).id))?.goldPromise).toBe(
      goldPromiseSentence({ kind: "pre_order" }),
    );
    // An order without gold promises nothing.
    const cape = await orderRoute.POST(
      new Request("http://shop.test/api/checkout/order", {
        method: "POST",
        headers: from(),
        body: JSON.stringify(
          orderBody({ method: "zelle", profile: { email: "cape@example.com", name: "", phone: "", rsn: "" } }),
        ),
      }),
      undefined,
    );
    const capeRow = await orderRow(((await cape.json()) as { reference: string }).reference);
    expect(capeRow.gold_promise).toBeNull();
    expect((await trackingViewById(db, capeRow.id))?.goldPromise).toBeNull();
  });

  it("promises nothing from stock while a paid order waits for it", async () => {
    // 250M available; a paid 500M order waits; a new 100M order would queue behind it.
    const waiting = await place(500, "card");
    const session = new URL(waiting.body.redirectUrl, "http://shop.test").searchParams.get("session");
    await testPaymentRoute.POST(
      new Request("http://shop.test/api/test-payment", {
        method: "POST",
        headers: from(),
        body: JSON.stringify({ session, action: "pay" }),
      }),
      undefined,
    );
    expect((await ledger.readGoldBalance()).waitingTenths).toBe(5_000);
    expect((await quote([gold(100)])).body.goldPromise).toEqual({ kind: "pre_order" });
  });
});
