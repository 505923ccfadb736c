import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setEnv } from "../support/env";
import {
  type FakeStripe,
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  startFakeStripe,
} from "../support/fake-stripe";
import { seedManualOrder, seedOrder } from "./support/admin-orders";
import { loadRefundShop, REFUND_TOTAL_CENTS, type RefundShop, refundHelpers } from "./support/refund-shop";

/*
 * Cancels with their refund in one step, and refunds of manual orders recorded by hand: what
 * the customer is told, and that money moves exactly once when operators race, on this file's
 * database. Stripe is the stand-in over HTTP; a manual order calls no provider.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const OPERATOR = "0f0e0d0c-0000-4000-8000-000000000001";
const OTHER = "0f0e0d0c-0000-4000-8000-000000000002";
const TOTAL = REFUND_TOTAL_CENTS;
const ZELLE = { sentBy: "Zelle", reference: "ZL-7781" };

let stripe: FakeStripe;
let restoreEnv: () => void;
let shop: RefundShop;
const { refused, warmConnections, orderRow, refundRows } = refundHelpers(() => shop);

async function stripeOrder() {
  const paymentIntent = `pi_cancel_${crypto.randomUUID().replaceAll("-", "")}`;
  stripe.addCharge(paymentIntent, TOTAL);
  const order = await seedOrder({ provider: "stripe", method: "card", paymentRef: paymentIntent });
  return { ...order, paymentIntent };
}

/** A Zelle order marked paid by an operator, as the back office leaves it. */
async function paidZelleOrder() {
  const { id } = await seedManualOrder();
  await shop.recordManualPayment({
    orderId: id,
    operatorId: OPERATOR,
    amountCents: TOTAL,
    paymentReference: "ZL-IN-1",
  });
  return id;
}

async function emailsTo(id: string) {
  const rows = await shop
    .getDatabase()
    .db.selectFrom("outbox")
    .select(["to_address", "subject", "body_text", "body_html"])
    .where("order_id", "=", id)
    .where("to_address", "=", "ada@example.com")
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({ subject: row.subject.replace(/ RF-\w+/, ""), text: row.body_text, html: row.body_html }));
}

function refundCalls(paymentIntent: string) {
  return stripe.requests.filter(
    (request) => request.path === "/v1/refunds" && request.form.get("payment_intent") === paymentIntent,
  );
}

