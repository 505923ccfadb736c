import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatMoney } from "@/domain/money/currency-format";
import { formatUsd } from "@/domain/money/money";
import {
  FakeSquare,
  randomSquareId,
  squareDisputeEvent,
  squarePaymentEvent,
  squareRefundEvent,
} from "../support/fake-square";
import { FIRE_CAPE_PAYABLE_CENTS, openSquareShop, SHOP_INBOX, type SquareShop } from "./support/square-shop";

/*
 * Issue 12, items 2 and 4 for Square: every path that could mark an order paid compares the money
 * Square reports with the stored order, money for a closed order still pays it, and completed
 * refunds move an order once.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const fake = new FakeSquare();
let shop: SquareShop;

const TOTAL = `order total ${formatUsd(FIRE_CAPE_PAYABLE_CENTS)}`;

/** Places an order and pays it through a signed webhook; returns the order and Square's payment id. */
async function paidSquareOrder() {
  const placed = await shop.placeSquareOrder();
  const paymentId = `pay${randomSquareId()}`;
  const paid = squarePaymentEvent({ orderId: placed.orderId, paymentId, amountCents: FIRE_CAPE_PAYABLE_CENTS });
  expect((await shop.postWebhook(paid)).status).toBe(200);
  expect((await shop.orderRow(placed.orderId)).status).toBe("paid");
  return { ...placed, paymentId };
}

