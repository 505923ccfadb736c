import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setEnv } from "../support/env";
import { FakeSquare, squarePaymentEvent } from "../support/fake-square";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe";
import { fireCapeItem } from "../support/fixtures";
import { orderRequest } from "../support/order-request";
import { openStripeShop, type StripeShop, stripeSessionEvent } from "../support/stripe-shop";
import { openSquareShop, type SquareShop, squareEnv } from "./support/square-shop";

/*
 * Issue 38 item 2: a one-use promo code stays one use. An order that expires gives its code's use
 * back; its payment can still land later (Stripe's webhook or return lookup, Square's, an operator
 * marking a manual order paid). That payment takes the use again in the transaction that marks the
 * order paid, or, when the code is spent by then, still marks it paid at what was charged and flags
 * it. The invariant checked after every case (`expectTrueCount`):
 *   uses == redemptions in status used <= max_uses, and
 *   every paid order placed with the code is either counted (its redemption used) or flagged
 *   (its payment_issue names the code as over its limit), never both, never neither.
 * The demo provider pays only a pending order (a closed test payment cannot be paid), so it has no
 * late payment to test.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const OPERATOR = "0f0e0d0c-0000-4000-8000-000000000001";
/** A fire cape on a zerker account, $31.50 after the site's 10%, less the code's 10%: $28.35. */
const CHARGED_CENTS = 2_835;
const RACERS = 12;

let stripeFake: FakeStripe;
const squareFake = new FakeSquare();
let stripe: StripeShop;
let square: SquareShop;
let restoreEnv: () => void;

const server = async () => ({
  db: (await import("@/server/db/client")).getDatabase().db,
  seedPromo: (await import("./support/promo-records")).seedPromo,
  expirePendingOrders: (await import("@/server/retention/expire-pending-orders")).expirePendingOrders,
  recordManualPayment: (await import("@/server/admin/orders/record-payment")).recordManualPayment,
  orderDetail: (await import("@/server/admin/orders/order-detail")).orderDetail,
});
let shop: Awaited<ReturnType<typeof server>>;

/** One order placed with the code, and how its payment lands (a second call delivers the same again). */
type Placed = { id: string; deliver: () => Promise<unknown> };
type PaymentPath = { name: string; place: (code: string) => Promise<Placed> };

async function idOf(providerRef: string): Promise<string> {
  const row = await shop.db
    .selectFrom("orders")
    .select("id")
    .where("provider_ref", "=", providerRef)
    .executeTakeFirst();
  return row?.id ?? "";
}

/** The order route's answer, or an error carrying its message (a code refused as used up, say). */
async function placedOrThrow<T extends { response: Response; json: unknown }>(placing: Promise<T>): Promise<T> {
  const placed = await placing;
  if (placed.response.status !== 201) throw new Error(`order refused: ${JSON.stringify(placed.json)}`);
  return placed;
}

