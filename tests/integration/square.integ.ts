import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/*
 * Square's checkout, return calls and webhook against a local stand-in of Square's API, through
 * the real square SDK. The server modules read env when first imported, so they are imported
 * only after the stand-in is listening and env points at it.
 */

const dialect = process.env.TEST_DB ?? "sqlite";

const ACCESS_TOKEN = "EAAAtest-square-token";
const LOCATION_ID = "LTESTLOCATION01";
const SIGNATURE_KEY = "test-square-signature-key";
const NOTIFICATION_URL = "https://shop.test/api/square/webhook";
const SHOP_INBOX = "support@runeforge.gg";
/** Fire Cape on a zerker account: $35.00 less the 10% site discount. */
const FIRE_CAPE_PAYABLE_CENTS = 3_150;

type Money = { amount: number; currency: string };
type FakeOrder = {
  id: string;
  location_id: string;
  reference_id: string;
  state: "OPEN" | "COMPLETED" | "CANCELED";
  total_money: Money;
  tenders: { id: string; type: string; payment_id: string; amount_money: Money }[];
};
type FakePayment = { id: string; order_id: string; status: string; amount_money: Money; total_money: Money };
type LinkRequest = {
  idempotency_key: string;
  order: {
    location_id: string;
    reference_id: string;
    line_items: { name: string; quantity: string; base_price_money: Money }[];
  };
  checkout_options: { redirect_url: string };
  pre_populated_data: { buyer_email: string };
};

/** A stand-in of the three Square endpoints the shop calls. */
class FakeSquare {
  readonly links: { body: LinkRequest; authorization: string | undefined; orderId: string }[] = [];
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  private readonly byIdempotencyKey = new Map<string, { id: string; orderId: string }>();
  private server: Server | undefined;
  baseUrl = "";

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => send(response, 500, { error: String(error) }));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Square takes the card: a COMPLETED payment for the order's total, as a tender of the order. */
  pay(orderId: string, options: { state?: FakeOrder["state"]; amountCents?: number } = {}): string {
    const order = this.order(orderId);
    const paymentId = `pay${randomId()}`;
    const amount_money = { amount: options.amountCents ?? order.total_money.amount, currency: "USD" };
    this.payments.set(paymentId, {
      id: paymentId,
      order_id: orderId,
      status: "COMPLETED",
      amount_money,
      total_money: amount_money,
    });
    order.tenders.push({ id: paymentId, type: "CARD", payment_id: paymentId, amount_money });
    order.state = options.state ?? "OPEN";
    return paymentId;
  }

  order(orderId: string): FakeOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`the fake has no order ${orderId}`);
    return order;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", this.baseUrl);
    const authorization = request.headers.authorization;
    if (authorization !== `Bearer ${ACCESS_TOKEN}`) {
      return send(response, 401, { errors: [{ category: "AUTHENTICATION_ERROR", code: "UNAUTHORIZED" }] });
    }
    if (request.method === "POST" && url.pathname === "/v2/online-checkout/payment-links") {
      const body = JSON.parse(await readBody(request)) as LinkRequest;
      const existing = this.byIdempotencyKey.get(body.idempotency_key);
      const link = existing ?? { id: `link${randomId()}`, orderId: `sqorder${randomId()}` };
      if (!existing) {
        this.byIdempotencyKey.set(body.idempotency_key, link);
        const total = body.order.line_items.reduce(
          (sum, line) => sum + line.base_price_money.amount * Number(line.quantity),
          0,
        );
        this.orders.set(link.orderId, {
          id: link.orderId,
          location_id: body.order.location_id,
          reference_id: body.order.reference_id,
          state: "OPEN",
          total_money: { amount: total, currency: "USD" },
          tenders: [],
        });
      }
      this.links.push({ body, authorization, orderId: link.orderId });
      return send(response, 200, {
        payment_link: {
          id: link.id,
          version: 1,
          order_id: link.orderId,
          url: `https://square.link/u/${link.id}`,
          created_at: new Date().toISOString(),
        },
      });
    }
    const orderMatch = /^\/v2\/orders\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && orderMatch?.[1]) {
      const order = this.orders.get(decodeURIComponent(orderMatch[1]));
      return order ? send(response, 200, { order }) : notFound(response);
    }
    const paymentMatch = /^\/v2\/payments\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && paymentMatch?.[1]) {
      const payment = this.payments.get(decodeURIComponent(paymentMatch[1]));
      return payment ? send(response, 200, { payment }) : notFound(response);
    }
    return notFound(response);
  }
}