describe(`Square money checks on ${dialect}`, () => {
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

  describe("the payment webhook", () => {
    it("leaves the order pending when a signed COMPLETED payment is for another amount, and records why once", async () => {
      const placed = await shop.placeSquareOrder();
      const body = squarePaymentEvent({
        orderId: placed.orderId,
        paymentId: `pay${randomSquareId()}`,
        amountCents: 100,
      });

      const response = await shop.postWebhook(body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, duplicate: false });
      const row = await shop.orderRow(placed.orderId);
      expect(row.status).toBe("pending");
      expect(row.paid_at).toBeNull();
      expect(row.payment_issue).toBe(`Square reported $1.00, ${TOTAL}`);
      // The event, and the mark that the shop was told about this mismatch.
      const eventTypes = async () => (await shop.paymentEventsFor(row.id)).map((event) => event.event_type).sort();
      expect(await eventTypes()).toEqual(["payment.mismatch", "payment.updated"]);
      const emails = await shop.outboxFor(placed.email);
      expect(emails.map((email) => email.to_address)).toEqual([SHOP_INBOX]);
      expect(emails[0]?.subject).toBe(`[TEST] Payment not accepted for order ${row.reference}`);

      const again = await shop.postWebhook(body);
      expect(await again.json()).toEqual({ received: true, duplicate: true });
      expect(await shop.outboxFor(placed.email)).toHaveLength(1);
      expect(await eventTypes()).toEqual(["payment.mismatch", "payment.updated"]);
    });

    it("leaves the order pending for the right amount in another currency", async () => {
      const placed = await shop.placeSquareOrder();
      const body = squarePaymentEvent({
        orderId: placed.orderId,
        paymentId: `pay${randomSquareId()}`,
        amountCents: FIRE_CAPE_PAYABLE_CENTS,
        currency: "CAD",
      });
      expect((await shop.postWebhook(body)).status).toBe(200);
      expect(await shop.orderRow(placed.orderId)).toMatchObject({
        status: "pending",
        payment_issue: `Square reported ${formatMoney(FIRE_CAPE_PAYABLE_CENTS, "CAD")}, ${TOTAL}`,
      });
    });
  });

  describe("the return lookup", () => {
    it("records a Square payment for another amount and tells the shop once, however often the page asks", async () => {
      const placed = await shop.placeSquareOrder();
      fake.pay(placed.orderId, { state: "COMPLETED", amountCents: 999 });
      for (let poll = 0; poll < 3; poll++) {
        expect(await (await shop.getPaymentData(placed.orderId)).json()).toMatchObject({
          status: "review",
          fireEvent: false,
        });
      }
      expect(await shop.orderRow(placed.orderId)).toMatchObject({
        status: "pending",
        payment_issue: `Square reported $9.99, ${TOTAL}`,
      });
      expect(await shop.outboxFor(placed.email)).toHaveLength(1);
    });
  });

  describe("a payment for an order that has since closed", () => {
    it.each(["expired", "cancelled"] as const)(
      "still marks a %s order paid from the webhook and tells the shop",
      async (closed) => {
        const placed = await shop.placeSquareOrder();
        await shop.setStatus(placed.orderId, closed);
        const body = squarePaymentEvent({
          orderId: placed.orderId,
          paymentId: `pay${randomSquareId()}`,
          amountCents: FIRE_CAPE_PAYABLE_CENTS,
        });
        expect(await (await shop.postWebhook(body)).json()).toEqual({ received: true, duplicate: false });
        const row = await shop.orderRow(placed.orderId);
        expect(row).toMatchObject({
          status: "paid",
          payment_issue: `Square payment received after the order was ${closed}`,
        });
        const subjects = (await shop.outboxFor(placed.email)).map((email) => email.subject);
        expect(subjects).toHaveLength(3);
        expect(subjects).toContain(`[TEST] Late payment for ${closed} order ${row.reference}: $31.50`);
      },
    );

    it("asks Square for the total after a promo code, and marks the order paid when Square takes it", async () => {
      // Imported here: the promo service reads env when first loaded, after the shop set it.
      const { seedPromo } = await import("./support/promo-records");
      const { code } = await seedPromo({ amount: "10" });
      // $31.50 less 10%: $3.15 off.
      const placed = await shop.placeSquareOrder(2_835, code);
      expect(placed.response.status).toBe(201);
      expect(
        placed.link?.body.order.line_items.reduce((sum, line) => sum + Number(line.base_price_money.amount), 0),
      ).toBe(2_835);
      fake.pay(placed.orderId);
      expect(await (await shop.getPaymentData(placed.orderId)).json()).toMatchObject({ status: "paid" });
      expect(await shop.orderRow(placed.orderId)).toMatchObject({ status: "paid", payment_issue: null });
    });

    it("still marks an expired order paid from the return lookup", async () => {
      const placed = await shop.placeSquareOrder();
      await shop.setStatus(placed.orderId, "expired");
      fake.pay(placed.orderId);
      expect(await (await shop.getPaymentData(placed.orderId)).json()).toMatchObject({
        status: "paid",
        fireEvent: true,
      });
      expect((await shop.orderRow(placed.orderId)).status).toBe("paid");
      expect(await shop.outboxFor(placed.email)).toHaveLength(3);
    });

    it("fulfils once when the webhook races the return lookup", async () => {
      const placed = await shop.placeSquareOrder();
      const paymentId = fake.pay(placed.orderId);
      const body = squarePaymentEvent({ orderId: placed.orderId, paymentId, amountCents: FIRE_CAPE_PAYABLE_CENTS });
      await Promise.all([
        ...Array.from({ length: 5 }, () => shop.postWebhook(body)),
        ...Array.from({ length: 5 }, () => shop.getPaymentData(placed.orderId)),
      ]);
      expect((await shop.orderRow(placed.orderId)).status).toBe("paid");
      expect(await shop.outboxFor(placed.email)).toHaveLength(2);
    });
  });

  describe("refunds", () => {
    it("refunds a paid order once when Square completes a full refund, however many events say so", async () => {
      const placed = await paidSquareOrder();
      const refundId = `ref${randomSquareId()}`;
      const refund = { refundId, paymentId: placed.paymentId, amountCents: FIRE_CAPE_PAYABLE_CENTS };

      const pending = squareRefundEvent({ ...refund, type: "refund.created", status: "PENDING" });
      expect(await (await shop.postWebhook(pending)).json()).toEqual({ received: true, duplicate: false });
      expect((await shop.orderRow(placed.orderId)).status).toBe("paid");

      const completed = squareRefundEvent(refund);
      expect(await (await shop.postWebhook(completed)).json()).toEqual({ received: true, duplicate: false });
      const row = await shop.orderRow(placed.orderId);
      expect(row).toMatchObject({
        status: "refunded",
        refunded_cents: FIRE_CAPE_PAYABLE_CENTS,
        payment_issue: `Refunded in full: ${formatUsd(FIRE_CAPE_PAYABLE_CENTS)}`,
      });
      expect(row.refunded_at).not.toBeNull();
      const notices = (await shop.outboxFor(placed.email)).filter((email) =>
        email.subject.startsWith("[TEST] Refunded"),
      );
      expect(notices).toEqual([expect.objectContaining({ to_address: SHOP_INBOX })]);

      // Square reports the same refund again in another event: it counts once.
      const repeat = squareRefundEvent({ ...refund, type: "refund.updated" });
      expect(await (await shop.postWebhook(repeat)).json()).toEqual({ received: true, duplicate: true });
      expect(await shop.orderRow(placed.orderId)).toMatchObject({ refunded_cents: FIRE_CAPE_PAYABLE_CENTS });
      // Receipt, the shop's paid and refunded notices, and the customer's refund email: each once.
      expect(await shop.outboxFor(placed.email)).toHaveLength(4);

      // Never a purchase again: the return page says refunded, and the purchase cannot be recorded.
      expect(await (await shop.getPaymentData(placed.orderId)).json()).toMatchObject({
        status: "refunded",
        fireEvent: false,
      });
      expect((await shop.markAsCompleted(placed.orderId)).status).toBe(409);
    });

    it("keeps the order paid after a partial refund, and refunds it once the refunds add up to the total", async () => {
      const placed = await paidSquareOrder();
      const first = squareRefundEvent({
        refundId: `ref${randomSquareId()}`,
        paymentId: placed.paymentId,
        amountCents: 1_000,
      });
      await shop.postWebhook(first);
      expect(await shop.orderRow(placed.orderId)).toMatchObject({
        status: "paid",
        refunded_cents: 1_000,
        payment_issue: `Partially refunded: $10.00 of ${formatUsd(FIRE_CAPE_PAYABLE_CENTS)}`,
      });
      const second = squareRefundEvent({
        refundId: `ref${randomSquareId()}`,
        paymentId: placed.paymentId,
        amountCents: FIRE_CAPE_PAYABLE_CENTS - 1_000,
      });
      await shop.postWebhook(second);
      expect(await shop.orderRow(placed.orderId)).toMatchObject({
        status: "refunded",
        refunded_cents: FIRE_CAPE_PAYABLE_CENTS,
      });
      const subjects = (await shop.outboxFor(placed.email)).map((email) => email.subject);
      expect(subjects.filter((subject) => /^\[TEST\] (Partial refund|Refunded)/.test(subject))).toHaveLength(2);
    });

    it("finds the order by Square's order id when the refund names a payment the shop does not have", async () => {
      const placed = await paidSquareOrder();
      const body = squareRefundEvent({
        refundId: `ref${randomSquareId()}`,
        paymentId: `payUNKNOWN${randomSquareId()}`,
        orderId: placed.orderId,
        amountCents: FIRE_CAPE_PAYABLE_CENTS,
      });
      await shop.postWebhook(body);
      expect((await shop.orderRow(placed.orderId)).status).toBe("refunded");
    });

    it("acknowledges a refund of a payment nobody knows without changing anything", async () => {
      const body = squareRefundEvent({ refundId: `ref${randomSquareId()}`, paymentId: "payNOBODY", amountCents: 100 });
      const response = await shop.postWebhook(body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, duplicate: false });
    });

    it("counts the same refund delivered 20 times at once as one", async () => {
      const placed = await paidSquareOrder();
      const body = squareRefundEvent({
        refundId: `ref${randomSquareId()}`,
        paymentId: placed.paymentId,
        amountCents: FIRE_CAPE_PAYABLE_CENTS,
      });
      const responses = await Promise.all(Array.from({ length: 20 }, () => shop.postWebhook(body)));
      const answers = (await Promise.all(responses.map((response) => response.json()))) as { duplicate: boolean }[];
      expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
      expect(await shop.orderRow(placed.orderId)).toMatchObject({
        status: "refunded",
        refunded_cents: FIRE_CAPE_PAYABLE_CENTS,
      });
      expect(await shop.outboxFor(placed.email)).toHaveLength(4);
    });
  });

  describe("disputes", () => {
    it("marks a paid order disputed once, and paid again when Square says the dispute was won", async () => {
      const placed = await paidSquareOrder();
      const disputeId = `dsp${randomSquareId()}`;
      const opened = squareDisputeEvent({
        paymentId: placed.paymentId,
        amountCents: FIRE_CAPE_PAYABLE_CENTS,
        state: "EVIDENCE_REQUIRED",
        type: "dispute.created",
        disputeId,
      });
      expect(await (await shop.postWebhook(opened)).json()).toEqual({ received: true, duplicate: false });
      expect(await (await shop.postWebhook(opened)).json()).toEqual({ received: true, duplicate: true });
      const row = await shop.orderRow(placed.orderId);
      expect(row).toMatchObject({
        status: "disputed",
        payment_issue: `Dispute opened (not_as_described): ${formatUsd(FIRE_CAPE_PAYABLE_CENTS)}`,
      });
      expect(row.disputed_at).not.toBeNull();
      const subjects = (await shop.outboxFor(placed.email)).map((email) => email.subject);
      expect(subjects.filter((subject) => subject.startsWith("[TEST] Dispute opened"))).toHaveLength(1);

      // A state on the way (processing) changes nothing; the outcome does.
      const processing = { paymentId: placed.paymentId, amountCents: FIRE_CAPE_PAYABLE_CENTS, disputeId };
      await shop.postWebhook(squareDisputeEvent({ ...processing, state: "PROCESSING", type: "dispute.state.updated" }));
      expect((await shop.orderRow(placed.orderId)).status).toBe("disputed");
      await shop.postWebhook(squareDisputeEvent({ ...processing, state: "WON", type: "dispute.state.updated" }));
      expect(await shop.orderRow(placed.orderId)).toMatchObject({
        status: "paid",
        payment_issue: "Dispute closed: won",
      });
    });
  });
});
