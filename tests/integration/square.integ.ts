import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatUsd } from "@/domain/money/money";
import {
  FakeSquare,
  randomSquareId,
  SQUARE_ACCESS_TOKEN,
  SQUARE_LOCATION_ID,
  SQUARE_NOTIFICATION_URL,
  signSquare,
  squarePaymentEvent,
} from "../support/fake-square";
import { FIRE_CAPE_PAYABLE_CENTS, openSquareShop, SHOP_INBOX, type SquareShop } from "./support/square-shop";

/*
 * Square's checkout, return calls and webhook against a local stand-in of Square's API, through
 * the real square SDK. The server modules read env when first imported, so they are imported
 * only after the stand-in is listening and env points at it.
 */

const dialect = process.env.TEST_DB ?? "sqlite";

function paymentEvent(input: { orderId: string; paymentId: string; status?: string; type?: string; eventId?: string }) {
  return squarePaymentEvent({ amountCents: FIRE_CAPE_PAYABLE_CENTS, ...input });
}

const fake = new FakeSquare();
let shop: SquareShop;
const placeSquareOrder = (expectedTotalCents?: number) => shop.placeSquareOrder(expectedTotalCents);
const getPaymentData = (id: string) => shop.getPaymentData(id);
const markAsCompleted = (id: string) => shop.markAsCompleted(id);
const postWebhook = (body: string, signature?: string | null) => shop.postWebhook(body, signature);
const orderRow = (id: string) => shop.orderRow(id);
const outboxFor = (email: string) => shop.outboxFor(email);
const paymentEventsFor = (id: string) => shop.paymentEventsFor(id);

describe(`Square checkout, return calls and webhook on ${dialect}`, () => {
  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await fake.start();
    shop = await openSquareShop(fake);
  });

  afterAll(async () => {
    await fake.stop();
    shop.restoreEnv();
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
      expect(placed.link?.authorization).toBe(`Bearer ${SQUARE_ACCESS_TOKEN}`);
      expect(placed.link?.body).toEqual({
        idempotency_key: row.id,
        order: {
          location_id: SQUARE_LOCATION_ID,
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

    it("does not treat a Square order whose total differs from the server's as paid, and says why", async () => {
      const placed = await placeSquareOrder();
      fake.order(placed.orderId).total_money = { amount: 1, currency: "USD" };
      fake.pay(placed.orderId, { state: "COMPLETED" });
      const response = await getPaymentData(placed.orderId);
      expect(await response.json()).toMatchObject({ fireEvent: false, status: "review" });
      expect(await orderRow(placed.orderId)).toMatchObject({
        status: "pending",
        payment_issue: `Square reported $0.01, order total ${formatUsd(FIRE_CAPE_PAYABLE_CENTS)}`,
      });
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
      const paymentId = `pay${randomSquareId()}`;
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
        paymentId: `pay${randomSquareId()}`,
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
      ["a tampered body", (body) => ({ body, signature: signSquare(body.replace('"COMPLETED"', '"APPROVED"')) })],
      ["no signature", (body) => ({ body, signature: null })],
      [
        "a signature made with another key",
        (body) => ({ body, signature: signSquare(body, SQUARE_NOTIFICATION_URL, "wrong-key") }),
      ],
      [
        "a signature over another URL",
        (body) => ({ body, signature: signSquare(body, "https://evil.test/api/square/webhook") }),
      ],
    ];

    it.each(forgeries)("refuses %s with 400 and changes nothing", async (_name, forge) => {
      const placed = await placeSquareOrder();
      const row = await orderRow(placed.orderId);
      const { body, signature } = forge(paymentEvent({ orderId: placed.orderId, paymentId: `pay${randomSquareId()}` }));
      const response = await postWebhook(body, signature);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "bad_request:square-webhook" });
      expect((await orderRow(placed.orderId)).status).toBe("pending");
      expect(await outboxFor(placed.email)).toHaveLength(0);
      expect(await paymentEventsFor(row.id)).toHaveLength(0);
    });

    it("handles the same event sent 50 times at once as one payment", async () => {
      const placed = await placeSquareOrder();
      const body = paymentEvent({ orderId: placed.orderId, paymentId: `pay${randomSquareId()}` });
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
