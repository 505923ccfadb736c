import "server-only";
import type { Executor } from "../database";
import type { OrderRefundsTable } from "../schema";

/* Every write on order_refunds: one row per refund the back office asks a provider for or records as made by hand. */

export async function insertOrderRefund(
  db: Executor,
  input: {
    id: string;
    orderId: string;
    operatorId: string;
    provider: OrderRefundsTable["provider"];
    amountCents: number;
    currency: string;
    at: string;
    reason: string;
    /** A refund made by hand: written as succeeded at once, with how it was sent and its reference. */
    byHand?: { sentBy: string; reference: string } | null;
  },
): Promise<void> {
  await db
    .insertInto("order_refunds")
    .values({
      id: input.id,
      order_id: input.orderId,
      operator_id: input.operatorId,
      provider: input.provider,
      amount_cents: input.amountCents,
      currency: input.currency,
      idempotency_key: input.id,
      provider_refund_id: null,
      status: input.byHand ? "succeeded" : "requested",
      error: null,
      created_at: input.at,
      completed_at: input.byHand ? input.at : null,
      reason: input.reason,
      sent_by: input.byHand?.sentBy ?? null,
      reference: input.byHand?.reference ?? null,
    })
    .execute();
}

/** How an operator's refund ended for now, written once the provider answered (or did not). */
export async function setOrderRefundOutcome(
  db: Executor,
  id: string,
  outcome: {
    status: OrderRefundsTable["status"];
    providerRefundId: string | null;
    error: string | null;
    completedAt: string | null;
  },
): Promise<void> {
  await db
    .updateTable("order_refunds")
    .set({
      status: outcome.status,
      provider_refund_id: outcome.providerRefundId,
      error: outcome.error,
      completed_at: outcome.completedAt,
    })
    .where("id", "=", id)
    .execute();
}

/** The order's refund pending at its provider under that id (an order has one provider, so ids cannot clash). */
export async function getPendingRefund(db: Executor, orderId: string, providerRefundId: string) {
  return db
    .selectFrom("order_refunds")
    .select(["id", "amount_cents"])
    .where("order_id", "=", orderId)
    .where("provider_refund_id", "=", providerRefundId)
    .where("status", "=", "pending")
    .executeTakeFirst();
}

/** Ends a pending refund with the provider's outcome, only while it is still pending; true for the call that ended it. */
export async function endPendingRefund(
  db: Executor,
  id: string,
  outcome: { status: "succeeded" | "failed"; error: string | null; at: string },
): Promise<boolean> {
  const ended = await db
    .updateTable("order_refunds")
    .set({ status: outcome.status, error: outcome.error, completed_at: outcome.at })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(ended.numUpdatedRows) === 1;
}

export async function getRefundsOfOrder(db: Executor, orderId: string) {
  return db.selectFrom("order_refunds").selectAll().where("order_id", "=", orderId).execute();
}

/** The reason an operator gave for a refund the provider knows by `providerRefundId`, for the email its webhook sends. */
export async function getRefundReasonByProviderRefundId(
  db: Executor,
  orderId: string,
  providerRefundId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("order_refunds")
    .select("reason")
    .where("order_id", "=", orderId)
    .where("provider_refund_id", "=", providerRefundId)
    .executeTakeFirst();
  return row?.reason ?? null;
}

/** The reason of the order's latest refund that went through and has one, for the customer's page. */
export async function getLatestRefundReason(db: Executor, orderId: string): Promise<string | null> {
  const row = await db
    .selectFrom("order_refunds")
    .select("reason")
    .where("order_id", "=", orderId)
    .where("status", "=", "succeeded")
    .where("reason", "is not", null)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row?.reason ?? null;
}
