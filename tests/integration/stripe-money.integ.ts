import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "@/domain/money/currency-format";
import { formatUsd } from "@/domain/money/money";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe";
import {
  eventIdOf,
  FIRE_CAPE_ZERKER_CENTS,
  openStripeShop,
  SHOP_INBOX,
  type StripeShop,
  stripeSessionEvent,
} from "../support/stripe-shop";

/*
 * Issue 12, items 2 and 4 for Stripe payments: the webhook and the return lookup both compare the
 * money Stripe reports with the stored order before it counts as paid, and money that arrives for
 * an expired or cancelled order still pays it, once.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
let fake: FakeStripe;
let stripe: StripeShop;

const TOTAL = `order total ${formatUsd(FIRE_CAPE_ZERKER_CENTS)}`;

describe(`Stripe money checks on ${dialect}`, () => {
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = await openStripeShop(fake);
  });

  afterAll(async () => {
    await fake.close();
    stripe.restoreEnv();
  });

  describe("the webhook", () => {
    const wrong: [string, Record<string, unknown>, string][] = [
      ["a smaller amount", { amount_total: 100 }, `Stripe reported $1.00, ${TOTAL}`],
      [
        "another currency",
        { currency: "eur" },
        `Stripe reported ${formatMoney(FIRE_CAPE_ZERKER_CENTS, "EUR")}, ${TOTAL}`,
      ],
      ["no amount", { amount_total: null }, `Stripe reported no valid amount, ${TOTAL}`],
      [
        "no_payment_required on a non-zero order",
        { payment_status: "no_payment_required", amount_total: 0 },
        `Stripe reported no payment required, ${TOTAL}`,
      ],
    ];

    it.each(wrong)(
      "leaves the order unpaid for %s, records why, and tells the shop once",
      async (_name, change, reason) => {
        const { email, session } = await stripe.placeCardOrder();
        const payload = stripeSessionEvent("checkout.session.completed", { id: session.id, ...change });

        const response = await stripe.postWebhook(payload);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ received: true, duplicate: false });
        const row = await stripe.orderRow(session.id);
        expect(row).toMatchObject({ status: "pending", paid_at: null, payment_issue: reason });
        expect(await stripe.paymentEvent(eventIdOf(payload))).toHaveLength(1);
        const emails = await stripe.outboxFor(email);
        expect(emails).toHaveLength(1);
        expect(emails[0]).toMatchObject({
          to_address: SHOP_INBOX,
          subject: `[TEST] Payment not accepted for order ${row.reference}`,
        });
        expect(emails[0]?.body_text).toContain(reason);

        // Stripe retries the same event: it is recorded once and the shop is not told again.
        const again = await stripe.postWebhook(payload);
        expect(await again.json()).toEqual({ received: true, duplicate: true });
        expect(await stripe.outboxFor(email)).toHaveLength(1);
        expect(await stripe.paymentEvent(eventIdOf(payload))).toHaveLength(1);
      },
    );

    it("pays an order whose stored total is zero when Stripe reports no_payment_required", async () => {
      // Zero-total orders cannot be placed through checkout (minimum order), so one is stored directly.
      const id = crypto.randomUUID();
      const sessionId = `cs_test_zero_${id.slice(0, 8)}`;
      const email = `zero-${id.slice(0, 8)}@example.com`;
      await stripe.shop.orders.createOrder(
        {
          id,
          reference: `RF-Z${id.slice(0, 7).toUpperCase()}`,
          email,
          name: "Zero",
          phone: "",
          rsn: "",
          method: "card",
          provider: "stripe",
          cartUuid: crypto.randomUUID(),
          lines: [],
          totals: { subtotalCents: 0, discountCents: 0, totalCents: 0 },
          testMode: false,
          catalogueVersion: null,
        },
        new Date(),
      );
      await stripe.shop.orders.setOrderProviderRef(id, sessionId, new Date());
      const payload = stripeSessionEvent("checkout.session.completed", {
        id: sessionId,
        payment_status: "no_payment_required",
        payment_intent: null,
        amount_total: 0,
      });
      expect((await stripe.postWebhook(payload)).status).toBe(200);
      expect(await stripe.orderRow(sessionId)).toMatchObject({ status: "paid", payment_issue: null });
    });
  });

  describe("the return lookup", () => {
    it("asks Stripe for the total after a promo code, and marks the order paid when Stripe takes it", async () => {
      // Imported here: the promo service reads env when first loaded, after the shop set it.
      const { seedPromo } = await import("./support/promo-records");
      const { code } = await seedPromo({ amount: "10" });
      // $31.50 less 10%: $3.15 off.
      const { session } = await stripe.placeCardOrder({ code, expectedTotalCents: 2_835 });
      expect(session.amount_total).toBe(2_835);
      fake.markPaid(session.id);
      expect(await (await stripe.getPaymentData(session.id)).json()).toMatchObject({ status: "paid" });
      expect(await stripe.orderRow(session.id)).toMatchObject({ status: "paid", payment_issue: null });
    });

    it("does not mark paid a session Stripe says is paid for another amount; the page says review", async () => {
      const { email, session } = await stripe.placeCardOrder();
      fake.markPaid(session.id);
      session.amount_total = 100;

      const first = await stripe.getPaymentData(session.id);
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject({ status: "review", fireEvent: false });
      expect(await stripe.orderRow(session.id)).toMatchObject({
        status: "pending",
        payment_issue: `Stripe reported $1.00, ${TOTAL}`,
        provider_payment_ref: `pi_for_${session.id}`,
      });
      // The return page polls; the shop hears about it once.
      await stripe.getPaymentData(session.id);
      await stripe.getPaymentData(session.id);
      expect(await stripe.outboxFor(email)).toHaveLength(1);
      expect((await stripe.markAsCompleted(session.id)).status).toBe(409);
    });

    it("does not count no_payment_required as paid for a non-zero order", async () => {
      const { session } = await stripe.placeCardOrder();
      Object.assign(session, { status: "complete", payment_status: "no_payment_required", amount_total: 0 });
      expect(await (await stripe.getPaymentData(session.id)).json()).toMatchObject({ status: "review" });
      expect(await stripe.orderRow(session.id)).toMatchObject({
        status: "pending",
        payment_issue: `Stripe reported no payment required, ${TOTAL}`,
      });
    });
  });

  describe("a payment for an order that has since closed", () => {
    it.each(["expired", "cancelled"] as const)(
      "still marks a %s order paid through the webhook, notes it and tells the shop",
      async (closed) => {
        const { email, session } = await stripe.placeCardOrder();
        await stripe.setStatus(session.id, closed);
        const payload = stripeSessionEvent("checkout.session.async_payment_succeeded", { id: session.id });

        expect(await (await stripe.postWebhook(payload)).json()).toEqual({ received: true, duplicate: false });
        const row = await stripe.orderRow(session.id);
        expect(row).toMatchObject({
          status: "paid",
          payment_issue: `Stripe payment received after the order was ${closed}`,
          provider_payment_ref: `pi_for_${session.id}`,
        });
        const emails = await stripe.outboxFor(email);
        expect(emails.map((mail) => mail.to_address).sort()).toEqual([SHOP_INBOX, SHOP_INBOX, email].sort());
        expect(emails.map((mail) => mail.subject)).toContain(
          `[TEST] Late payment for ${closed} order ${row.reference}: $31.50`,
        );

        expect(await (await stripe.postWebhook(payload)).json()).toEqual({ received: true, duplicate: true });
        expect(await stripe.outboxFor(email)).toHaveLength(3);
      },
    );

    it("still marks an expired order paid through the return lookup, and fires the purchase once", async () => {
      const { email, session } = await stripe.placeCardOrder();
      await stripe.setStatus(session.id, "expired");
      fake.markPaid(session.id);

      expect(await (await stripe.getPaymentData(session.id)).json()).toMatchObject({ status: "paid", fireEvent: true });
      expect(await stripe.orderRow(session.id)).toMatchObject({
        status: "paid",
        payment_issue: "Stripe payment received after the order was expired",
      });
      expect(await stripe.outboxFor(email)).toHaveLength(3);
      expect(await (await stripe.markAsCompleted(session.id)).json()).toEqual({ ok: true, recorded: true });
      expect(await (await stripe.getPaymentData(session.id)).json()).toMatchObject({
        status: "paid",
        fireEvent: false,
      });
    });

    it("never moves a paid order back: a later expiry event leaves it paid", async () => {
      const { session } = await stripe.placeCardOrder();
      await stripe.postWebhook(stripeSessionEvent("checkout.session.completed", { id: session.id }));
      const expired = stripeSessionEvent("checkout.session.expired", {
        id: session.id,
        status: "expired",
        payment_status: "unpaid",
      });
      expect((await stripe.postWebhook(expired)).status).toBe(200);
      expect((await stripe.orderRow(session.id)).status).toBe("paid");
    });
  });

  describe("at the same moment", () => {
    it("fulfils once when the webhook races the return lookup", async () => {
      const { email, session } = await stripe.placeCardOrder();
      fake.markPaid(session.id);
      const payload = stripeSessionEvent("checkout.session.completed", { id: session.id });

      const [webhooks, lookups] = await Promise.all([
        Promise.all(Array.from({ length: 5 }, () => stripe.postWebhook(payload))),
        Promise.all(Array.from({ length: 5 }, () => stripe.getPaymentData(session.id))),
      ]);
      expect([...webhooks, ...lookups].map((response) => response.status)).toEqual(Array(10).fill(200));
      expect((await stripe.orderRow(session.id)).status).toBe("paid");
      // One receipt and one shop notice, whichever path won.
      expect(await stripe.outboxFor(email)).toHaveLength(2);
      expect(await stripe.paymentEvent(eventIdOf(payload))).toHaveLength(1);
    });

    it("fulfils a late payment once when the webhook races the return lookup", async () => {
      const { email, session } = await stripe.placeCardOrder();
      await stripe.setStatus(session.id, "expired");
      fake.markPaid(session.id);
      const payload = stripeSessionEvent("checkout.session.completed", { id: session.id });

      await Promise.all([
        ...Array.from({ length: 5 }, () => stripe.postWebhook(payload)),
        ...Array.from({ length: 5 }, () => stripe.getPaymentData(session.id)),
      ]);
      expect((await stripe.orderRow(session.id)).status).toBe("paid");
      expect(await stripe.outboxFor(email)).toHaveLength(3);
    });
  });
});
