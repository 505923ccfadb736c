import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatUsd } from "@/domain/money/money";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe";
import {
  eventIdOf,
  FIRE_CAPE_ZERKER_CENTS,
  openStripeShop,
  SHOP_INBOX,
  type StripeShop,
  stripeDisputeEvent,
  stripeRefundEvent,
  stripeSessionEvent,
} from "../support/stripe-shop";

/*
 * Issue 12, item 4 for Stripe: charge.refunded and dispute events move an order once (linked
 * through the payment intent markOrderPaid kept), tell the shop, and never fire a purchase again.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
let fake: FakeStripe;
let stripe: StripeShop;

/** A card order paid through the return page, its purchase event recorded, as a visitor would leave it. */
async function paidCardOrder() {
  const { email, session } = await stripe.placeCardOrder();
  fake.markPaid(session.id);
  expect(await (await stripe.getPaymentData(session.id)).json()).toMatchObject({ status: "paid", fireEvent: true });
  expect(await (await stripe.markAsCompleted(session.id)).json()).toEqual({ ok: true, recorded: true });
  return { email, session, paymentIntent: `pi_for_${session.id}` };
}

async function shopNotices(email: string, prefix: string) {
  return (await stripe.outboxFor(email)).filter(
    (mail) => mail.to_address === SHOP_INBOX && mail.subject.includes(prefix),
  );
}

