import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setEnv } from "../support/env";
import {
  type FakeRefund,
  FakeSquare,
  SQUARE_NOTIFICATION_URL,
  signSquare,
  squareRefundEvent,
} from "../support/fake-square";
import {
  loadRefundShop,
  REFUND_TOTAL_CENTS,
  type RefundShop,
  refundHelpers,
  seedSquareOrder,
} from "./support/refund-shop";
import { squareEnv } from "./support/square-shop";

/*
 * A Square refund counts only once Square completes it (docs/adr/0011): Square answers a refund
 * with PENDING, and its refund.created / refund.updated webhooks later say COMPLETED, FAILED or
 * REJECTED. Through the real square SDK against the stand-in and the real webhook route, on this
 * file's database.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const OPERATOR = "0f0e0d0c-0000-4000-8000-000000000002";
const TOTAL = REFUND_TOTAL_CENTS;

const square = new FakeSquare();
let restoreEnv: () => void;
let shop: RefundShop;
const { refused, warmConnections, postSquare } = refundHelpers(() => shop);
const squareOrder = () => seedSquareOrder(square);

/** Square's refund.created and refund.updated for one refund, as it sends them (with the order's id). */
function refundEvent(refund: FakeRefund, status: string, type = "refund.updated") {
  return squareRefundEvent({
    refundId: refund.id,
    paymentId: refund.payment_id,
    orderId: refund.order_id,
    amountCents: refund.amount_money.amount,
    status,
    type,
  });
}

function refundsOf(paymentId: string): FakeRefund[] {
  return [...square.refunds.values()].filter((refund) => refund.payment_id === paymentId);
}

