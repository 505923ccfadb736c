import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe";
import { openStripeShop, type StripeShop, stripeRefundEvent } from "../support/stripe-shop";
import { GOLD_500M_CENTS, payGoldByWebhook, placeGoldOrder } from "./support/gold-orders";

/*
 * Gold traded for a paid gold order, on this file's database (TEST_DB), on the path money takes: a
 * part then the rest (the customer's view, the emails, the fulfilment step), more than is held
 * refused, operators recording at once never delivering more than was ordered, hostile input
 * refused, and a refund after a part giving back only what the order still holds.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const OPERATOR = "0f0e0d0c-0000-4000-8000-0000000000d1";
let fake: FakeStripe;
let stripe: StripeShop;
let ledger: typeof import("@/server/gold/gold-ledger");
let delivery: typeof import("@/server/orders/gold-delivery");
let tracking: typeof import("@/server/orders/order-tracking");

const db = () => stripe.shop.dbClient.getDatabase().db;

/** A 500M gold order placed and paid by the provider's webhook: its gold reserved from the stock. */
async function paidGoldOrder(): Promise<{ orderId: string; sessionId: string }> {
  const { session, orderId } = await placeGoldOrder(stripe, fake);
  expect((await payGoldByWebhook(stripe, session.id, GOLD_500M_CENTS)).status).toBe(200);
  return { orderId, sessionId: session.id };
}

const deliver = (orderId: string, millions: number, over: { account?: string; deliveredAt?: string } = {}) =>
  delivery.recordGoldDelivery({
    orderId,
    operatorId: OPERATOR,
    tenths: millions * 10,
    account: over.account ?? "RF Mule 1",
    deliveredAt: over.deliveredAt ?? new Date().toISOString(),
  });

async function deliveredOf(orderId: string) {
  return db()
    .selectFrom("gold_movements")
    .select(["tenths", "account", "happened_at"])
    .where("order_id", "=", orderId)
    .where("kind", "=", "delivered")
    .orderBy("created_at")
    .execute();
}

async function emailSubjects(orderId: string): Promise<string[]> {
  const rows = await db()
    .selectFrom("outbox")
    .select("subject")
    .where("order_id", "=", orderId)
    .where("subject", "like", "%delivered%")
    .orderBy("created_at")
    .execute();
  return rows.map((row) => row.subject.replace(/^\[TEST\] /, "").replace(/^\S+ order RF-\w+: /, ""));
}