const PATHS: PaymentPath[] = [
  {
    name: "the Stripe webhook",
    async place(code) {
      const { session } = await stripe.placeCardOrder({ code, expectedTotalCents: CHARGED_CENTS });
      const payload = stripeSessionEvent("checkout.session.completed", { id: session.id, amount_total: CHARGED_CENTS });
      const deliver = async () => {
        stripeFake.markPaid(session.id);
        return (await stripe.postWebhook(payload)).json();
      };
      return { id: await idOf(session.id), deliver };
    },
  },
  {
    name: "the Stripe return lookup",
    async place(code) {
      const { session } = await stripe.placeCardOrder({ code, expectedTotalCents: CHARGED_CENTS });
      const deliver = async () => {
        stripeFake.markPaid(session.id);
        return (await stripe.getPaymentData(session.id)).json();
      };
      return { id: await idOf(session.id), deliver };
    },
  },
  {
    name: "the Square webhook",
    async place(code) {
      const placed = await placedOrThrow(square.placeSquareOrder(CHARGED_CENTS, code));
      let paymentId: string | undefined;
      const eventId = crypto.randomUUID();
      const deliver = async () => {
        paymentId ??= squareFake.pay(placed.orderId);
        const body = squarePaymentEvent({ orderId: placed.orderId, paymentId, amountCents: CHARGED_CENTS, eventId });
        return (await square.postWebhook(body)).json();
      };
      return { id: await idOf(placed.orderId), deliver };
    },
  },
  {
    name: "the Square return lookup",
    async place(code) {
      const placed = await placedOrThrow(square.placeSquareOrder(CHARGED_CENTS, code));
      let paid = false;
      const deliver = async () => {
        if (!paid) squareFake.pay(placed.orderId);
        paid = true;
        return (await square.getPaymentData(placed.orderId)).json();
      };
      return { id: await idOf(placed.orderId), deliver };
    },
  },
  {
    name: "an operator marking a manual order paid",
    async place(code) {
      const response = await stripe.shop.orderRoute.POST(
        orderRequest({
          method: "zelle",
          items: [fireCapeItem(1)],
          profile: { email: `zelle-${crypto.randomUUID()}@example.com`, name: "Ada", phone: "", rsn: "Zezima" },
          expectedTotalCents: CHARGED_CENTS,
          promoCode: code,
        }),
        undefined,
      );
      const { json } = await placedOrThrow(Promise.resolve({ response, json: await response.json() }));
      const { reference } = json as { reference: string };
      const row = await shop.db.selectFrom("orders").select("id").where("reference", "=", reference).executeTakeFirst();
      const id = row?.id ?? "";
      // A second press is refused (409) once the first has marked it paid: the same payment, not a new one.
      const deliver = () =>
        shop
          .recordManualPayment({
            orderId: id,
            operatorId: OPERATOR,
            amountCents: CHARGED_CENTS,
            paymentReference: "Z-1",
          })
          .catch((error: unknown) => error);
      return { id, deliver };
    },
  },
];

/** The expiry job's own pass, as if the pending orders were two days old: they expire and give their use back. */
async function expirePending(): Promise<void> {
  const now = new Date(Date.now() + 2 * 86_400_000);
  await shop.expirePendingOrders(shop.db, new Date(now.getTime() - 86_400_000).toISOString(), now, 500);
}