function randomId(): string {
  return crypto.randomUUID().replaceAll("-", "").slice(0, 20).toUpperCase();
}

/** JSON that keeps a bigint as a plain number, as Square writes money amounts. */
function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body, (_key, value: unknown) =>
    typeof value === "bigint" ? `${value}#n` : value,
  ).replace(/"(-?\d+)#n"/g, "$1");
  response.writeHead(status, { "content-type": "application/json" });
  response.end(text);
}

function notFound(response: ServerResponse): void {
  send(response, 404, { errors: [{ category: "INVALID_REQUEST_ERROR", code: "NOT_FOUND", detail: "Not found" }] });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** As Square signs: HMAC-SHA256 of the notification URL followed by the body, in base64. */
function sign(body: string, url = NOTIFICATION_URL, key = SIGNATURE_KEY): string {
  return createHmac("sha256", key)
    .update(url + body)
    .digest("base64");
}

function paymentEvent(input: { orderId: string; paymentId: string; status?: string; type?: string; eventId?: string }) {
  return JSON.stringify({
    merchant_id: "MTESTMERCHANT",
    type: input.type ?? "payment.updated",
    event_id: input.eventId ?? crypto.randomUUID(),
    created_at: new Date().toISOString(),
    data: {
      type: "payment",
      id: input.paymentId,
      object: {
        payment: {
          id: input.paymentId,
          order_id: input.orderId,
          status: input.status ?? "COMPLETED",
          amount_money: { amount: FIRE_CAPE_PAYABLE_CENTS, currency: "USD" },
        },
      },
    },
  });
}

const fake = new FakeSquare();

type Routes = {
  placeOrder: typeof import("@/app/api/checkout/order/route").POST;
  getPaymentData: typeof import("@/app/api/square/getPaymentData/route").GET;
  markAsCompleted: typeof import("@/app/api/square/markAsCompleted/route").POST;
  webhook: typeof import("@/app/api/square/webhook/route").POST;
  getDatabase: typeof import("@/server/db/client").getDatabase;
};
let routes: Routes;

function fireCape(pricePer: number) {
  return {
    sku: "fire-cape",
    name: "Fire Cape",
    subName: "Zerker (45 Defence)",
    count: 1,
    pricePer,
    totalPrice: pricePer,
    imageSrc: "/art/fire-cape.svg",
    config: { "account-type": "zerker" },
  };
}

let buyerCounter = 0;

/** Checks out one tampered fire cape with Square through the real route; returns Square's order id. */
async function placeSquareOrder(expectedTotalCents = FIRE_CAPE_PAYABLE_CENTS) {
  buyerCounter += 1;
  const email = `square-buyer-${buyerCounter}-${randomId().toLowerCase()}@example.com`;
  const response = await routes.placeOrder(
    new Request("http://shop.test/api/checkout/order", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        cartUuid: crypto.randomUUID(),
        items: [fireCape(1)],
        profile: { email, name: "Zezima Square", phone: "+1 555 0100", rsn: "Zezima" },
        method: "square",
        acceptTerms: true,
        expectedTotalCents,
      }),
    }),
    undefined,
  );
  const json = (await response.json()) as { kind?: string; reference?: string; redirectUrl?: string };
  const link = fake.links.at(-1);
  return { response, json, email, orderId: link?.orderId ?? "", link };
}