describe(`Stripe refunds and disputes on ${dialect}`, () => {
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = await openStripeShop(fake);
  });

  afterAll(async () => {
    await fake.close();
    stripe.restoreEnv();
  });

  describe("charge.refunded", () => {
    it("refunds the order once, tells the shop once, and never fires the purchase again", async () => {
      const { email, session, paymentIntent } = await paidCardOrder();
      const payload = stripeRefundEvent(paymentIntent, FIRE_CAPE_ZERKER_CENTS);

      expect(await (await stripe.postWebhook(payload)).json()).toEqual({ received: true, duplicate: false });
      const row = await stripe.orderRow(session.id);
      expect(row).toMatchObject({
        status: "refunded",
        refunded_cents: FIRE_CAPE_ZERKER_CENTS,
        purchase_recorded: 1,
        payment_issue: `Refunded in full: ${formatUsd(FIRE_CAPE_ZERKER_CENTS)}`,
      });
      expect(row.refunded_at).not.toBeNull();
      expect(await shopNotices(email, "Refunded order")).toEqual([
        expect.objectContaining({ subject: `[TEST] Refunded order ${row.reference}: $31.50` }),
      ]);

      expect(await (await stripe.postWebhook(payload)).json()).toEqual({ received: true, duplicate: true });
      expect(await shopNotices(email, "Refunded order")).toHaveLength(1);
      expect(await stripe.paymentEvent(eventIdOf(payload))).toHaveLength(1);

      // Stripe still calls the session paid; the shop does not.
      expect(await (await stripe.getPaymentData(session.id)).json()).toMatchObject({
        status: "refunded",
        fireEvent: false,
      });
      expect((await stripe.markAsCompleted(session.id)).status).toBe(409);
      // A late repeat of the payment event cannot make it paid again.
      await stripe.postWebhook(stripeSessionEvent("checkout.session.completed", { id: session.id }));
      expect((await stripe.orderRow(session.id)).status).toBe("refunded");
    });

    it("keeps a partly refunded order paid, notes it, and refunds it when the rest follows", async () => {
      const { email, session, paymentIntent } = await paidCardOrder();
      await stripe.postWebhook(stripeRefundEvent(paymentIntent, 500));
      expect(await stripe.orderRow(session.id)).toMatchObject({
        status: "paid",
        refunded_cents: 500,
        refunded_at: null,
        payment_issue: `Partially refunded: $5.00 of ${formatUsd(FIRE_CAPE_ZERKER_CENTS)}`,
      });
      expect(await shopNotices(email, "Partial refund")).toHaveLength(1);
      expect(await (await stripe.getPaymentData(session.id)).json()).toMatchObject({
        status: "paid",
        fireEvent: false,
      });

      await stripe.postWebhook(stripeRefundEvent(paymentIntent, FIRE_CAPE_ZERKER_CENTS));
      expect(await stripe.orderRow(session.id)).toMatchObject({
        status: "refunded",
        refunded_cents: FIRE_CAPE_ZERKER_CENTS,
      });
    });

    it("marks the shop's notice of a test order [TEST]", async () => {
      const { email, session, paymentIntent } = await paidCardOrder();
      await stripe.setTestMode(session.id);
      await stripe.postWebhook(stripeRefundEvent(paymentIntent, FIRE_CAPE_ZERKER_CENTS));
      const [notice] = await shopNotices(email, "Refunded order");
      expect(notice?.subject).toMatch(/^\[TEST\] Refunded order RF-/);
    });

    it("acknowledges a refund of a payment this shop does not know", async () => {
      const payload = stripeRefundEvent("pi_nobody_knows", 100);
      const response = await stripe.postWebhook(payload);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, duplicate: false });
      expect(await stripe.paymentEvent(eventIdOf(payload))).toHaveLength(1);
    });

    it("notes a refund of a payment that was never accepted, and leaves the order unpaid", async () => {
      const { email, session } = await stripe.placeCardOrder();
      await stripe.postWebhook(stripeSessionEvent("checkout.session.completed", { id: session.id, amount_total: 100 }));
      await stripe.postWebhook(stripeRefundEvent(`pi_for_${session.id}`, 100, 100));
      expect(await stripe.orderRow(session.id)).toMatchObject({
        status: "pending",
        payment_issue: "Refund of $1.00 reported for an order that is not paid",
      });
      expect(await shopNotices(email, "Refund reported for unpaid order")).toHaveLength(1);

      // The visitor reloads the return page: Stripe still says paid, for 100 cents. Nothing new to tell.
      fake.markPaid(session.id);
      session.amount_total = 100;
      expect(await (await stripe.getPaymentData(session.id)).json()).toMatchObject({ status: "review" });
      expect(await shopNotices(email, "Payment not accepted")).toHaveLength(1);
      expect((await stripe.orderRow(session.id)).payment_issue).toBe(
        "Refund of $1.00 reported for an order that is not paid",
      );
    });

    it("handles the same refund event delivered 20 times at once as one", async () => {
      const { email, session, paymentIntent } = await paidCardOrder();
      const payload = stripeRefundEvent(paymentIntent, FIRE_CAPE_ZERKER_CENTS);
      const responses = await Promise.all(Array.from({ length: 20 }, () => stripe.postWebhook(payload)));
      const answers = (await Promise.all(responses.map((response) => response.json()))) as { duplicate: boolean }[];
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
      expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
      expect((await stripe.orderRow(session.id)).status).toBe("refunded");
      expect(await shopNotices(email, "Refunded order")).toHaveLength(1);
    });
  });

  describe("disputes", () => {
    it("marks a paid order disputed once and tells the shop; a won dispute makes it paid again", async () => {
      const { email, session, paymentIntent } = await paidCardOrder();
      const opened = stripeDisputeEvent("charge.dispute.created", paymentIntent);
      expect(await (await stripe.postWebhook(opened)).json()).toEqual({ received: true, duplicate: false });
      const row = await stripe.orderRow(session.id);
      expect(row).toMatchObject({
        status: "disputed",
        payment_issue: `Dispute opened (fraudulent): ${formatUsd(FIRE_CAPE_ZERKER_CENTS)}`,
      });
      expect(row.disputed_at).not.toBeNull();
      expect(await shopNotices(email, "Dispute opened")).toEqual([
        expect.objectContaining({ subject: `[TEST] Dispute opened on order ${row.reference}: $31.50` }),
      ]);
      expect(await (await stripe.postWebhook(opened)).json()).toEqual({ received: true, duplicate: true });
      expect(await shopNotices(email, "Dispute opened")).toHaveLength(1);
      expect(await (await stripe.getPaymentData(session.id)).json()).toMatchObject({
        status: "disputed",
        fireEvent: false,
      });

      await stripe.postWebhook(stripeDisputeEvent("charge.dispute.closed", paymentIntent, "won"));
      expect(await stripe.orderRow(session.id)).toMatchObject({ status: "paid", payment_issue: "Dispute closed: won" });
      expect(await shopNotices(email, "Dispute won")).toHaveLength(1);
      // Its purchase was recorded before the dispute; being paid again does not fire it twice.
      expect(await (await stripe.getPaymentData(session.id)).json()).toMatchObject({
        status: "paid",
        fireEvent: false,
      });
    });

    it("keeps a lost dispute disputed, and a full refund of a disputed order makes it refunded", async () => {
      const { session, paymentIntent } = await paidCardOrder();
      await stripe.postWebhook(stripeDisputeEvent("charge.dispute.created", paymentIntent));
      await stripe.postWebhook(stripeDisputeEvent("charge.dispute.closed", paymentIntent, "lost"));
      expect(await stripe.orderRow(session.id)).toMatchObject({
        status: "disputed",
        payment_issue: "Dispute closed: lost",
      });

      await stripe.postWebhook(stripeRefundEvent(paymentIntent, FIRE_CAPE_ZERKER_CENTS));
      expect((await stripe.orderRow(session.id)).status).toBe("refunded");
      // A dispute on a refunded order is noted, the order stays refunded.
      await stripe.postWebhook(stripeDisputeEvent("charge.dispute.created", paymentIntent));
      expect((await stripe.orderRow(session.id)).status).toBe("refunded");
    });

    it("acknowledges dispute events it does not act on, like funds_withdrawn", async () => {
      const { session, paymentIntent } = await paidCardOrder();
      const payload = stripeDisputeEvent("charge.dispute.created", paymentIntent).replace(
        '"type":"charge.dispute.created"',
        '"type":"charge.dispute.funds_withdrawn"',
      );
      expect((await stripe.postWebhook(payload)).status).toBe(200);
      expect((await stripe.orderRow(session.id)).status).toBe("paid");
    });
  });
});
