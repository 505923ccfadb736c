import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CartItem } from "@/domain/cart/cart-schema";
import { type FakeStripe, signStripe, startFakeStripe } from "../support/fake-stripe";
import { fireCapeItem } from "../support/fixtures";
import { orderRequest } from "../support/order-request";
import { stripeSessionEvent } from "../support/stripe-shop";

/*
 * Stripe Checkout end to end against a local stand-in of Stripe's API, driven through the real
 * SDK: order → session at the server's prices, the return routes, and the signed webhook.
 * The env is read once when the server modules load, so they are imported after it is set.
 */

const SECRET_KEY = "sk_test_fake123";
const WEBHOOK_SECRET = "whsec_test123";

// STRIPE_API_URL is set once the fake listens, and later tests change the others: all are put back.
const restoreEnv = await vi.hoisted(async () => {
  const { setEnv } = await import("../support/env");
  return setEnv({
    STRIPE_SECRET_KEY: "sk_test_fake123",
    STRIPE_WEBHOOK_SECRET: "whsec_test123",
    STRIPE_API_URL: process.env.STRIPE_API_URL,
  });
});

const dialect = process.env.TEST_DB ?? "sqlite";

// ---------------------------------------------------------------- the shop, loaded after the env

type Modules = {
  orderRoute: typeof import("@/app/api/checkout/order/route");
  orders: typeof import("@/server/orders/order-store");
  dbClient: typeof import("@/server/db/client");
  provider: typeof import("@/server/payments/stripe-provider");
  paymentProvider: typeof import("@/server/payments/payment-provider");
  webhookRoute: typeof import("@/app/api/stripe/webhook/route");
  getPaymentDataRoute: typeof import("@/app/api/stripe/getPaymentData/route");
  markAsCompletedRoute: typeof import("@/app/api/stripe/markAsCompleted/route");
};

let fake: FakeStripe;
let shop: Modules;

async function loadShop(): Promise<Modules> {
  return {
    orderRoute: await import("@/app/api/checkout/order/route"),
    orders: await import("@/server/orders/order-store"),
    dbClient: await import("@/server/db/client"),
    provider: await import("@/server/payments/stripe-provider"),
    paymentProvider: await import("@/server/payments/payment-provider"),
    webhookRoute: await import("@/app/api/stripe/webhook/route"),
    getPaymentDataRoute: await import("@/app/api/stripe/getPaymentData/route"),
    markAsCompletedRoute: await import("@/app/api/stripe/markAsCompleted/route"),
  };
}

// ---------------------------------------------------------------- helpers

const PROFILE = { email: "ada@example.com", name: "Ada Lovelace", phone: "+1 555 0100", rsn: "Zezima" };

/** A zerker fire cape whose browser prices were tampered down to 1 cent. */
const TAMPERED_FIRE_CAPE: CartItem = fireCapeItem(1);

/** $35 zerker fire cape minus the 10% site discount. */
const FIRE_CAPE_ZERKER_CENTS = 3_150;

function postOrder(items: CartItem[], expectedTotalCents: number): Promise<Response> {
  return Promise.resolve(
    shop.orderRoute.POST(orderRequest({ method: "card", items, profile: PROFILE, expectedTotalCents }), undefined),
  );
}

/** Places a card order through the order route; returns its answer and the session the fake made. */
async function placeCardOrder(items: CartItem[] = [TAMPERED_FIRE_CAPE], expectedTotalCents = FIRE_CAPE_ZERKER_CENTS) {
  const before = fake.requests.length;
  const response = await postOrder(items, expectedTotalCents);
  if (response.status !== 201) throw new Error(`order route answered ${response.status}: ${await response.text()}`);
  const placed = (await response.json()) as {
    kind: string;
    redirectUrl: string;
    totalCents: number;
    reference: string;
  };
  if (placed.kind !== "redirect") throw new Error("a card order must redirect to Stripe");
  const created = fake.requests.slice(before).filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions");
  const request = created.at(-1);
  if (!request) throw new Error("no checkout session was created");
  const session = [...fake.sessions.values()].find((s) => s.url === placed.redirectUrl);
  if (!session) throw new Error("the redirect URL is not a session of the fake");
  return { placed, request, session };
}

function getPaymentData(id: string): Promise<Response> {
  const url = `http://shop.test/api/stripe/getPaymentData?id=${encodeURIComponent(id)}`;
  return Promise.resolve(shop.getPaymentDataRoute.GET(new Request(url), undefined));
}

