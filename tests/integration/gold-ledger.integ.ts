import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe";
import { openStripeShop, type StripeShop, stripeRefundEvent, stripeSessionEvent } from "../support/stripe-shop";
import { GOLD_500M_CENTS, payGoldByWebhook, placeGoldOrder as placeGoldOrderWith } from "./support/gold-orders";

/*
 * The gold stock ledger on the path money takes: a paid gold order reserves its gold once however
 * many webhooks arrive together, a refund gives it back once, an order the stock cannot cover waits
 * and is reserved when stock comes in, and nothing takes available stock below zero without an
 * owner's override, even when corrections race.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
let fake: FakeStripe;
let stripe: StripeShop;
type Ledger = typeof import("@/server/gold/gold-ledger");
let ledger: Ledger;

const placeGoldOrder = (millions = 500, totalCents = GOLD_500M_CENTS) =>
  placeGoldOrderWith(stripe, fake, millions, totalCents);
const payByWebhook = (sessionId: string, totalCents: number) => payGoldByWebhook(stripe, sessionId, totalCents);

const db = () => stripe.shop.dbClient.getDatabase().db;

async function movementsOf(orderId: string) {
  return db().selectFrom("gold_movements").selectAll().where("order_id", "=", orderId).execute();
}

async function auditCount(action: string, targetId: string) {
  const rows = await db()
    .selectFrom("audit_log")
    .select("id")
    .where("action", "=", action)
    .where("target_id", "=", targetId)
    .execute();
  return rows.length;
}

const addStock = (millions: number) =>
  ledger.addGoldStock({ tenths: millions * 10, account: "RF Mule 1", operatorId: null, now: new Date() });

describe(`the gold ledger on ${dialect}`, () => {
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = await openStripeShop(fake);
    ledger = await import("@/server/gold/gold-ledger");
    // The first call runs the migrations; the helpers below read the shared connection after it.
    await (await import("@/server/db/database")).database();
  });

  afterAll(async () => {
    await fake.close();
    stripe.restoreEnv();
  });

  // Each test starts from an empty book: the balance is global to the shop.
  beforeEach(async () => {
    await db().deleteFrom("gold_movements").execute();
    await db().deleteFrom("gold_waiting").execute();
  });

  it("20 concurrent webhooks of one paid gold order reserve its gold once", async () => {
    await addStock(2_000);
    const { session, orderId } = await placeGoldOrder();
    expect((await stripe.orderRow(session.id)).gold_tenths).toBe(5_000);

    // Ten deliveries of one event and ten different events reporting the same payment, all at once.
    const repeated = stripeSessionEvent("checkout.session.completed", {
      id: session.id,
      amount_total: GOLD_500M_CENTS,
    });
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => stripe.postWebhook(repeated)),
      ...Array.from({ length: 10 }, () => payByWebhook(session.id, GOLD_500M_CENTS)),
    ]);
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect((await stripe.orderRow(session.id)).status).toBe("paid");

    const movements = await movementsOf(orderId);
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      kind: "reserved",
      tenths: 5_000,
      reserved_tenths: 5_000,
      value_cents: GOLD_500M_CENTS,
    });
    expect(await auditCount("GOLD_RESERVED", orderId)).toBe(1);
    expect(await ledger.readGoldBalance()).toEqual({
      onHandTenths: 20_000,
      reservedTenths: 5_000,
      availableTenths: 15_000,
      waitingTenths: 0,
    });
  });

  it("a refund in full releases what the order still holds, once", async () => {
    await addStock(2_000);
    const { session, orderId } = await placeGoldOrder();
    expect((await payByWebhook(session.id, GOLD_500M_CENTS)).status).toBe(200);
    expect((await ledger.readGoldBalance()).availableTenths).toBe(15_000);

    const refund = stripeRefundEvent(`pi_for_${session.id}`, GOLD_500M_CENTS, GOLD_500M_CENTS);
    const answers = await Promise.all([
      stripe.postWebhook(refund),
      stripe.postWebhook(refund),
      stripe.postWebhook(refund),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await stripe.orderRow(session.id)).status).toBe("refunded");

    const released = (await movementsOf(orderId)).filter((movement) => movement.kind === "released");
    expect(released).toHaveLength(1);
    expect(released[0]).toMatchObject({ tenths: 5_000, reserved_tenths: -5_000, on_hand_tenths: 0 });
    expect(await ledger.readGoldBalance()).toMatchObject({
      onHandTenths: 20_000,
      reservedTenths: 0,
      availableTenths: 20_000,
    });
  });

  it("an order the stock cannot cover waits, first paid first served, and is reserved when stock comes in", async () => {
    await addStock(300);
    const first = await placeGoldOrder(500, GOLD_500M_CENTS);
    const second = await placeGoldOrder(100, 1_900);
    expect((await payByWebhook(first.session.id, first.totalCents)).status).toBe(200);
    expect((await payByWebhook(second.session.id, second.totalCents)).status).toBe(200);

    // 300M cannot cover the first; the second, though it fits, does not overtake it.
    expect(await movementsOf(first.orderId)).toHaveLength(0);
    expect(await movementsOf(second.orderId)).toHaveLength(0);
    expect(await ledger.readGoldBalance()).toMatchObject({ availableTenths: 3_000, waitingTenths: 6_000 });
    const waiting = await ledger.orderGold(db(), first.orderId, 5_000);
    expect(waiting).toMatchObject({ state: "unreserved", waiting: true });

    await addStock(400);
    expect(await ledger.readGoldBalance()).toEqual({
      onHandTenths: 7_000,
      reservedTenths: 6_000,
      availableTenths: 1_000,
      waitingTenths: 0,
    });
    expect((await movementsOf(first.orderId)).map((movement) => movement.kind)).toEqual(["reserved"]);
    expect((await movementsOf(second.orderId)).map((movement) => movement.kind)).toEqual(["reserved"]);

    // A refund of an order still waiting takes it off the queue; nothing was reserved to release.
    const third = await placeGoldOrder(500, GOLD_500M_CENTS);
    expect((await payByWebhook(third.session.id, third.totalCents)).status).toBe(200);
    expect((await ledger.readGoldBalance()).waitingTenths).toBe(5_000);
    const refund = stripeRefundEvent(`pi_for_${third.session.id}`, GOLD_500M_CENTS, GOLD_500M_CENTS);
    expect((await stripe.postWebhook(refund)).status).toBe(200);
    expect((await ledger.readGoldBalance()).waitingTenths).toBe(0);
    expect(await movementsOf(third.orderId)).toHaveLength(0);
  });

  it("refuses a movement that would take available below zero; an owner's override records it", async () => {
    await addStock(100);
    const { session } = await placeGoldOrder(100, 1_900);
    expect((await payByWebhook(session.id, 1_900)).status).toBe(200);
    await addStock(50);
    const correction = { reason: "miscounted the mule", operatorId: "op-1", now: new Date() };

    await expect(
      ledger.correctGoldStock({ ...correction, tenths: -600, override: false, mayOverride: true }),
    ).rejects.toMatchObject({ code: "conflict:gold", message: expect.stringContaining("Only 50M is available") });
    await expect(
      ledger.correctGoldStock({ ...correction, tenths: -600, override: true, mayOverride: false }),
    ).rejects.toMatchObject({ code: "forbidden:gold" });
    // Below nothing on hand, not even an owner.
    await expect(
      ledger.correctGoldStock({ ...correction, tenths: -2_000, override: true, mayOverride: true }),
    ).rejects.toMatchObject({ code: "conflict:gold" });
    expect(await ledger.readGoldBalance()).toMatchObject({ onHandTenths: 1_500, availableTenths: 500 });

    const after = await ledger.correctGoldStock({ ...correction, tenths: -600, override: true, mayOverride: true });
    expect(after).toMatchObject({ onHandTenths: 900, reservedTenths: 1_000, availableTenths: -100 });
    const audited = await db()
      .selectFrom("audit_log")
      .select("after_json")
      .where("action", "=", "GOLD_CORRECTED")
      .execute();
    expect(audited.map((row) => JSON.parse(row.after_json ?? "{}"))).toEqual([
      expect.objectContaining({ tenths: -600, override: true, reason: "miscounted the mule" }),
    ]);
  });

  it("corrections racing each other never overdraw the available stock", async () => {
    await addStock(100);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        ledger.correctGoldStock({
          tenths: -300,
          reason: "lost in a trade",
          operatorId: "op-1",
          override: false,
          mayOverride: true,
          now: new Date(),
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "conflict:gold" });
    }
    expect(await ledger.readGoldBalance()).toMatchObject({ onHandTenths: 100, availableTenths: 100 });
  });

  it("adds a player's gold once per key, and refuses hostile input", async () => {
    const { db: database } = await (await import("@/server/db/database")).database();
    const receive = () =>
      database.transaction().execute((trx) =>
        ledger.addGoldStockIn(trx, {
          kind: "bought",
          tenths: 2_500,
          account: "RF Mule 2",
          operatorId: "op-1",
          sellOrderId: "sell-1",
          valueCents: 3_000,
          key: "sell:sell-1",
          now: new Date(),
        }),
      );
    const outcomes = await Promise.all([receive(), receive(), receive()]);
    expect(outcomes.filter((outcome) => outcome.recorded)).toHaveLength(1);
    expect((await ledger.readGoldBalance()).onHandTenths).toBe(2_500);

    for (const [tenths, account] of [
      [0, "RF Mule 2"],
      [-10, "RF Mule 2"],
      [1.5, "RF Mule 2"],
      [10, "<img src=x>"],
      [10, "a".repeat(13)],
    ] as const) {
      await expect(ledger.addGoldStock({ tenths, account, operatorId: "op-1", now: new Date() })).rejects.toMatchObject(
        { code: "bad_request:gold" },
      );
    }
    expect((await ledger.readGoldBalance()).onHandTenths).toBe(2_500);
  });
});