describe(`gold delivery on ${dialect}`, () => {
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = await openStripeShop(fake);
    ledger = await import("@/server/gold/gold-ledger");
    delivery = await import("@/server/orders/gold-delivery");
    tracking = await import("@/server/orders/order-tracking");
    await (await import("@/server/db/database")).database();
  });

  afterAll(async () => {
    await fake.close();
    stripe.restoreEnv();
  });

  // The balance is global to the shop: each test starts from an empty book with 2,000M on hand.
  beforeEach(async () => {
    await db().deleteFrom("gold_movements").execute();
    await db().deleteFrom("gold_waiting").execute();
    await ledger.addGoldStock({ tenths: 20_000, account: "RF Mule 1", operatorId: null, now: new Date() });
  });

  it("delivers a part then the rest: the customer's view follows, each is emailed, the last delivers the order", async () => {
    const { orderId } = await paidGoldOrder();
    const before = await tracking.trackingViewById(db(), orderId);
    expect(before?.gold).toEqual({ orderedTenths: 5_000, deliveredTenths: 0, deliveries: [] });

    const tradedAt = new Date(Date.now() - 30_000).toISOString();
    expect(await deliver(orderId, 300, { deliveredAt: tradedAt, account: "  RF  Mule 1 " })).toEqual({
      emailed: true,
      complete: false,
    });
    const part = await tracking.trackingViewById(db(), orderId);
    expect(part?.gold).toMatchObject({ deliveredTenths: 3_000, deliveries: [{ tenths: 3_000, at: tradedAt }] });
    expect(part?.version).toBeGreaterThan(before?.version ?? 0);
    expect(part?.fulfilment).toBe("in_progress");
    expect(await ledger.orderGold(db(), orderId, 5_000)).toMatchObject({ heldTenths: 2_000, state: "reserved" });

    expect(await deliver(orderId, 200, { account: "RF Mule 2" })).toEqual({ emailed: true, complete: true });
    const full = await tracking.trackingViewById(db(), orderId);
    expect(full?.fulfilment).toBe("delivered");
    expect(full?.gold?.deliveries.map((entry) => entry.tenths)).toEqual([3_000, 2_000]);
    expect((await deliveredOf(orderId)).map((row) => row.account)).toEqual(["RF Mule 1", "RF Mule 2"]);
    expect(await ledger.readGoldBalance()).toMatchObject({ onHandTenths: 15_000, reservedTenths: 0 });
    expect(await emailSubjects(orderId)).toEqual(["300M of 500M delivered", "your gold is delivered"]);
    // The step the last part moved the order to sent no email of its own.
    const stepEmails = await db()
      .selectFrom("outbox")
      .select("subject")
      .where("order_id", "=", orderId)
      .where("subject", "like", "%: delivered")
      .execute();
    expect(stepEmails).toEqual([]);
  });

  it("refuses more than the order still holds, a time in the future, and anything once all is delivered", async () => {
    const { orderId } = await paidGoldOrder();
    await deliver(orderId, 400);
    await expect(deliver(orderId, 101)).rejects.toMatchObject({
      status: 400,
      field: "millions",
      message: "Only 100M is left to deliver on this order.",
    });
    const future = new Date(Date.now() + 10 * 60_000).toISOString();
    await expect(deliver(orderId, 100, { deliveredAt: future })).rejects.toMatchObject({ field: "deliveredAt" });
    await deliver(orderId, 100);
    await expect(deliver(orderId, 1)).rejects.toMatchObject({
      status: 400,
      message: "This order's gold is delivered in full.",
    });
    expect((await deliveredOf(orderId)).map((row) => Number(row.tenths))).toEqual([4_000, 1_000]);
  });

  it("emails nobody whose customer turned step emails off, and still delivers the order", async () => {
    const { orderId } = await paidGoldOrder();
    await db().updateTable("orders").set({ step_emails: 0 }).where("id", "=", orderId).execute();
    expect(await deliver(orderId, 500)).toEqual({ emailed: false, complete: true });
    expect(await emailSubjects(orderId)).toEqual([]);
    expect((await tracking.trackingViewById(db(), orderId))?.fulfilment).toBe("delivered");
  });

  it("refuses hostile input and orders that take no delivery, writing nothing", async () => {
    const { orderId } = await paidGoldOrder();
    for (const [tenths, account] of [
      [0, "RF Mule 1"],
      [-10, "RF Mule 1"],
      [1.5, "RF Mule 1"],
      [10, "<img src=x>"],
      [10, "a".repeat(13)],
      [10, "'; drop table orders; --"],
    ] as const) {
      await expect(
        delivery.recordGoldDelivery({
          orderId,
          operatorId: OPERATOR,
          tenths,
          account,
          deliveredAt: new Date().toISOString(),
        }),
      ).rejects.toMatchObject({ status: 400 });
    }
    await expect(deliver(crypto.randomUUID(), 10)).rejects.toMatchObject({ status: 404 });
    const fireCape = await stripe.placeCardOrder();
    const serviceOrder = await stripe.orderRow(fireCape.session.id);
    await expect(deliver(serviceOrder.id, 10)).rejects.toMatchObject({ status: 400 });
    expect(await deliveredOf(orderId)).toEqual([]);
  });

  it("operators recording at once never deliver more than was ordered", async () => {
    const { orderId } = await paidGoldOrder();
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => deliver(orderId, 200)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ status: 400, field: "millions" });
    }
    const rest = await Promise.allSettled(Array.from({ length: 4 }, () => deliver(orderId, 100)));
    expect(rest.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect((await deliveredOf(orderId)).reduce((sum, row) => sum + Number(row.tenths), 0)).toBe(5_000);
    const emails = await emailSubjects(orderId);
    expect(emails.filter((subject) => subject === "your gold is delivered")).toHaveLength(1);
    expect(await ledger.readGoldBalance()).toMatchObject({ onHandTenths: 15_000, reservedTenths: 0 });
  });

  it("a refund after a part gives back only what the order still holds, and the rest cannot be delivered", async () => {
    const { orderId, sessionId } = await paidGoldOrder();
    await deliver(orderId, 300);
    const refund = stripeRefundEvent(`pi_for_${sessionId}`, GOLD_500M_CENTS, GOLD_500M_CENTS);
    expect((await stripe.postWebhook(refund)).status).toBe(200);
    const released = await db()
      .selectFrom("gold_movements")
      .select(["tenths", "reserved_tenths"])
      .where("order_id", "=", orderId)
      .where("kind", "=", "released")
      .execute();
    expect(released.map((row) => [Number(row.tenths), Number(row.reserved_tenths)])).toEqual([[2_000, -2_000]]);
    expect(await ledger.readGoldBalance()).toMatchObject({
      onHandTenths: 17_000,
      reservedTenths: 0,
      availableTenths: 17_000,
    });
    await expect(deliver(orderId, 100)).rejects.toMatchObject({ status: 400 });
    expect((await tracking.trackingViewById(db(), orderId))?.gold?.deliveredTenths).toBe(3_000);
  });
});