async function money(id: string) {
  const row = await shop
    .getDatabase()
    .db.selectFrom("orders")
    .select(["status", "refunded_cents", "refund_pending_cents", "payment_issue"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return { ...row, refunded_cents: Number(row.refunded_cents), refund_pending_cents: Number(row.refund_pending_cents) };
}

async function refundRows(id: string) {
  return shop
    .getDatabase()
    .db.selectFrom("order_refunds")
    .select(["status", "provider_refund_id", "error", "completed_at"])
    .where("order_id", "=", id)
    .orderBy("created_at")
    .execute();
}

async function notices(id: string) {
  const rows = await shop
    .getDatabase()
    .db.selectFrom("outbox")
    .select("subject")
    .where("order_id", "=", id)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => row.subject.replace(/ RF-\w+/, ""));
}

async function audit(id: string) {
  const entries = await shop.auditOf(shop.getDatabase().db, "order", id);
  return entries.map((entry) => ({
    action: entry.action,
    operatorId: entry.operatorId,
    outcome: (entry.after as { refund?: { outcome?: string } } | null)?.refund?.outcome,
    by: (entry.after as { by?: string } | null)?.by,
  }));
}

describe(`Square refunds count when Square completes them, on ${dialect}`, () => {
  beforeAll(async () => {
    await square.start();
    restoreEnv = setEnv(squareEnv(square));
    shop = await loadRefundShop();
  });

  afterAll(async () => {
    await square.stop();
    restoreEnv();
  });

  it("holds a PENDING refund as pending at Square: not refunded, not refundable again, no notice", async () => {
    const { id, paymentId } = await squareOrder();
    const detail = await shop.refundOrder({
      orderId: id,
      amount: 1_000,
      reason: "Customer asked",
      operatorId: OPERATOR,
      role: "owner",
    });
    expect(detail).toMatchObject({
      status: "paid",
      refundedCents: 0,
      refundPendingCents: 1_000,
      refundableCents: 2_150,
    });
    const [made] = refundsOf(paymentId);
    expect(made?.status).toBe("PENDING");
    expect(await refundRows(id)).toEqual([
      { status: "pending", provider_refund_id: made?.id, error: null, completed_at: null },
    ]);
    expect(await money(id)).toEqual({
      status: "paid",
      refunded_cents: 0,
      refund_pending_cents: 1_000,
      payment_issue: null,
    });
    expect(await notices(id)).toEqual([]);
    expect(await audit(id)).toEqual([
      { action: "ORDER_REFUNDED", operatorId: OPERATOR, outcome: "pending", by: undefined },
    ]);
    expect(detail.timeline.find((entry) => entry.kind === "refund")?.title).toBe(
      `Refund of $10.00: pending (${made?.id})`,
    );
    // What is pending cannot be asked for again: paid - refunded - pending is what is left.
    expect(
      await refused(
        shop.refundOrder({ orderId: id, amount: 2_151, reason: "Customer asked", operatorId: OPERATOR, role: "owner" }),
      ),
    ).toMatchObject({
      status: 400,
      message: "The amount is more than what can still be refunded ($21.50).",
    });
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it("counts it once when Square completes it, however often Square says so, and the provider is audited as the actor", async () => {
    const { id, paymentId } = await squareOrder();
    await shop.refundOrder({
      orderId: id,
      amount: 1_000,
      reason: "Customer asked",
      operatorId: OPERATOR,
      role: "owner",
    });
    const [made] = refundsOf(paymentId);
    if (!made) throw new Error("no refund at the fake");
    const completed = square.settleRefund(made.id, "COMPLETED");
    expect((await postSquare(completed.body, completed.signature)).status).toBe(200);
    // The same event again, and Square's refund.created twin: nothing more.
    expect((await postSquare(completed.body, completed.signature)).status).toBe(200);
    expect((await postSquare(refundEvent(made, "COMPLETED", "refund.created"))).status).toBe(200);

    expect(await money(id)).toMatchObject({ status: "paid", refunded_cents: 1_000, refund_pending_cents: 0 });
    expect((await refundRows(id)).map((row) => [row.status, row.error])).toEqual([["succeeded", null]]);
    expect(await notices(id)).toEqual([
      "[TEST] Partial refund on order: $10.00 of $31.50",
      "[TEST] RuneForge order: $10.00 refunded",
    ]);
    // The customer's email, sent when Square completed it, carries the reason the operator gave.
    const told = await shop
      .getDatabase()
      .db.selectFrom("outbox")
      .select("body_text")
      .where("order_id", "=", id)
      .where("subject", "like", "%refunded")
      .executeTakeFirstOrThrow();
    expect(told.body_text).toContain("Why: Customer asked");
    expect(await audit(id)).toEqual([
      { action: "ORDER_REFUNDED", operatorId: OPERATOR, outcome: "pending", by: undefined },
      { action: "ORDER_REFUND_SETTLED", operatorId: null, outcome: "succeeded", by: "square" },
    ]);
    const detail = await shop.orderDetail(id);
    expect(detail).toMatchObject({ refundedCents: 1_000, refundPendingCents: 0, refundableCents: 2_150 });
    expect(detail.timeline.map((entry) => entry.title)).toContain("Order refund settled");

    // A FAILED after COMPLETED (Square does not do that) is acknowledged and ignored: it stays counted.
    const late = square.settleRefund(made.id, "FAILED");
    expect((await postSquare(late.body, late.signature)).status).toBe(200);
    expect(await money(id)).toMatchObject({ refunded_cents: 1_000, refund_pending_cents: 0 });
    expect((await refundRows(id)).map((row) => row.status)).toEqual(["succeeded"]);
    expect(await audit(id)).toHaveLength(2);
  });

  it("moves the order to refunded only when the full refund completes", async () => {
    const { id, paymentId } = await squareOrder();
    expect(
      await shop.refundOrder({
        orderId: id,
        amount: "full",
        reason: "Customer asked",
        operatorId: OPERATOR,
        role: "owner",
      }),
    ).toMatchObject({
      status: "paid",
      refundedCents: 0,
      refundableCents: 0,
    });
    const [made] = refundsOf(paymentId);
    if (!made) throw new Error("no refund at the fake");
    const completed = square.settleRefund(made.id, "COMPLETED");
    expect((await postSquare(completed.body, completed.signature)).status).toBe(200);
    expect(await money(id)).toMatchObject({ status: "refunded", refunded_cents: TOTAL, refund_pending_cents: 0 });
    expect(await notices(id)).toEqual(["[TEST] Refunded order: $31.50", "[TEST] RuneForge order: refunded in full"]);
  });

  for (const status of ["FAILED", "REJECTED"] as const) {
    it(`releases a refund Square reports ${status}: nothing counted, refundable again, audited with no operator`, async () => {
      const { id, paymentId } = await squareOrder();
      await shop.refundOrder({
        orderId: id,
        amount: "full",
        reason: "Customer asked",
        operatorId: OPERATOR,
        role: "owner",
      });
      const [made] = refundsOf(paymentId);
      if (!made) throw new Error("no refund at the fake");
      const failed = square.settleRefund(made.id, status);
      expect((await postSquare(failed.body, failed.signature)).status).toBe(200);
      expect((await postSquare(failed.body, failed.signature)).status).toBe(200);
      expect((await postSquare(refundEvent(made, status, "refund.created"))).status).toBe(200);

      expect(await money(id)).toEqual({
        status: "paid",
        refunded_cents: 0,
        refund_pending_cents: 0,
        payment_issue: null,
      });
      expect((await refundRows(id)).map((row) => [row.status, row.error])).toEqual([
        ["failed", `The provider reported the refund ${status.toLowerCase()}.`],
      ]);
      expect(await notices(id)).toEqual([]);
      expect(await audit(id)).toEqual([
        { action: "ORDER_REFUNDED", operatorId: OPERATOR, outcome: "pending", by: undefined },
        { action: "ORDER_REFUND_SETTLED", operatorId: null, outcome: "failed", by: "square" },
      ]);
      expect(await shop.orderDetail(id)).toMatchObject({ refundableCents: TOTAL, refundPendingCents: 0 });
      // The operator can refund again; Square now has the money to give back.
      await shop.refundOrder({
        orderId: id,
        amount: "full",
        reason: "Customer asked",
        operatorId: OPERATOR,
        role: "owner",
      });
      expect(await money(id)).toMatchObject({ refunded_cents: 0, refund_pending_cents: TOTAL });
    });
  }

  it("counts a refund made in Square's dashboard when it completes, like a Stripe dashboard refund; one that fails changes nothing", async () => {
    const { id, paymentId, squareOrderId } = await squareOrder();
    const dashboard = {
      id: "rfDASHBOARD1",
      payment_id: paymentId,
      order_id: squareOrderId,
      amount_money: { amount: 500, currency: "USD" },
    };
    const failedElsewhere = { ...dashboard, id: "rfDASHBOARD2" };
    expect(
      (await postSquare(refundEvent({ ...failedElsewhere, status: "", idempotency_key: "" }, "FAILED"))).status,
    ).toBe(200);
    expect(await money(id)).toMatchObject({ status: "paid", refunded_cents: 0, refund_pending_cents: 0 });
    expect((await postSquare(refundEvent({ ...dashboard, status: "", idempotency_key: "" }, "PENDING"))).status).toBe(
      200,
    );
    expect(await money(id)).toMatchObject({ refunded_cents: 0 });
    expect((await postSquare(refundEvent({ ...dashboard, status: "", idempotency_key: "" }, "COMPLETED"))).status).toBe(
      200,
    );
    expect(await money(id)).toMatchObject({ status: "paid", refunded_cents: 500, refund_pending_cents: 0 });
    expect(await notices(id)).toEqual([
      "[TEST] Partial refund on order: $5.00 of $31.50",
      "[TEST] RuneForge order: $5.00 refunded",
    ]);
    expect(await refundRows(id)).toEqual([]);
    expect(await audit(id)).toEqual([]);
  });

  it("counts once when Square completes the refund before its PENDING answer reaches the shop", async () => {
    const { id } = await squareOrder();
    square.onRefund = async (refund) => {
      const completed = square.settleRefund(refund.id, "COMPLETED");
      // The answer the shop gets still says PENDING, as it was written before Square finished.
      refund.status = "PENDING";
      expect((await postSquare(completed.body, completed.signature)).status).toBe(200);
    };
    try {
      expect(
        await shop.refundOrder({
          orderId: id,
          amount: 400,
          reason: "Customer asked",
          operatorId: OPERATOR,
          role: "owner",
        }),
      ).toMatchObject({
        refundedCents: 400,
        refundPendingCents: 0,
        refundableCents: TOTAL - 400,
      });
    } finally {
      square.onRefund = null;
    }
    expect((await refundRows(id)).map((row) => row.status)).toEqual(["succeeded"]);
    expect(await audit(id)).toEqual([
      { action: "ORDER_REFUNDED", operatorId: OPERATOR, outcome: "succeeded", by: undefined },
    ]);
    // The shop's notice and the customer's email, once each.
    expect(await notices(id)).toHaveLength(2);
  });

  it("tells the operator a refund Square failed before its PENDING answer reached the shop did not go through", async () => {
    const { id } = await squareOrder();
    square.onRefund = async (refund) => {
      const failed = square.settleRefund(refund.id, "FAILED");
      refund.status = "PENDING";
      expect((await postSquare(failed.body, failed.signature)).status).toBe(200);
    };
    try {
      expect(
        await refused(
          shop.refundOrder({ orderId: id, amount: 400, reason: "Customer asked", operatorId: OPERATOR, role: "owner" }),
        ),
      ).toEqual({
        code: "conflict:admin-refund",
        status: 409,
        message: "The refund did not go through: the provider reported it failed.",
      });
    } finally {
      square.onRefund = null;
    }
    expect(await money(id)).toMatchObject({ status: "paid", refunded_cents: 0, refund_pending_cents: 0 });
    expect((await refundRows(id)).map((row) => row.status)).toEqual(["failed"]);
    expect(await audit(id)).toEqual([
      { action: "ORDER_REFUNDED", operatorId: OPERATOR, outcome: "failed", by: undefined },
    ]);
  });

  it("counts exactly once when Square's webhook races the shop recording its answer", async () => {
    await warmConnections();
    for (let round = 0; round < 8; round++) {
      const { id } = await squareOrder();
      let delivered: Promise<Response> | Response | undefined;
      const status = round % 2 === 0 ? "COMPLETED" : "FAILED";
      square.onRefund = (refund) => {
        const event = square.settleRefund(refund.id, status);
        refund.status = "PENDING";
        // Sent, not awaited: it arrives while the shop is still taking in Square's answer.
        delivered = postSquare(event.body, event.signature);
        return Promise.resolve();
      };
      let answer: unknown;
      try {
        answer = await shop
          .refundOrder({ orderId: id, amount: 700, reason: "Customer asked", operatorId: OPERATOR, role: "owner" })
          .catch((error) => error);
      } finally {
        square.onRefund = null;
      }
      expect((await delivered)?.status).toBe(200);
      if (status === "COMPLETED") {
        expect(answer).not.toBeInstanceOf(Error);
        expect(await money(id)).toMatchObject({ refunded_cents: 700, refund_pending_cents: 0 });
        expect((await refundRows(id)).map((row) => row.status)).toEqual(["succeeded"]);
        // The shop's notice and the customer's email, once each.
        expect(await notices(id)).toHaveLength(2);
      } else {
        expect(await money(id)).toMatchObject({ refunded_cents: 0, refund_pending_cents: 0 });
        expect((await refundRows(id)).map((row) => row.status)).toEqual(["failed"]);
        expect(await notices(id)).toEqual([]);
      }
    }
  });

  it("counts at once a refund Square answers COMPLETED, and refuses one it answers FAILED", async () => {
    const completedAtOnce = await squareOrder();
    square.refundAnswer = "COMPLETED";
    try {
      expect(
        await shop.refundOrder({
          orderId: completedAtOnce.id,
          amount: 300,
          reason: "Customer asked",
          operatorId: OPERATOR,
          role: "owner",
        }),
      ).toMatchObject({
        refundedCents: 300,
        refundPendingCents: 0,
      });
    } finally {
      square.refundAnswer = "PENDING";
    }
    const [made] = refundsOf(completedAtOnce.paymentId);
    if (!made) throw new Error("no refund at the fake");
    expect((await postSquare(refundEvent(made, "COMPLETED"))).status).toBe(200);
    expect(await money(completedAtOnce.id)).toMatchObject({ refunded_cents: 300, refund_pending_cents: 0 });

    const failedAtOnce = await squareOrder();
    square.refundAnswer = "FAILED";
    try {
      expect(
        await refused(
          shop.refundOrder({
            orderId: failedAtOnce.id,
            amount: 300,
            reason: "Customer asked",
            operatorId: OPERATOR,
            role: "owner",
          }),
        ),
      ).toEqual({
        code: "conflict:admin-refund",
        status: 409,
        message: "The refund did not go through: Square reported the refund failed.",
      });
    } finally {
      square.refundAnswer = "PENDING";
    }
    expect(await money(failedAtOnce.id)).toMatchObject({ refunded_cents: 0, refund_pending_cents: 0 });
    expect((await refundRows(failedAtOnce.id)).map((row) => row.status)).toEqual(["failed"]);
  });

  it("changes nothing for a refund event with a bad signature", async () => {
    const { id, paymentId } = await squareOrder();
    await shop.refundOrder({ orderId: id, amount: 900, reason: "Customer asked", operatorId: OPERATOR, role: "owner" });
    const [made] = refundsOf(paymentId);
    if (!made) throw new Error("no refund at the fake");
    for (const status of ["COMPLETED", "FAILED"]) {
      const body = refundEvent(made, status);
      for (const signature of [signSquare(body, SQUARE_NOTIFICATION_URL, "not-the-key"), signSquare(`${body} `), "x"]) {
        const response = await postSquare(body, signature);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ code: "bad_request:square-webhook" });
      }
    }
    expect(await money(id)).toMatchObject({ status: "paid", refunded_cents: 0, refund_pending_cents: 900 });
    expect((await refundRows(id)).map((row) => row.status)).toEqual(["pending"]);
    expect(await audit(id)).toHaveLength(1);
  });
});