function getPaymentData(id: string): Promise<Response> {
  return Promise.resolve(
    routes.getPaymentData(
      new Request(`http://shop.test/api/square/getPaymentData?id=${encodeURIComponent(id)}`),
      undefined,
    ),
  );
}

function markAsCompleted(squareId: string): Promise<Response> {
  return Promise.resolve(
    routes.markAsCompleted(
      new Request("http://shop.test/api/square/markAsCompleted", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ squareId }),
      }),
      undefined,
    ),
  );
}

function postWebhook(body: string, signature: string | null = sign(body)): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== null) headers["x-square-hmacsha256-signature"] = signature;
  return Promise.resolve(
    routes.webhook(
      new Request("http://127.0.0.1:3000/api/square/webhook", { method: "POST", headers, body }),
      undefined,
    ),
  );
}

async function orderRow(squareOrderId: string) {
  const { db } = routes.getDatabase();
  return db.selectFrom("orders").selectAll().where("provider_ref", "=", squareOrderId).executeTakeFirstOrThrow();
}

/** The receipt goes to the buyer and the shop's notice replies to them: both name their email. */
async function outboxFor(email: string) {
  const { db } = routes.getDatabase();
  return db
    .selectFrom("outbox")
    .select(["to_address", "reply_to", "subject"])
    .where((eb) => eb.or([eb("to_address", "=", email), eb("reply_to", "=", email)]))
    .execute();
}

async function paymentEventsFor(orderId: string) {
  const { db } = routes.getDatabase();
  return db.selectFrom("payment_events").selectAll().where("order_id", "=", orderId).execute();
}