function markAsCompleted(stripeId: string): Promise<Response> {
  return Promise.resolve(
    shop.markAsCompletedRoute.POST(
      new Request("http://shop.test/api/stripe/markAsCompleted", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ stripeId }),
      }),
      undefined,
    ),
  );
}

function postWebhook(body: string, signature: string | null): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== null) headers["stripe-signature"] = signature;
  return Promise.resolve(
    shop.webhookRoute.POST(
      new Request("http://shop.test/api/stripe/webhook", { method: "POST", headers, body }),
      undefined,
    ),
  );
}

async function countRows(table: "outbox" | "payment_events" | "orders", where?: { column: "id"; value: string }) {
  const { db } = shop.dbClient.getDatabase();
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as("n"));
  if (where) query = query.where(where.column, "=", where.value);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

async function outboxRows() {
  const { db } = shop.dbClient.getDatabase();
  return db.selectFrom("outbox").select(["id", "to_address", "subject", "body_text"]).execute();
}

async function orderOf(providerRef: string) {
  const order = await shop.orders.getOrderByProviderRef(providerRef);
  if (!order) throw new Error(`no order for ${providerRef}`);
  return order;
}

// ---------------------------------------------------------------- tests

describe(`Stripe Checkout through the real SDK on ${dialect}`, () => {
  beforeAll(async () => {
    fake = await startFakeStripe();
    process.env.STRIPE_API_URL = fake.url;
    vi.resetModules();
    shop = await loadShop();
  });

  afterAll(async () => {
    await fake.close();
    restoreEnv();
  });

  it("creates the session at the server's prices, not the browser's", async () => {
    const gold: CartItem = {
      sku: "osrs-gold",
      name: "OSRS Gold",
      subName: "750M",
      count: 1,
      pricePer: 1,
      totalPrice: 1,
      imageSrc: "/art/gold.svg",
      config: { millions: 750 },
    };
    // 750M at $0.19/M, with no discount on gold.
    const goldCents = 14_250;
    const { placed, request, session } = await placeCardOrder(
      [TAMPERED_FIRE_CAPE, gold],
      FIRE_CAPE_ZERKER_CENTS + goldCents,
    );

    const form = request.form;
    expect(form.get("mode")).toBe("payment");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe(String(FIRE_CAPE_ZERKER_CENTS));
    expect(form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(form.get("line_items[0][quantity]")).toBe("1");
    expect(form.get("line_items[0][price_data][product_data][name]")).toMatch(/^Fire Cape \(.*Zerker.*\)$/);
    expect(form.get("line_items[1][price_data][unit_amount]")).toBe(String(goldCents));
    expect(form.has("line_items[2][price_data][unit_amount]")).toBe(false);
    expect(session.amount_total).toBe(FIRE_CAPE_ZERKER_CENTS + goldCents);
    expect(placed.totalCents).toBe(session.amount_total);

    const order = await orderOf(session.id);
    expect(order.totals.totalCents).toBe(session.amount_total);
    expect(form.get("customer_email")).toBe(PROFILE.email);
    expect(form.get("client_reference_id")).toBe(order.reference);
    expect(form.get("metadata[orderId]")).toBe(order.id);
    expect(form.get("metadata[reference]")).toBe(order.reference);
    expect(request.idempotencyKey).toBe(`order-${order.id}`);
    // Stripe fills in the literal placeholder, so it must arrive unencoded.
    expect(form.get("success_url")).toBe("http://localhost:3000/checkout?stripe_id={CHECKOUT_SESSION_ID}");
    expect(form.get("cancel_url")).toBe("http://localhost:3000/checkout?cancelled=1");
    expect(placed.redirectUrl).toBe(session.url);
    expect(placed.reference).toBe(order.reference);
  });

  it("refuses to start a payment when the browser's total is the tampered one", async () => {
    const before = fake.requests.length;
    const response = await postOrder([TAMPERED_FIRE_CAPE], 1);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: "conflict:checkout",
      totals: { totalCents: FIRE_CAPE_ZERKER_CENTS },
    });
    expect(fake.requests.length).toBe(before);
  });

  it("getPaymentData asks Stripe: unpaid → no event, paid → the purchase event, unknown id → 404", async () => {
    const { session } = await placeCardOrder();
    const outboxBefore = await countRows("outbox");

    const unpaid = await getPaymentData(session.id);
    expect(unpaid.status).toBe(200);
    expect(await unpaid.json()).toMatchObject({ fireEvent: false, status: "pending" });
    expect(await countRows("outbox")).toBe(outboxBefore);

    fake.markPaid(session.id);
    const paid = await getPaymentData(session.id);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({
      name: PROFILE.name,
      email: PROFILE.email,
      phone: PROFILE.phone,
      fireEvent: true,
      price: 31.5,
    });
    const order = await orderOf(session.id);
    expect(order.status).toBe("paid");
    expect(order.providerPaymentRef).toBe(`pi_for_${session.id}`);
    expect(await countRows("outbox")).toBe(outboxBefore + 2);

    const unknown = await getPaymentData("cs_test_does_not_exist");
    expect(unknown.status).toBe(404);
    const body = await unknown.json();
    expect(body).toEqual({ code: "not_found:payment", message: expect.any(String) });
  });

  it("verifyPayment maps Stripe's 404 (resource_missing) to unknown", async () => {
    const provider = shop.provider.createStripeProvider({ secretKey: SECRET_KEY, apiUrl: fake.url });
    const before = fake.requests.length;
    expect(await provider.verifyPayment("cs_test_missing")).toEqual({ status: "unknown" });
    const asked = fake.requests.slice(before);
    expect(asked.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /v1/checkout/sessions/cs_test_missing"]);
  });

  it("markAsCompleted records the purchase once; getPaymentData then stops firing", async () => {
    const { session } = await placeCardOrder();
    fake.markPaid(session.id);
    expect(await (await getPaymentData(session.id)).json()).toMatchObject({ fireEvent: true });

    const first = await markAsCompleted(session.id);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, recorded: true });
    const second = await markAsCompleted(session.id);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ ok: true, recorded: false });

    expect((await orderOf(session.id)).purchaseRecorded).toBe(true);
    expect(await (await getPaymentData(session.id)).json()).toMatchObject({ fireEvent: false, status: "paid" });
  });

  it("a correctly signed checkout.session.completed marks the order paid with one receipt and one notice", async () => {
    // The fake still says unpaid: the signed webhook alone is enough.
    const { session } = await placeCardOrder();
    const outbox = await outboxRows();
    const payload = stripeSessionEvent("checkout.session.completed", { id: session.id });

    const response = await postWebhook(payload, signStripe(payload));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false });

    const order = await orderOf(session.id);
    expect(order.status).toBe("paid");
    expect(order.providerPaymentRef).toBe(`pi_for_${session.id}`);
    const added = (await outboxRows()).filter((row) => !outbox.some((old) => old.id === row.id));
    expect(added).toHaveLength(2);
    expect(added.filter((row) => row.to_address === PROFILE.email)).toHaveLength(1);
    expect(added.filter((row) => row.to_address === "support@runeforge.gg")).toHaveLength(1);
    expect(added.every((row) => `${row.subject}\n${row.body_text}`.includes(order.reference))).toBe(true);
    const eventId = (JSON.parse(payload) as { id: string }).id;
    expect(await countRows("payment_events", { column: "id", value: `stripe:${eventId}` })).toBe(1);
  });

  it("refuses a tampered body, a stale signature and a missing one with 400, changing nothing", async () => {
    const { session } = await placeCardOrder();
    const other = await placeCardOrder();
    const counts = async () => [await countRows("outbox"), await countRows("payment_events")];
    const before = await counts();

    const payload = stripeSessionEvent("checkout.session.completed", { id: session.id, payment_status: "unpaid" });
    const tampered = payload.replace('"payment_status":"unpaid"', '"payment_status":"paid"');
    expect(tampered).not.toBe(payload);
    const tamperedResponse = await postWebhook(tampered, signStripe(payload));
    expect(tamperedResponse.status).toBe(400);
    expect(await tamperedResponse.json()).toEqual({ code: "bad_request:stripe-webhook", message: expect.any(String) });

    const paidPayload = stripeSessionEvent("checkout.session.completed", { id: other.session.id });
    const stale = await postWebhook(paidPayload, signStripe(paidPayload, Math.floor(Date.now() / 1000) - 301));
    expect(stale.status).toBe(400);
    expect((await postWebhook(paidPayload, null)).status).toBe(400);
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload: paidPayload, secret: "whsec_other" });
    expect((await postWebhook(paidPayload, wrongSecret)).status).toBe(400);

    expect((await orderOf(session.id)).status).toBe("pending");
    expect((await orderOf(other.session.id)).status).toBe("pending");
    expect(await counts()).toEqual(before);
  });

  it("accepts a signature up to 300 s old and refuses one 301 s old (parseStripeWebhook's clock)", () => {
    const { parseStripeWebhook } = shop.provider;
    const signedAt = 1_700_000_000;
    const payload = stripeSessionEvent("checkout.session.completed", { id: "cs_test_clock" });
    const header = signStripe(payload, signedAt);
    expect(parseStripeWebhook(payload, header, WEBHOOK_SECRET, signedAt + 300)).toMatchObject({
      kind: "payment",
      type: "checkout.session.completed",
      providerRef: "cs_test_clock",
      paymentRef: "pi_for_cs_test_clock",
      reported: { amountCents: FIRE_CAPE_ZERKER_CENTS, currency: "usd", noPaymentRequired: false },
    });
    expect(() => parseStripeWebhook(payload, header, WEBHOOK_SECRET, signedAt + 301)).toThrow(
      shop.paymentProvider.WebhookSignatureError,
    );
  });

  it("acknowledges other events and unknown sessions with 200 without changing orders", async () => {
    const { session } = await placeCardOrder();
    const outboxBefore = await countRows("outbox");

    const other = JSON.stringify({
      id: `evt_other_${Date.now()}`,
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_1", object: "customer" } },
    });
    const otherResponse = await postWebhook(other, signStripe(other));
    expect(otherResponse.status).toBe(200);
    expect(await otherResponse.json()).toEqual({ received: true, duplicate: false });

    const stranger = stripeSessionEvent("checkout.session.completed", { id: "cs_test_not_ours" });
    const strangerResponse = await postWebhook(stranger, signStripe(stranger));
    expect(strangerResponse.status).toBe(200);
    expect(await strangerResponse.json()).toEqual({ received: true, duplicate: false });

    // Completed but not yet paid (a delayed payment method): wait for async_payment_succeeded.
    const pending = stripeSessionEvent("checkout.session.completed", {
      id: session.id,
      payment_status: "unpaid",
      payment_intent: null,
    });
    expect((await postWebhook(pending, signStripe(pending))).status).toBe(200);
    expect((await orderOf(session.id)).status).toBe("pending");
    expect(await countRows("outbox")).toBe(outboxBefore);

    const expired = stripeSessionEvent("checkout.session.expired", {
      id: session.id,
      status: "expired",
      payment_status: "unpaid",
    });
    expect((await postWebhook(expired, signStripe(expired))).status).toBe(200);
    expect((await orderOf(session.id)).status).toBe("cancelled");
    expect(await countRows("outbox")).toBe(outboxBefore);
  });

  it("the same event delivered 50 times at once pays the order once: 2 emails, 1 payment_events row", async () => {
    const { session } = await placeCardOrder();
    const outboxBefore = await countRows("outbox");
    const payload = stripeSessionEvent("checkout.session.async_payment_succeeded", { id: session.id });
    const signature = signStripe(payload);

    const responses = await Promise.all(Array.from({ length: 50 }, () => postWebhook(payload, signature)));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { received: boolean; duplicate: boolean }[];
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(bodies.filter((body) => !body.duplicate)).toHaveLength(1);
    expect(bodies.filter((body) => body.duplicate)).toHaveLength(49);

    expect((await orderOf(session.id)).status).toBe("paid");
    expect(await countRows("outbox")).toBe(outboxBefore + 2);
    const eventId = (JSON.parse(payload) as { id: string }).id;
    expect(await countRows("payment_events", { column: "id", value: `stripe:${eventId}` })).toBe(1);
  });

  // Last: it reloads the server modules with no webhook secret configured.
  it("answers 404 when no webhook secret is configured (webhook-unconfigured.integ.ts: read no further, logged not at all)", async () => {
    await shop.dbClient.closeDatabase();
    delete process.env.STRIPE_WEBHOOK_SECRET;
    vi.resetModules();
    const { POST } = await import("@/app/api/stripe/webhook/route");
    const payload = stripeSessionEvent("checkout.session.completed", { id: "cs_test_1" });
    const response = await POST(
      new Request("http://shop.test/api/stripe/webhook", {
        method: "POST",
        headers: { "stripe-signature": signStripe(payload) },
        body: payload,
      }),
      undefined,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: "not_found:stripe-webhook", message: expect.any(String) });
  });
});
