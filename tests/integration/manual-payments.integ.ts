import { beforeAll, describe, expect, it } from "vitest";
import { POST as postOrder } from "@/app/api/checkout/order/route";
import { NO_PAYMENT_DETAILS } from "@/domain/settings/payment-details";
import { cancelOrder } from "@/server/admin/orders/cancel-order";
import { orderDetail } from "@/server/admin/orders/order-detail";
import { recordManualPayment } from "@/server/admin/orders/record-payment";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { AppError } from "@/server/http/errors";
import { trackingViewById } from "@/server/orders/order-tracking";
import { expirePendingOrders } from "@/server/retention/expire-pending-orders";
import { paymentDetails, savePaymentDetails } from "@/server/settings/payment-details";
import { orderRequest } from "../support/order-request";
import { seedManualOrder } from "./support/admin-orders";

/*
 * A manual method's money recorded as it arrives (TEST_DB: SQLite or PostgreSQL): part payments
 * add up to a paid order once, an overpayment covers the order with its excess noted, operators
 * recording at the same moment count every part once and move the order once.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const db = () => getDatabase().db;
const OPERATORS = ["0f0e0d0c-0000-4000-8000-000000000011", "0f0e0d0c-0000-4000-8000-000000000012"] as const;

async function statusOf(error: unknown): Promise<number> {
  if (!(error instanceof AppError)) throw error;
  return error.status;
}

async function outboxOf(orderId: string) {
  return db().selectFrom("outbox").select(["subject"]).where("order_id", "=", orderId).execute();
}

async function paymentsOf(orderId: string) {
  return db().selectFrom("order_payments").selectAll().where("order_id", "=", orderId).execute();
}

/** Opens enough pooled connections beforehand (PostgreSQL) that racing calls really start together. */
async function warm(count: number) {
  await Promise.all(Array.from({ length: count }, () => db().selectFrom("orders").select("id").limit(1).execute()));
}

