import "server-only";
import type { Executor } from "../database";

/*
 * Every write on order_payments: the amounts a manual method's customer sent, as operators record
 * them. The service records one under the order's row lock, so the sum it reads next counts every
 * payment recorded before it, and none twice.
 */

export type OrderPayment = {
  id: string;
  amountCents: number;
  currency: string;
  reference: string;
  operatorId: string;
  createdAt: string;
};

export async function insertOrderPayment(
  db: Executor,
  payment: {
    id: string;
    orderId: string;
    amountCents: number;
    currency: string;
    reference: string;
    operatorId: string;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto("order_payments")
    .values({
      id: payment.id,
      order_id: payment.orderId,
      amount_cents: payment.amountCents,
      currency: payment.currency,
      reference: payment.reference,
      operator_id: payment.operatorId,
      created_at: payment.at,
    })
    .execute();
}

/** Whether this reference was already recorded on the order (the same money twice). */
export async function hasOrderPaymentReference(db: Executor, orderId: string, reference: string): Promise<boolean> {
  const row = await db
    .selectFrom("order_payments")
    .select("id")
    .where("order_id", "=", orderId)
    .where("reference", "=", reference)
    .executeTakeFirst();
  return row !== undefined;
}

/** The order's recorded payments, oldest first. */
export async function getPaymentsOfOrder(db: Executor, orderId: string): Promise<OrderPayment[]> {
  const rows = await db
    .selectFrom("order_payments")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    reference: row.reference,
    operatorId: row.operator_id,
    createdAt: row.created_at,
  }));
}

/** What the order's recorded payments add up to (0 when none). */
export async function getReceivedCentsOfOrder(db: Executor, orderId: string): Promise<number> {
  const row = await db
    .selectFrom("order_payments")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("amount_cents"), eb.lit(0)).as("received"))
    .where("order_id", "=", orderId)
    .executeTakeFirstOrThrow();
  return Number(row.received);
}