describe(`cancels and manual refunds on ${dialect}`, () => {
  beforeAll(async () => {
    stripe = await startFakeStripe();
    restoreEnv = setEnv({
      STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    shop = await loadRefundShop();
  });

  afterAll(async () => {
    await stripe.close();
    restoreEnv();
  });

  describe("a paid card order cancelled", () => {
    it("refunds in full and cancels in one step; the customer gets one email with the amount, the reason and what next", async () => {
      const { id, paymentIntent } = await stripeOrder();
      const before = await orderRow(id);
      const detail = await shop.cancelOrder({
        orderId: id,
        operatorId: OPERATOR,
        role: "owner",
        refund: "full",
        reason: "Out of stock",
      });
      expect(detail).toMatchObject({
        status: "refunded",
        fulfilment: "cancelled",
        refundedCents: TOTAL,
        refundableCents: 0,
      });
      expect(refundCalls(paymentIntent).map((call) => call.form.get("amount"))).toEqual([String(TOTAL)]);
      const row = await orderRow(id);
      expect(Number(row.tracking_version)).toBeGreaterThan(Number(before.tracking_version));
      expect(row.refund_pending_cents).toBe(0);
      const told = await emailsTo(id);
      expect(told.map((email) => email.subject)).toEqual(["[TEST] RuneForge order: cancelled, $31.50 refunded"]);
      expect(told[0]?.text).toContain("We refunded all you paid: $31.50.");
      expect(told[0]?.text).toContain("Why: Out of stock");
      expect(told[0]?.text).toContain("5 to 10 business days");
      expect(told[0]?.text).toContain("Work on this order has stopped.");
      expect(told[0]?.html).toContain("Why: Out of stock");
      // "Resend receipt" on the refunded order says what was paid and what went back.
      const { resendReceipt } = await import("@/server/admin/orders/order-actions");
      await resendReceipt({ orderId: id, operatorId: OPERATOR });
      const receipt = (await emailsTo(id)).find((email) => email.subject.includes("receipt"));
      expect(receipt?.text).toContain("We received your payment of $31.50, and have refunded all of it ($31.50).");
      expect(receipt?.text).toContain("Refunded: −$31.50");
      expect(receipt?.html).toContain("Refunded: −$31.50");
      const actions = (await shop.auditOf(shop.getDatabase().db, "order", id)).map((entry) => entry.action);
      expect(actions).toEqual(expect.arrayContaining(["ORDER_REFUNDED", "ORDER_STATUS_SET", "ORDER_CANCELLED"]));
    });

    it("refunds part and keeps the rest paid; or cancels with no refund at all", async () => {
      const part = await stripeOrder();
      const detail = await shop.cancelOrder({
        orderId: part.id,
        operatorId: OPERATOR,
        role: "owner",
        refund: 1_000,
        reason: "Half done",
      });
      expect(detail).toMatchObject({ status: "paid", fulfilment: "cancelled", refundedCents: 1_000 });
      expect((await emailsTo(part.id)).map((email) => email.text)).toEqual([
        expect.stringContaining("We refunded $10.00 of the $31.50 you paid"),
      ]);

      // The customer's page, as its live stream sends it: cancelled with the reason, the part refunded.
      const { trackingViewById } = await import("@/server/orders/order-tracking");
      const view = await trackingViewById(shop.getDatabase().db, part.id);
      expect(view).toMatchObject({
        fulfilment: "cancelled",
        moneyReason: "Half done",
        payment: { status: "paid", refundedCents: 1_000 },
      });

      const none = await stripeOrder();
      const kept = await shop.cancelOrder({
        orderId: none.id,
        operatorId: OPERATOR,
        role: "owner",
        refund: "none",
        reason: "Done as agreed",
      });
      expect(kept).toMatchObject({ status: "paid", fulfilment: "cancelled", refundedCents: 0 });
      expect(refundCalls(none.paymentIntent)).toEqual([]);
      expect((await emailsTo(none.id))[0]?.text).toContain("No refund was made with this cancellation");
    });

    it("does not cancel when the provider refuses the refund", async () => {
      const { id } = await stripeOrder();
      stripe.refuseRefunds = { code: "charge_disputed", message: "This charge is disputed." };
      try {
        const error = await refused(
          shop.cancelOrder({
            orderId: id,
            operatorId: OPERATOR,
            role: "owner",
            refund: "full",
            reason: "Out of stock",
          }),
        );
        expect(error.status).toBe(409);
        expect(error.message).toContain("The refund did not go through");
        expect(error.message).toContain("The order was not cancelled.");
      } finally {
        stripe.refuseRefunds = null;
      }
      expect(await orderRow(id)).toMatchObject({
        status: "paid",
        fulfilment: "queued",
        refunded_cents: 0,
        refund_pending_cents: 0,
      });
      expect(await emailsTo(id)).toEqual([]);
    });

    it("does not cancel when the provider does not answer, and says the refund may still go through", async () => {
      const { id } = await stripeOrder();
      stripe.refuseRefunds = { status: 500, code: "api_error", message: "An unknown error occurred" };
      try {
        const error = await refused(
          shop.cancelOrder({
            orderId: id,
            operatorId: OPERATOR,
            role: "owner",
            refund: "full",
            reason: "Out of stock",
          }),
        );
        expect(error).toEqual({
          code: "unavailable:admin-refund",
          status: 503,
          message:
            "The refund is not confirmed (An unknown error occurred). It may still go through: check the payment at the provider before refunding again. The order was not cancelled.",
        });
      } finally {
        stripe.refuseRefunds = null;
      }
      expect(await orderRow(id)).toMatchObject({ status: "paid", fulfilment: "queued", refund_pending_cents: 0 });
      expect(await emailsTo(id)).toEqual([]);
    });

    it("refunds once when two operators cancel at once", async () => {
      const { id, paymentIntent } = await stripeOrder();
      await warmConnections();
      const results = await Promise.allSettled(
        [OPERATOR, OTHER, OPERATOR].map((operatorId) =>
          shop.cancelOrder({ orderId: id, operatorId, role: "owner", refund: 1_000, reason: "Out of stock" }),
        ),
      );
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      expect(refundCalls(paymentIntent)).toHaveLength(1);
      expect(await orderRow(id)).toMatchObject({
        refunded_cents: 1_000,
        refund_pending_cents: 0,
        fulfilment: "cancelled",
      });
      expect(await emailsTo(id)).toHaveLength(1);
    });

    it("is refused as a plain fulfilment step, and for a delivered order", async () => {
      const { id } = await stripeOrder();
      expect(
        (await refused(shop.setFulfilment({ orderId: id, operatorId: OPERATOR, fulfilment: "cancelled" }))).message,
      ).toBe("Cancel the order with Cancel order: it asks whether to refund and why, and tells the customer.");
      const delivered = await seedOrder({ fulfilment: "delivered" });
      expect(
        (
          await refused(
            shop.cancelOrder({
              orderId: delivered.id,
              operatorId: OPERATOR,
              role: "owner",
              refund: "full",
              reason: "x",
            }),
          )
        ).message,
      ).toBe("A delivered order cannot be cancelled: reopen it first, or refund it.");
    });
  });

  describe("an unpaid order cancelled", () => {
    it("becomes cancelled, tells the customer, refuses a refund, and a late payment still goes through", async () => {
      const { id } = await seedManualOrder();
      expect(
        (
          await refused(
            shop.cancelOrder({
              orderId: id,
              operatorId: OPERATOR,
              role: "owner",
              refund: "full",
              reason: "Never paid",
            }),
          )
        ).message,
      ).toBe("This order is not paid: there is nothing to refund.");
      const detail = await shop.cancelOrder({
        orderId: id,
        operatorId: OPERATOR,
        role: "owner",
        refund: "none",
        reason: "Never paid",
      });
      expect(detail).toMatchObject({ status: "cancelled", fulfilment: "cancelled" });
      const told = await emailsTo(id);
      expect(told.map((email) => email.subject)).toEqual(["[TEST] RuneForge order: cancelled"]);
      expect(told[0]?.text).toContain("No payment was taken for it");
      // The money came anyway: the late-payment path makes it paid and the shop is told.
      const paid = await shop.recordManualPayment({
        orderId: id,
        operatorId: OPERATOR,
        amountCents: TOTAL,
        paymentReference: "late",
      });
      expect(paid.status).toBe("paid");
      expect(paid.paymentIssue).toContain("after the order was cancelled");
    });
  });

  describe("a manual order's refund made by hand", () => {
    it("shows what is refundable, records how it was sent, counts it, and tells the customer", async () => {
      const id = await paidZelleOrder();
      expect((await shop.orderDetail(id)).refundableCents).toBe(TOTAL);
      const part = await shop.refundOrder({
        orderId: id,
        operatorId: OPERATOR,
        role: "owner",
        amount: 1_000,
        reason: "Late delivery",
        byHand: ZELLE,
      });
      expect(part).toMatchObject({ status: "paid", refundedCents: 1_000, refundableCents: TOTAL - 1_000 });
      const rest = await shop.refundOrder({
        orderId: id,
        operatorId: OPERATOR,
        role: "owner",
        amount: "full",
        reason: "Cancelled",
        byHand: { sentBy: "Zelle", reference: "ZL-7782" },
      });
      expect(rest).toMatchObject({ status: "refunded", refundedCents: TOTAL, refundableCents: 0 });
      const { trackingViewById } = await import("@/server/orders/order-tracking");
      expect(await trackingViewById(shop.getDatabase().db, id)).toMatchObject({
        moneyReason: "Cancelled",
        payment: { status: "refunded", refundedCents: TOTAL },
      });
      expect(
        (await refundRows(id)).map((row) => [
          row.provider,
          row.amount_cents,
          row.status,
          row.sent_by,
          row.reference,
          row.reason,
        ]),
      ).toEqual([
        ["manual", 1_000, "succeeded", "Zelle", "ZL-7781", "Late delivery"],
        ["manual", TOTAL - 1_000, "succeeded", "Zelle", "ZL-7782", "Cancelled"],
      ]);
      expect(rest.timeline.filter((entry) => entry.kind === "refund").map((entry) => entry.title)).toEqual([
        "Refund of $10.00 by Zelle (ZL-7781): succeeded",
        "Refund of $21.50 by Zelle (ZL-7782): succeeded",
      ]);
      const told = await emailsTo(id);
      const refunds = told.filter((email) => email.subject.includes("refunded"));
      expect(refunds.map((email) => email.subject)).toEqual([
        "[TEST] RuneForge order: $10.00 refunded",
        "[TEST] RuneForge order: refunded in full",
      ]);
      expect(refunds[0]?.text).toContain("We sent it by Zelle (reference: ZL-7781)");
      expect(refunds[0]?.text).toContain("Work on the rest of your order continues.");
    });

    it("counts at most what was paid when operators record at once", async () => {
      const id = await paidZelleOrder();
      await warmConnections();
      const results = await Promise.allSettled(
        [2_000, 2_000, 2_000, 2_000].map((amount, index) =>
          shop.refundOrder({
            orderId: id,
            operatorId: index % 2 ? OTHER : OPERATOR,
            role: "owner",
            amount,
            reason: "Duplicate",
            byHand: { sentBy: "Zelle", reference: `ZL-${index}` },
          }),
        ),
      );
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      expect(await orderRow(id)).toMatchObject({ refunded_cents: 2_000, refund_pending_cents: 0, status: "paid" });
      expect(await refundRows(id)).toHaveLength(1);
      for (const result of results) {
        if (result.status === "rejected")
          expect((await refused(Promise.reject(result.reason))).status).toBeLessThan(500);
      }
    });

    it("refuses hostile or missing input with a clear 4xx and moves no money", async () => {
      const id = await paidZelleOrder();
      const cases: [Parameters<RefundShop["refundOrder"]>[0], string][] = [
        [{ orderId: id, operatorId: OPERATOR, role: "owner", amount: 100, reason: "x" }, "send the money back by hand"],
        [{ orderId: id, operatorId: OPERATOR, role: "owner", amount: 100, reason: "   ", byHand: ZELLE }, "Say why"],
        [
          { orderId: id, operatorId: OPERATOR, role: "owner", amount: 100, reason: "a\u0000b", byHand: ZELLE },
          "at most 500",
        ],
        [
          { orderId: id, operatorId: OPERATOR, role: "owner", amount: 100, reason: "x".repeat(501), byHand: ZELLE },
          "at most 500",
        ],
        [
          {
            orderId: id,
            operatorId: OPERATOR,
            role: "owner",
            amount: 100,
            reason: "x",
            byHand: { sentBy: "", reference: "r" },
          },
          "Say how",
        ],
        [
          {
            orderId: id,
            operatorId: OPERATOR,
            role: "owner",
            amount: 100,
            reason: "x",
            byHand: { sentBy: "Zelle", reference: "a\nb" },
          },
          "reference",
        ],
        [
          { orderId: id, operatorId: OPERATOR, role: "owner", amount: TOTAL + 1, reason: "x", byHand: ZELLE },
          "more than what can still be refunded",
        ],
        [
          { orderId: id, operatorId: OPERATOR, role: "owner", amount: Number.NaN, reason: "x", byHand: ZELLE },
          "more than $0.00",
        ],
      ];
      for (const [input, message] of cases) {
        const error = await refused(shop.refundOrder(input));
        expect(error.status).toBe(400);
        expect(error.message).toContain(message);
      }
      const card = await stripeOrder();
      expect(
        (
          await refused(
            shop.refundOrder({
              orderId: card.id,
              operatorId: OPERATOR,
              role: "owner",
              amount: 100,
              reason: "x",
              byHand: ZELLE,
            }),
          )
        ).message,
      ).toBe("This order was paid through its provider: refund it there.");
      expect(await refundRows(id)).toEqual([]);
      expect(await orderRow(id)).toMatchObject({ refunded_cents: 0, refund_pending_cents: 0, status: "paid" });
    });

    it("cancels with a refund made by hand", async () => {
      const id = await paidZelleOrder();
      const detail = await shop.cancelOrder({
        orderId: id,
        operatorId: OPERATOR,
        role: "owner",
        refund: "full",
        reason: "Cannot deliver",
        byHand: ZELLE,
      });
      expect(detail).toMatchObject({ status: "refunded", fulfilment: "cancelled", refundedCents: TOTAL });
      const cancel = (await emailsTo(id)).filter((email) => email.subject.includes("cancelled"));
      expect(cancel.map((email) => email.subject)).toEqual(["[TEST] RuneForge order: cancelled, $31.50 refunded"]);
      expect(cancel[0]?.text).toContain("We sent it by Zelle (reference: ZL-7781)");
    });
  });
});