describe(`manual payments on ${dialect}`, () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
  });

  it("keeps an unpaid order that holds a part payment from being cancelled, naming what was received", async () => {
    const { id } = await seedManualOrder({ totalCents: 3_150 });
    await recordManualPayment({
      orderId: id,
      operatorId: OPERATORS[0],
      amountCents: 1_000,
      paymentReference: "PART-1",
    });
    const refused = await cancelOrder({
      orderId: id,
      operatorId: OPERATORS[1],
      role: "owner",
      refund: "none",
      reason: "Changed mind",
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(400);
    expect((refused as AppError).message).toContain("$10.00 of this order is paid already");
    expect(await orderDetail(id)).toMatchObject({ status: "pending", fulfilment: "queued" });
  });

  it("records a part payment with its balance for operator and customer, then pays the order with the rest", async () => {
    const { id } = await seedManualOrder({ totalCents: 3_150 });
    const before = await trackingViewById(db(), id);
    const part = await recordManualPayment({
      orderId: id,
      operatorId: OPERATORS[0],
      amountCents: 1_000,
      paymentReference: "ZELLE-1",
    });
    expect(part).toMatchObject({
      status: "pending",
      paidAt: null,
      manualPayments: { receivedCents: 1_000, balanceCents: 2_150, excessCents: 0 },
    });
    expect(part.manualPayments?.payments).toEqual([
      expect.objectContaining({ amountCents: 1_000, reference: "ZELLE-1", operatorId: OPERATORS[0] }),
    ]);
    const tracking = await trackingViewById(db(), id);
    expect(tracking?.version).toBe((before?.version ?? 0) + 1);
    expect(tracking?.manualPayment).toMatchObject({ receivedCents: 1_000, balanceCents: 2_150 });
    // A part is not a payment: no receipt, no notice of a paid order.
    expect(await outboxOf(id)).toEqual([]);

    const paid = await recordManualPayment({
      orderId: id,
      operatorId: OPERATORS[1],
      amountCents: 2_150,
      paymentReference: "ZELLE-2",
    });
    expect(paid).toMatchObject({
      status: "paid",
      providerPaymentRef: "ZELLE-2",
      paymentIssue: null,
      manualPayments: { receivedCents: 3_150, balanceCents: 0, excessCents: 0 },
    });
    expect(await outboxOf(id)).toHaveLength(2);
    expect((await trackingViewById(db(), id))?.manualPayment).toMatchObject({ receivedCents: 3_150, balanceCents: 0 });
  });

  it("accepts $130.00 for a $129.60 crypto order: paid, the $0.40 excess noted, the money check holds", async () => {
    const { id } = await seedManualOrder({ method: "crypto", totalCents: 12_960 });
    const paid = await recordManualPayment({
      orderId: id,
      operatorId: OPERATORS[0],
      amountCents: 13_000,
      paymentReference: "0x5e1f00d",
    });
    expect(paid).toMatchObject({
      status: "paid",
      paymentIssue: null,
      manualPayments: { receivedCents: 13_000, balanceCents: 0, excessCents: 40 },
    });
    const events = await db().selectFrom("payment_events").select("event_type").where("order_id", "=", id).execute();
    expect(events.map((event) => event.event_type)).toEqual(["manual.paid"]);
  });

  it("counts racing part payments each once and moves the order to paid once", async () => {
    const { id } = await seedManualOrder({ totalCents: 3_000 });
    const racers = 8;
    await warm(racers);
    // Six parts of $5.00 make the total; the two left over find it paid.
    const results = await Promise.allSettled(
      Array.from({ length: racers }, (_, index) =>
        recordManualPayment({
          orderId: id,
          operatorId: OPERATORS[index % 2] ?? OPERATORS[0],
          amountCents: 500,
          paymentReference: `part-${index}`,
        }),
      ),
    );
    const refused = results.filter((result) => result.status === "rejected");
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(6);
    for (const result of refused) expect(await statusOf(result.reason)).toBeOneOf([400, 409]);
    const payments = await paymentsOf(id);
    expect(payments).toHaveLength(6);
    expect(payments.reduce((sum, payment) => sum + Number(payment.amount_cents), 0)).toBe(3_000);
    const detail = await orderDetail(id);
    expect(detail).toMatchObject({ status: "paid", manualPayments: { receivedCents: 3_000, balanceCents: 0 } });
    expect(await outboxOf(id)).toHaveLength(2);
    const marked = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "=", id)
      .where("action", "=", "ORDER_MARKED_PAID")
      .execute();
    expect(marked).toHaveLength(1);
  });

  it("counts the same reference once when two operators record it at the same moment", async () => {
    const { id } = await seedManualOrder({ totalCents: 3_000 });
    await warm(4);
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, index) =>
        recordManualPayment({
          orderId: id,
          operatorId: OPERATORS[index % 2] ?? OPERATORS[0],
          amountCents: 1_000,
          paymentReference: "TX-9",
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) if (result.status === "rejected") expect(await statusOf(result.reason)).toBe(409);
    expect(await paymentsOf(id)).toHaveLength(1);
    expect((await orderDetail(id)).manualPayments).toMatchObject({ receivedCents: 1_000, balanceCents: 2_000 });
  });

  it("keeps hostile input out: amounts and references refused before anything is written, text stored as text", async () => {
    const { id } = await seedManualOrder({ totalCents: 3_000 });
    const attempt = (amountCents: number, paymentReference: string) =>
      recordManualPayment({ orderId: id, operatorId: OPERATORS[0], amountCents, paymentReference }).then(
        () => 200,
        statusOf,
      );
    for (const amount of [0, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, 1e12, 8_001])
      expect(await attempt(amount, "tx"), String(amount)).toBe(400);
    for (const reference of ["", "  ", "a\nb", "a\u0000b", "\u202e", "x".repeat(201)])
      expect(await attempt(100, reference), JSON.stringify(reference)).toBe(400);
    expect(await paymentsOf(id)).toEqual([]);
    const sqlish = "'); DELETE FROM order_payments; --";
    expect(await attempt(100, sqlish)).toBe(200);
    expect((await paymentsOf(id)).map((payment) => payment.reference)).toEqual([sqlish]);
    expect(
      await recordManualPayment({
        orderId: crypto.randomUUID(),
        operatorId: OPERATORS[0],
        amountCents: 100,
        paymentReference: "tx",
      }).then(() => 200, statusOf),
    ).toBe(404);
  });

  it("does not expire an order part of whose money has come", async () => {
    const longAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const partPaid = await seedManualOrder({ createdAt: longAgo });
    const unpaid = await seedManualOrder({ createdAt: longAgo });
    await recordManualPayment({
      orderId: partPaid.id,
      operatorId: OPERATORS[0],
      amountCents: 1_000,
      paymentReference: "ZELLE-P",
    });
    const now = new Date();
    await expirePendingOrders(db(), new Date(now.getTime() - 86_400_000).toISOString(), now, 500);
    expect((await orderDetail(partPaid.id)).status).toBe("pending");
    expect((await orderDetail(unpaid.id)).status).toBe("expired");
  });

  it("tells a new Zelle order where to pay from the shop's settings: confirmation, email and order page; no inbox message", async () => {
    const details = {
      ...NO_PAYMENT_DETAILS,
      zelle: "pay@runeforge.example",
      btc: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
      instructions: "Checked by hand within the hour.",
    };
    expect(await savePaymentDetails({ operatorId: OPERATORS[0], details })).toEqual({ details, changed: true });
    expect(await savePaymentDetails({ operatorId: OPERATORS[1], details })).toEqual({ details, changed: false });
    expect(await paymentDetails()).toEqual(details);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["operator_id", "before_json", "after_json"])
      .where("action", "=", "PAYMENT_DETAILS_SET")
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after_json ?? "null")).toEqual(details);
    await expect(
      savePaymentDetails({ operatorId: OPERATORS[0], details: { ...details, btc: "not-an-address" } }),
    ).rejects.toThrow();

    const messagesBefore = await db().selectFrom("messages").select("id").execute();
    const email = `zelle-${crypto.randomUUID()}@example.com`;
    const response = await postOrder(
      orderRequest({ method: "zelle", profile: { email, name: "Ada", phone: "", rsn: "Zezima" } }),
      undefined,
    );
    expect(response.status).toBe(201);
    const placed = (await response.json()) as { reference: string; steps: string[] };
    expect(placed.steps[0]).toBe("Pay $31.50 by Zelle to pay@runeforge.example.");
    expect(placed.steps).toContain("Checked by hand within the hour.");
    const order = await db()
      .selectFrom("orders")
      .select("id")
      .where("reference", "=", placed.reference)
      .executeTakeFirstOrThrow();
    const mails = await db()
      .selectFrom("outbox")
      .select(["to_address", "body_text", "body_html"])
      .where("order_id", "=", order.id)
      .execute();
    const customerMail = mails.find((mail) => mail.to_address === email);
    expect(customerMail?.body_text).toContain("Pay $31.50 by Zelle to pay@runeforge.example.");
    expect(customerMail?.body_html).toContain("pay@runeforge.example");
    // The shop's one notice of the order; nothing in the inbox.
    expect(mails.filter((mail) => mail.to_address !== email)).toHaveLength(1);
    expect(await db().selectFrom("messages").select("id").execute()).toHaveLength(messagesBefore.length);
    expect((await trackingViewById(db(), order.id))?.manualPayment).toEqual({
      receivedCents: 0,
      balanceCents: 3_150,
      payTo: [{ label: "Zelle", value: "pay@runeforge.example" }],
      instructions: "Checked by hand within the hour.",
    });
    await savePaymentDetails({ operatorId: OPERATORS[0], details: NO_PAYMENT_DETAILS });
  });
});
