import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setEnv } from "../support/env";
import { FakeSquare, squareRefundEvent } from "../support/fake-square";
import {
  type FakeStripe,
  STRIPE_TEST_SECRET_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  signStripe,
  startFakeStripe,
} from "../support/fake-stripe";
import { stripeRefundEvent } from "../support/stripe-shop";
import { seedManualOrder, seedOrder } from "./support/admin-orders";
import {
  loadRefundShop,
  REFUND_TOTAL_CENTS,
  type RefundShop,
  refundHelpers,
  seedSquareOrder,
} from "./support/refund-shop";
import { squareEnv } from "./support/square-shop";

/*
 * Issue 16, item 3: refunds an operator asks for, through the Stripe and Square stand-ins (the
 * real SDKs over HTTP) and the demo provider, on this file's database. The shop's modules load
 * after env points at the stand-ins, as the server reads its keys once. What a Square refund
 * pending at Square does is in square-refunds.integ.ts.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const OPERATOR = "0f0e0d0c-0000-4000-8000-000000000001";
const TOTAL = REFUND_TOTAL_CENTS;

let stripe: FakeStripe;
const square = new FakeSquare();
let restoreEnv: () => void;
let shop: RefundShop;
const { refused, warmConnections, orderRow, refundRows, postSquare } = refundHelpers(() => shop);

async function stripeOrder() {
  const paymentIntent = `pi_admin_${crypto.randomUUID().replaceAll("-", "")}`;
  stripe.addCharge(paymentIntent, TOTAL);
  const order = await seedOrder({ provider: "stripe", method: "card", paymentRef: paymentIntent });
  return { ...order, paymentIntent };
}

const squareOrder = () => seedSquareOrder(square);

function postStripe(payload: string) {
  return shop.stripeWebhook(
    new Request("http://shop.test/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signStripe(payload) },
      body: payload,
    }),
    undefined,
  );
}

describe(`back-office refunds on ${dialect}`, () => {
  beforeAll(async () => {
    stripe = await startFakeStripe();
    await square.start();
    restoreEnv = setEnv({
      STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      ...squareEnv(square),
    });
    shop = await loadRefundShop();
  });

  afterAll(async () => {
    await stripe.close();
    await square.stop();
    restoreEnv();
  });

  describe("Stripe", () => {
    it("refunds part then the rest, with an idempotency key, each audited, and Stripe's later webhook counts nothing twice", async () => {
      const { id, paymentIntent } = await stripeOrder();
      const partial = await shop.refundOrder({
        orderId: id,
        amount: 1_000,
        reason: "Customer asked",
        operatorId: OPERATOR,
        role: "owner",
      });
      expect(partial).toMatchObject({ status: "paid", refundedCents: 1_000, refundableCents: 2_150 });
      // Stripe reports it with the charge's running total: counted already, and the shop is not told twice.
      expect((await postStripe(stripeRefundEvent(paymentIntent, 1_000, TOTAL))).status).toBe(200);
      expect(await orderRow(id)).toMatchObject({ refunded_cents: 1_000 });
      const full = await shop.refundOrder({
        orderId: id,
        amount: "full",
        reason: "Customer asked",
        operatorId: OPERATOR,
        role: "owner",
      });
      expect(full).toMatchObject({ status: "refunded", refundedCents: TOTAL, refundableCents: 0 });

      const calls = stripe.requests.filter(
        (request) => request.path === "/v1/refunds" && request.form.get("payment_intent") === paymentIntent,
      );
      expect(calls.map((call) => call.form.get("amount"))).toEqual(["1000", "2150"]);
      const rows = await refundRows(id);
      expect(rows.map((row) => [row.amount_cents, row.status, row.idempotency_key])).toEqual([
        [1_000, "succeeded", rows[0]?.id],
        [2_150, "succeeded", rows[1]?.id],
      ]);
      expect(calls.map((call) => call.idempotencyKey)).toEqual(rows.map((row) => row.id));
      expect(full.timeline.filter((entry) => entry.kind === "refund")).toHaveLength(2);

      const audit = (await shop.auditOf(shop.getDatabase().db, "order", id)).filter(
        (entry) => entry.action === "ORDER_REFUNDED",
      );
      expect(
        audit.map((entry) => [entry.operatorId, entry.before, (entry.after as { status: string }).status]),
      ).toEqual([
        [OPERATOR, { status: "paid", refundedCents: 0 }, "paid"],
        [OPERATOR, { status: "paid", refundedCents: 1_000 }, "refunded"],
      ]);

      // Stripe then reports each refund with the charge's running total: nothing more is counted.
      for (const refunded of [1_000, TOTAL]) {
        expect((await postStripe(stripeRefundEvent(paymentIntent, refunded, TOTAL))).status).toBe(200);
      }
      expect(await orderRow(id)).toMatchObject({ refunded_cents: TOTAL, refund_pending_cents: 0, status: "refunded" });
      const notices = await shop
        .getDatabase()
        .db.selectFrom("outbox")
        .select("subject")
        .where("order_id", "=", id)
        .orderBy("created_at")
        .execute();
      expect(notices.map((notice) => notice.subject.replace(/ RF-\w+/, ""))).toEqual([
        "[TEST] Partial refund on order: $10.00 of $31.50",
        "[TEST] RuneForge order: $10.00 refunded",
        "[TEST] Refunded order: $31.50",
        "[TEST] RuneForge order: refunded in full",
      ]);
    });

    it("counts a refund once when Stripe's webhook arrives before the shop records it", async () => {
      const { id, paymentIntent } = await stripeOrder();
      stripe.onRefund = async (charge) => {
        if (charge.paymentIntent !== paymentIntent) return;
        expect((await postStripe(stripeRefundEvent(paymentIntent, charge.refunded, TOTAL))).status).toBe(200);
      };
      try {
        await shop.refundOrder({
          orderId: id,
          amount: 500,
          reason: "Customer asked",
          operatorId: OPERATOR,
          role: "owner",
        });
        await shop.refundOrder({
          orderId: id,
          amount: 700,
          reason: "Customer asked",
          operatorId: OPERATOR,
          role: "owner",
        });
      } finally {
        stripe.onRefund = null;
      }
      expect(await orderRow(id)).toMatchObject({ refunded_cents: 1_200, status: "paid", refund_pending_cents: 0 });
      expect((await refundRows(id)).map((row) => row.status)).toEqual(["succeeded", "succeeded"]);
    });

    it("refuses an over-refund, and two refunds racing never ask for more than was paid", async () => {
      const { id, paymentIntent } = await stripeOrder();
      expect(
        await refused(
          shop.refundOrder({
            orderId: id,
            amount: TOTAL + 1,
            reason: "Customer asked",
            operatorId: OPERATOR,
            role: "owner",
          }),
        ),
      ).toEqual({
        code: "bad_request:admin-refund",
        status: 400,
        message: "The amount is more than what can still be refunded ($31.50).",
      });
      // Ten operators at once, 400 cents each: at most seven fit in 3,150.
      await warmConnections();
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          shop.refundOrder({ orderId: id, amount: 400, reason: "Customer asked", operatorId: OPERATOR, role: "owner" }),
        ),
      );
      const succeeded = results.filter((result) => result.status === "fulfilled").length;
      const asked = stripe.requests
        .filter((request) => request.path === "/v1/refunds" && request.form.get("payment_intent") === paymentIntent)
        .reduce((sum, request) => sum + Number(request.form.get("amount")), 0);
      expect(asked).toBeLessThanOrEqual(TOTAL);
      expect(asked).toBe(succeeded * 400);
      expect(await orderRow(id)).toMatchObject({ refunded_cents: succeeded * 400, refund_pending_cents: 0 });
      for (const result of results) {
        if (result.status === "rejected") expect((result.reason as { status: number }).status).toBeOneOf([400, 409]);
      }
    });

    it("keeps a refund Stripe refuses as failed, releases it, and audits it", async () => {
      const { id, paymentIntent } = await stripeOrder();
      // Refunded at Stripe behind the shop's back: Stripe refuses the next one.
      const charge = stripe.charges.get(paymentIntent);
      if (charge) charge.refunded = TOTAL;
      const error = await refused(
        shop.refundOrder({ orderId: id, amount: 100, reason: "Customer asked", operatorId: OPERATOR, role: "owner" }),
      );
      expect(error).toMatchObject({ code: "conflict:admin-refund", status: 409 });
      expect(error.message).toMatch(/^The refund did not go through: Refund amount/);
      expect(await orderRow(id)).toMatchObject({ refunded_cents: 0, refund_pending_cents: 0, status: "paid" });
      expect((await refundRows(id)).map((row) => row.status)).toEqual(["failed"]);
      const [audit] = await shop.auditOf(shop.getDatabase().db, "order", id);
      expect(audit).toMatchObject({ action: "ORDER_REFUNDED", after: { refund: { outcome: "failed" } } });
    });

    it("says a refund Stripe did not answer may still go through, keeps it requested, and counts it when Stripe reports it", async () => {
      const { id, paymentIntent } = await stripeOrder();
      stripe.refuseRefunds = { status: 500, code: "api_error", message: "An unknown error occurred" };
      let error: Awaited<ReturnType<typeof refused>>;
      try {
        error = await refused(
          shop.refundOrder({ orderId: id, amount: 700, reason: "Customer asked", operatorId: OPERATOR, role: "owner" }),
        );
      } finally {
        stripe.refuseRefunds = null;
      }
      expect(error).toEqual({
        code: "unavailable:admin-refund",
        status: 503,
        message:
          "The refund is not confirmed (An unknown error occurred). It may still go through: check the payment at the provider before refunding again.",
      });
      expect(await orderRow(id)).toMatchObject({ refunded_cents: 0, refund_pending_cents: 0, status: "paid" });
      expect((await refundRows(id)).map((row) => row.status)).toEqual(["requested"]);
      const [audit] = await shop.auditOf(shop.getDatabase().db, "order", id);
      expect(audit).toMatchObject({ action: "ORDER_REFUNDED", after: { refund: { outcome: "unconfirmed" } } });
      // Stripe had made it after all: its webhook counts it.
      expect((await postStripe(stripeRefundEvent(paymentIntent, 700, TOTAL))).status).toBe(200);
      expect(await orderRow(id)).toMatchObject({ refunded_cents: 700, status: "paid" });
    });
  });

  describe("Square", () => {
    it("holds part then the rest as pending at Square, counts each once Square completes it, and a repeated webhook counts nothing twice", async () => {
      const { id, paymentId, squareOrderId } = await squareOrder();
      const part = await shop.refundOrder({
        orderId: id,
        amount: 1_150,
        reason: "Customer asked",
        operatorId: OPERATOR,
        role: "owner",
      });
      // Square answered PENDING: no money has gone back yet, and it cannot be asked for twice.
      expect(part).toMatchObject({
        status: "paid",
        refundedCents: 0,
        refundPendingCents: 1_150,
        refundableCents: 2_000,
      });
      const full = await shop.refundOrder({
        orderId: id,
        amount: "full",
        reason: "Customer asked",
        operatorId: OPERATOR,
        role: "owner",
      });
      expect(full).toMatchObject({ status: "paid", refundedCents: 0, refundPendingCents: TOTAL, refundableCents: 0 });
      expect((await refundRows(id)).map((row) => row.status)).toEqual(["pending", "pending"]);
      const made = [...square.refunds.values()].filter((refund) => refund.payment_id === paymentId);
      expect(made.map((refund) => refund.amount_money.amount)).toEqual([1_150, 2_000]);
      expect(made.map((refund) => refund.idempotency_key)).toEqual((await refundRows(id)).map((row) => row.id));
      expect((await refundRows(id)).map((row) => row.provider_refund_id)).toEqual(made.map((refund) => refund.id));

      for (const refund of made) {
        for (const type of ["refund.created", "refund.updated"]) {
          const body = squareRefundEvent({
            refundId: refund.id,
            paymentId,
            orderId: squareOrderId,
            amountCents: refund.amount_money.amount,
            type,
          });
          expect((await postSquare(body)).status).toBe(200);
        }
      }
      expect(await orderRow(id)).toMatchObject({ refunded_cents: TOTAL, status: "refunded", refund_pending_cents: 0 });
      expect((await refundRows(id)).map((row) => row.status)).toEqual(["succeeded", "succeeded"]);
    });

    it("counts a refund once when Square's webhook arrives before the shop records it", async () => {
      const { id, paymentId, squareOrderId } = await squareOrder();
      square.onRefund = async (refund) => {
        const body = squareRefundEvent({
          refundId: refund.id,
          paymentId,
          orderId: squareOrderId,
          amountCents: refund.amount_money.amount,
        });
        expect((await postSquare(body)).status).toBe(200);
      };
      try {
        await shop.refundOrder({
          orderId: id,
          amount: 400,
          reason: "Customer asked",
          operatorId: OPERATOR,
          role: "owner",
        });
      } finally {
        square.onRefund = null;
      }
      expect(await orderRow(id)).toMatchObject({ refunded_cents: 400, status: "paid", refund_pending_cents: 0 });
      expect((await refundRows(id)).map((row) => row.status)).toEqual(["succeeded"]);
      const audit = await shop.auditOf(shop.getDatabase().db, "order", id);
      expect(audit.map((entry) => entry.action)).toEqual(["ORDER_REFUNDED"]);
    });

    it("refuses an over-refund and never lets two racing refunds exceed the payment", async () => {
      const { id, paymentId } = await squareOrder();
      expect(
        (
          await refused(
            shop.refundOrder({
              orderId: id,
              amount: 99_999,
              reason: "Customer asked",
              operatorId: OPERATOR,
              role: "owner",
            }),
          )
        ).status,
      ).toBe(400);
      await warmConnections();
      const results = await Promise.allSettled(
        [3_000, 3_000, 3_000].map((amount) =>
          shop.refundOrder({ orderId: id, amount, reason: "Customer asked", operatorId: OPERATOR, role: "owner" }),
        ),
      );
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      expect([...square.refunds.values()].filter((refund) => refund.payment_id === paymentId)).toHaveLength(1);
      // Pending at Square: held, not counted, and nothing more can be asked for.
      expect(await orderRow(id)).toMatchObject({ refunded_cents: 0, refund_pending_cents: 3_000 });
      expect(
        (
          await refused(
            shop.refundOrder({
              orderId: id,
              amount: 151,
              reason: "Customer asked",
              operatorId: OPERATOR,
              role: "owner",
            }),
          )
        ).message,
      ).toBe("The amount is more than what can still be refunded ($1.50).");
    });

    it("gives Square's own reason for a refund it refuses, not the SDK's status and body, and counts nothing", async () => {
      const { id, paymentId } = await squareOrder();
      square.refuseRefunds = { code: "REFUND_DECLINED", detail: "The card issuer declined the refund." };
      try {
        expect(
          await refused(
            shop.refundOrder({
              orderId: id,
              amount: 100,
              reason: "Customer asked",
              operatorId: OPERATOR,
              role: "owner",
            }),
          ),
        ).toEqual({
          code: "conflict:admin-refund",
          status: 409,
          message: "The refund did not go through: The card issuer declined the refund.",
        });
      } finally {
        square.refuseRefunds = null;
      }
      expect([...square.refunds.values()].filter((refund) => refund.payment_id === paymentId)).toEqual([]);
      expect(await orderRow(id)).toMatchObject({ refunded_cents: 0, refund_pending_cents: 0, status: "paid" });
      expect((await refundRows(id)).map((row) => [row.status, row.error])).toEqual([
        ["failed", "The card issuer declined the refund."],
      ]);
    });
  });

  describe("demo", () => {
    it("refunds part then the rest of a demo order, audited", async () => {
      const { id } = await seedOrder({
        provider: "demo",
        method: "card",
        paymentRef: `demo_cs_${crypto.randomUUID()}`,
      });
      expect(
        await shop.refundOrder({
          orderId: id,
          amount: 150,
          reason: "Customer asked",
          operatorId: OPERATOR,
          role: "owner",
        }),
      ).toMatchObject({
        status: "paid",
        refundedCents: 150,
      });
      expect(
        await shop.refundOrder({
          orderId: id,
          amount: "full",
          reason: "Customer asked",
          operatorId: OPERATOR,
          role: "owner",
        }),
      ).toMatchObject({
        status: "refunded",
        refundedCents: TOTAL,
      });
      expect((await refundRows(id)).map((row) => row.provider_refund_id)).toEqual([
        expect.stringMatching(/^demo_re_/),
        expect.stringMatching(/^demo_re_/),
      ]);
      expect(
        await refused(
          shop.refundOrder({
            orderId: id,
            amount: "full",
            reason: "Customer asked",
            operatorId: OPERATOR,
            role: "owner",
          }),
        ),
      ).toMatchObject({
        status: 400,
        message: "Only a paid order can be refunded; this one is refunded.",
      });
    });
  });

  describe("attacker input", () => {
    it("gets a clear 4xx and moves no money", async () => {
      const { id } = await stripeOrder();
      for (const amount of [-1, 0, 1.5, Number.NaN, 2 ** 60, Number.POSITIVE_INFINITY]) {
        expect(
          await refused(
            shop.refundOrder({ orderId: id, amount, reason: "Customer asked", operatorId: OPERATOR, role: "owner" }),
          ),
        ).toEqual({
          code: "bad_request:admin-refund",
          status: 400,
          message: "The amount to refund must be more than $0.00, to the cent.",
        });
      }
      for (const orderId of [crypto.randomUUID(), "' OR 1=1 --"]) {
        expect(
          (
            await refused(
              shop.refundOrder({ orderId, amount: 100, reason: "Customer asked", operatorId: OPERATOR, role: "owner" }),
            )
          ).status,
        ).toBe(404);
      }
      const unpaid = await seedOrder({ status: "pending" });
      expect(
        await refused(
          shop.refundOrder({
            orderId: unpaid.id,
            amount: 100,
            reason: "Customer asked",
            operatorId: OPERATOR,
            role: "owner",
          }),
        ),
      ).toMatchObject({
        status: 400,
        message: "Only a paid order can be refunded; this one is pending.",
      });
      const manual = await seedManualOrder({ status: "paid" });
      expect(
        (
          await refused(
            shop.refundOrder({
              orderId: manual.id,
              amount: 100,
              reason: "Customer asked",
              operatorId: OPERATOR,
              role: "owner",
            }),
          )
        ).message,
      ).toBe("This order was paid by a manual method: send the money back by hand, then record how and its reference.");
      expect(await refundRows(id)).toEqual([]);
      expect(await orderRow(id)).toMatchObject({ refunded_cents: 0, refund_pending_cents: 0 });
    });
  });
});