describe(`Square checkout, return calls and webhook on ${dialect}`, () => {
  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await fake.start();
    process.env.SQUARE_ACCESS_TOKEN = ACCESS_TOKEN;
    process.env.SQUARE_LOCATION_ID = LOCATION_ID;
    process.env.SQUARE_ENVIRONMENT = "sandbox";
    process.env.SQUARE_API_URL = fake.baseUrl;
    process.env.SQUARE_WEBHOOK_SIGNATURE_KEY = SIGNATURE_KEY;
    process.env.SQUARE_WEBHOOK_URL = NOTIFICATION_URL;
    routes = {
      placeOrder: (await import("@/app/api/checkout/order/route")).POST,
      getPaymentData: (await import("@/app/api/square/getPaymentData/route")).GET,
      markAsCompleted: (await import("@/app/api/square/markAsCompleted/route")).POST,
      webhook: (await import("@/app/api/square/webhook/route")).POST,
      getDatabase: (await import("@/server/db/client")).getDatabase,
    };
  });

  afterAll(async () => {
    await fake.stop();
    vi.restoreAllMocks();
  });

  describe("placing an order", () => {
    it("sends Square the server's prices, not the browser's tampered 1 cent", async () => {
      const placed = await placeSquareOrder();
      expect(placed.response.status).toBe(201);
      expect(placed.json).toMatchObject({
        kind: "redirect",
        redirectUrl: expect.stringMatching(/^https:\/\/square\.link\/u\//),
      });
      const row = await orderRow(placed.orderId);
      const lines = JSON.parse(row.lines_json) as { name: string; subName: string }[];
      expect(placed.link?.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
      expect(placed.link?.body).toEqual({
        idempotency_key: row.id,
        order: {
          location_id: LOCATION_ID,
          reference_id: placed.json.reference,
          line_items: [
            {
              name: `${lines[0]?.name} (${lines[0]?.subName})`,
              quantity: "1",
              base_price_money: { amount: FIRE_CAPE_PAYABLE_CENTS, currency: "USD" },
            },
          ],
        },
        checkout_options: { redirect_url: "http://localhost:3000/checkout" },
        pre_populated_data: { buyer_email: placed.email },
      });
      expect(row).toMatchObject({ provider: "square", status: "pending", total_cents: FIRE_CAPE_PAYABLE_CENTS });
      expect(fake.order(placed.orderId).total_money).toEqual({ amount: FIRE_CAPE_PAYABLE_CENTS, currency: "USD" });
    });

    it("refuses a browser total of 1 cent with 409 and never asks Square for a link", async () => {
      const links = fake.links.length;
      const placed = await placeSquareOrder(1);
      expect(placed.response.status).toBe(409);
      expect(placed.json).toMatchObject({ code: "conflict:checkout", totals: { totalCents: FIRE_CAPE_PAYABLE_CENTS } });
      expect(fake.links).toHaveLength(links);
    });
  });

  describe("GET /api/square/getPaymentData", () => {
    it("answers unpaid while Square has no payment, then paid with the purchase data once it has", async () => {
      const placed = await placeSquareOrder();
      const unpaid = await getPaymentData(placed.orderId);
      expect(unpaid.status).toBe(200);
      expect(await unpaid.json()).toMatchObject({ fireEvent: false, status: "pending" });
      expect(await outboxFor(placed.email)).toHaveLength(0);

      const paymentId = fake.pay(placed.orderId);
      const paid = await getPaymentData(placed.orderId);
      expect(paid.status).toBe(200);
      expect(await paid.json()).toMatchObject({
        name: "Zezima Square",
        email: placed.email,
        phone: "+1 555 0100",
        fireEvent: true,
        price: 31.5,
        status: "paid",
      });
      expect(await orderRow(placed.orderId)).toMatchObject({ status: "paid", provider_payment_ref: paymentId });
      expect(await outboxFor(placed.email)).toHaveLength(2);
    });

    it("trusts an order Square marks COMPLETED", async () => {
      const placed = await placeSquareOrder();
      fake.pay(placed.orderId, { state: "COMPLETED" });
      expect(await (await getPaymentData(placed.orderId)).json()).toMatchObject({ fireEvent: true });
    });

    it("does not treat a Square order whose total differs from the server's as paid", async () => {
      const placed = await placeSquareOrder();
      fake.order(placed.orderId).total_money = { amount: 1, currency: "USD" };
      fake.pay(placed.orderId, { state: "COMPLETED" });
      const response = await getPaymentData(placed.orderId);
      expect(await response.json()).toMatchObject({ fireEvent: false, status: "pending" });
      expect((await orderRow(placed.orderId)).status).toBe("pending");
    });

    it("does not treat a payment short of the total as paid", async () => {
      const placed = await placeSquareOrder();
      fake.pay(placed.orderId, { amountCents: 100 });
      expect(await (await getPaymentData(placed.orderId)).json()).toMatchObject({
        fireEvent: false,
        status: "pending",
      });
    });

    it("marks the order cancelled when Square cancelled it", async () => {
      const placed = await placeSquareOrder();
      fake.order(placed.orderId).state = "CANCELED";
      expect(await (await getPaymentData(placed.orderId)).json()).toMatchObject({
        fireEvent: false,
        status: "cancelled",
      });
      expect((await orderRow(placed.orderId)).status).toBe("cancelled");
    });

    it("answers 404 JSON for an id nobody knows", async () => {
      const response = await getPaymentData("sqorderUNKNOWN123");
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: "not_found:payment", message: expect.any(String) });
    });

    it("treats Square's 404 for a stored order as not paid, not as a server error", async () => {
      const placed = await placeSquareOrder();
      fake.orders.delete(placed.orderId);
      const response = await getPaymentData(placed.orderId);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ fireEvent: false, status: "pending" });
    });
  });

  describe("POST /api/square/markAsCompleted", () => {
    it("refuses an unpaid order, then records a paid one once however often it is called", async () => {
      const placed = await placeSquareOrder();
      expect((await markAsCompleted(placed.orderId)).status).toBe(409);

      fake.pay(placed.orderId);
      expect(await (await getPaymentData(placed.orderId)).json()).toMatchObject({ fireEvent: true });
      const first = await markAsCompleted(placed.orderId);
      const second = await markAsCompleted(placed.orderId);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ ok: true, recorded: true });
      expect(second.status).toBe(200);
      expect(await second.json()).toEqual({ ok: true, recorded: false });
      expect(Number((await orderRow(placed.orderId)).purchase_recorded)).toBe(1);
      expect(await (await getPaymentData(placed.orderId)).json()).toMatchObject({ fireEvent: false, status: "paid" });
    });
  });

  describe("POST /api/square/webhook", () => {
    it("marks the order paid from a signed COMPLETED payment, queueing one receipt and one shop notice", async () => {
      const placed = await placeSquareOrder();
      const paymentId = `pay${randomId()}`;
      const body = paymentEvent({ orderId: placed.orderId, paymentId });
      const response = await postWebhook(body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, duplicate: false });

      const row = await orderRow(placed.orderId);
      expect(row).toMatchObject({ status: "paid", provider_payment_ref: paymentId });
      const emails = await outboxFor(placed.email);
      expect(emails).toHaveLength(2);
      expect(emails.filter((email) => email.to_address === placed.email)).toHaveLength(1);
      expect(emails.filter((email) => email.to_address === SHOP_INBOX)).toHaveLength(1);
      expect(await paymentEventsFor(row.id)).toHaveLength(1);

      const again = await postWebhook(body);
      expect(await again.json()).toEqual({ received: true, duplicate: true });
      expect(await outboxFor(placed.email)).toHaveLength(2);
    });

    it("acknowledges a payment that is not complete without marking anything paid", async () => {
      const placed = await placeSquareOrder();
      const body = paymentEvent({
        orderId: placed.orderId,
        paymentId: `pay${randomId()}`,
        status: "APPROVED",
        type: "payment.created",
      });
      const response = await postWebhook(body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, duplicate: false });
      expect((await orderRow(placed.orderId)).status).toBe("pending");
      expect(await outboxFor(placed.email)).toHaveLength(0);
    });

    const forgeries: [string, (body: string) => { body: string; signature: string | null }][] = [
      // Square signed an APPROVED payment; the body was changed to say COMPLETED.
      ["a tampered body", (body) => ({ body, signature: sign(body.replace('"COMPLETED"', '"APPROVED"')) })],
      ["no signature", (body) => ({ body, signature: null })],
      ["a signature made with another key", (body) => ({ body, signature: sign(body, NOTIFICATION_URL, "wrong-key") })],
      [
        "a signature over another URL",
        (body) => ({ body, signature: sign(body, "https://evil.test/api/square/webhook") }),
      ],
    ];

    it.each(forgeries)("refuses %s with 400 and changes nothing", async (_name, forge) => {
      const placed = await placeSquareOrder();
      const row = await orderRow(placed.orderId);
      const { body, signature } = forge(paymentEvent({ orderId: placed.orderId, paymentId: `pay${randomId()}` }));
      const response = await postWebhook(body, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "bad_request:square-webhook" });
      expect((await orderRow(placed.orderId)).status).toBe("pending");
      expect(await outboxFor(placed.email)).toHaveLength(0);
      expect(await paymentEventsFor(row.id)).toHaveLength(0);
    });

    it("handles the same event sent 50 times at once as one payment", async () => {
      const placed = await placeSquareOrder();
      const body = paymentEvent({ orderId: placed.orderId, paymentId: `pay${randomId()}` });
      const responses = await Promise.all(Array.from({ length: 50 }, () => postWebhook(body)));
      expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
      const results = (await Promise.all(responses.map((response) => response.json()))) as { duplicate: boolean }[];
      expect(results.filter((result) => !result.duplicate)).toHaveLength(1);

      const row = await orderRow(placed.orderId);
      expect(row.status).toBe("paid");
      expect(await outboxFor(placed.email)).toHaveLength(2);
      expect(await paymentEventsFor(row.id)).toHaveLength(1);
    });
  });
});