async function orderRow(id: string) {
  return shop.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** An order placed with `code` that then expired, giving its use back (the count goes down again). */
async function expiredWith(path: PaymentPath, code: string): Promise<Placed> {
  const placed = await path.place(code);
  await expirePending();
  expect((await orderRow(placed.id)).status).toBe("expired");
  return placed;
}

const flagText = (code: string) => `promo code ${code} was used up by then`;

/** The invariant in the header, with the counted and flagged orders it must come to. */
async function expectTrueCount(code: string, expected: { counted: string[]; flagged: string[] }) {
  const promo = await shop.db
    .selectFrom("promo_codes")
    .select(["uses", "max_uses"])
    .where("code", "=", code)
    .executeTakeFirstOrThrow();
  const uses = await shop.db
    .selectFrom("promo_redemptions")
    .select(["order_id", "status"])
    .where("code", "=", code)
    .execute();
  const paid = await shop.db
    .selectFrom("orders")
    .select(["id", "payment_issue"])
    .where("promo_code", "=", code)
    .where("status", "=", "paid")
    .execute();
  const counted = uses.filter((use) => use.status === "used").map((use) => use.order_id);
  const flagged = paid.filter((row) => row.payment_issue?.includes(flagText(code))).map((row) => row.id);
  expect(Number(promo.uses)).toBe(counted.length);
  expect(Number(promo.uses)).toBeLessThanOrEqual(Number(promo.max_uses));
  expect(counted.sort()).toEqual([...expected.counted].sort());
  expect(flagged.sort()).toEqual([...expected.flagged].sort());
  expect(paid.map((row) => row.id).sort()).toEqual([...expected.counted, ...expected.flagged].sort());
}

describe(`a late payment and its promo code's use on ${dialect}`, () => {
  beforeAll(async () => {
    stripeFake = await startFakeStripe();
    await squareFake.start();
    // Both providers' keys are set before any server module loads: the server reads env once.
    const restoreOuter = setEnv({ ...squareEnv(squareFake), API_RATE_LIMIT: "100000" });
    stripe = await openStripeShop(stripeFake);
    square = await openSquareShop(squareFake);
    restoreEnv = () => {
      square.restoreEnv();
      stripe.restoreEnv();
      restoreOuter();
    };
    shop = await server();
  });

  afterAll(async () => {
    await stripeFake.close();
    await squareFake.stop();
    restoreEnv();
  });

  describe.each(PATHS)("through $name", (path) => {
    it("takes the use again when the code is still free, and the same payment delivered twice counts once", async () => {
      const { code } = await shop.seedPromo({ maxUses: "1" });
      const late = await expiredWith(path, code);
      await expectTrueCount(code, { counted: [], flagged: [] });

      await late.deliver();
      await late.deliver();
      const row = await orderRow(late.id);
      expect(row).toMatchObject({ status: "paid", total_cents: CHARGED_CENTS, promo_code: code });
      expect(row.payment_issue).toMatch(/payment received after the order was expired$/);
      await expectTrueCount(code, { counted: [late.id], flagged: [] });
      expect((await shop.orderDetail(late.id)).promoOverLimit).toBe(false);
      // The code is spent now: the next order is refused it.
      await expect(path.place(code)).rejects.toThrow(/used up/);
    });

    it("pays but flags the order when another order took the use meanwhile, and the count stays 1", async () => {
      const { code } = await shop.seedPromo({ maxUses: "1" });
      const late = await expiredWith(path, code);
      const other = await path.place(code);
      await other.deliver();
      await expectTrueCount(code, { counted: [other.id], flagged: [] });

      await late.deliver();
      await late.deliver();
      const row = await orderRow(late.id);
      // Money is never refused: paid at what was charged, the code's reduction kept, and flagged.
      expect(row).toMatchObject({ status: "paid", total_cents: CHARGED_CENTS, promo_code: code, promo_cents: 315 });
      expect(row.payment_issue).toContain(flagText(code));
      expect(row.payment_issue).toContain("payment received after the order was expired");
      await expectTrueCount(code, { counted: [other.id], flagged: [late.id] });
      // The back office's order page shows it (a later refund or dispute notice may replace payment_issue; this stays).
      expect((await shop.orderDetail(late.id)).promoOverLimit).toBe(true);
      expect((await shop.orderDetail(other.id)).promoOverLimit).toBe(false);
      const notices = await shop.db
        .selectFrom("outbox")
        .select("subject")
        .where("order_id", "=", late.id)
        .where("subject", "like", `%Promo code ${code} over its limit on order ${row.reference}%`)
        .execute();
      expect(notices).toHaveLength(1);
    });

    it(`gives the one use to exactly one of ${RACERS} late payments landing at once (each delivered twice)`, async () => {
      const { code } = await shop.seedPromo({ maxUses: "1" });
      const late: Placed[] = [];
      for (let index = 0; index < RACERS; index++) late.push(await expiredWith(path, code));
      await expectTrueCount(code, { counted: [], flagged: [] });

      await Promise.all(late.flatMap((order) => [order.deliver(), order.deliver()]));
      const rows = await Promise.all(late.map((order) => orderRow(order.id)));
      expect(rows.map((row) => row.status)).toEqual(late.map(() => "paid"));
      const flagged = rows.filter((row) => row.payment_issue?.includes(flagText(code))).map((row) => row.id);
      const counted = rows.filter((row) => !flagged.includes(row.id)).map((row) => row.id);
      expect(counted).toHaveLength(1);
      await expectTrueCount(code, { counted, flagged });
    });
  });
});
