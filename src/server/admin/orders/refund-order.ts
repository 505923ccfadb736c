import "server-only";
import type { Transaction } from "kysely";
import { decideRefund, type RefundRequest } from "@/domain/admin/refund-rules";
import type { OrderDetail } from "@/domain/api/admin-orders";
import { recordAudit } from "@/server/db/queries/audit-log";
import { paymentNoticeEmails } from "../../checkout/order-emails";
import { providerOfOrder } from "../../checkout/payment-providers";
import { database } from "../../db/database";
import { insertOrderRefund, setOrderRefundOutcome } from "../../db/queries/order-refunds";
import { getOrderRefundState, getOrderRowById, releaseRefundCents, reserveRefundCents } from "../../db/queries/orders";
import type { Database } from "../../db/schema";
import { kickOutbox } from "../../email/outbox-worker";
import { AppError } from "../../http/errors";
import { errorMessage } from "../../logger";
import { providerRefundReported, recordRefund } from "../../orders/order-reversals";
import type { ProviderRefund } from "../../payments/payment-provider";
import { withProviderTimeout } from "../../payments/provider-timeout";
import { orderDetail, orderNotFound } from "./order-detail";

/*
 * A refund through the order's provider, in three steps:
 * 1. Reserve: one UPDATE adds the amount to refund_pending_cents only while refunded + pending +
 *    amount stays within the total, so two operators refunding at once can never ask the provider
 *    for more than was paid (the database re-checks the row each UPDATE waits for).
 * 2. Ask the provider, with the refund row's id as idempotency key.
 * 3. Record it through recordRefund, the path the provider's webhook takes, under the id that
 *    webhook counts the same refund by (Square's refund id; Stripe's running total), so whichever
 *    arrives first, the money is counted once; the reservation is released and the audit row
 *    written in that same transaction. A refund the provider only took (Square's PENDING) is not
 *    counted yet: it keeps its reservation until the provider's webhook completes or fails it
 *    (holdPending; docs/adr/0011).
 * A provider that refuses releases the reservation and leaves a failed refund row and audit row.
 * One that does not answer (a timeout, a 5xx, a broken connection) may still have made the refund:
 * the reservation is released too (the provider's webhook counts the refund if it was made), the
 * row stays "requested", and the operator is told to check before refunding again.
 */

const REFUND_TIMEOUT_MS = 30_000;

type Reserved = {
  refundId: string;
  amountCents: number;
  order: {
    id: string;
    provider: "stripe" | "square" | "demo";
    providerRef: string | null;
    paymentRef: string;
    currency: string;
    status: string;
    refundedCents: number;
  };
};

function refused(reason: string): AppError {
  return new AppError("bad_request:admin-refund", reason);
}

async function reserve(orderId: string, request: RefundRequest, operatorId: string, now: Date): Promise<Reserved> {
  const { db } = await database();
  return db.transaction().execute(async (trx) => {
    const row = await getOrderRowById(trx, orderId);
    if (!row) throw orderNotFound();
    const decision = decideRefund(
      {
        status: row.status,
        provider: row.provider,
        totalCents: Number(row.total_cents),
        refundedCents: Number(row.refunded_cents),
        pendingRefundCents: Number(row.refund_pending_cents),
      },
      request,
    );
    if (!decision.ok) throw refused(decision.reason);
    if (row.provider === "manual" || !row.provider_payment_ref) {
      throw refused("The provider's payment id of this order is unknown, so it cannot be refunded here.");
    }
    const amount = decision.amountCents;
    if (!(await reserveRefundCents(trx, row.id, amount))) {
      throw new AppError(
        "conflict:admin-refund",
        "Another refund of this order is on its way. Reload it and try again.",
      );
    }
    const refundId = crypto.randomUUID();
    await insertOrderRefund(trx, {
      id: refundId,
      orderId: row.id,
      operatorId,
      provider: row.provider,
      amountCents: amount,
      currency: row.currency,
      at: now.toISOString(),
    });
    return {
      refundId,
      amountCents: amount,
      order: {
        id: row.id,
        provider: row.provider,
        providerRef: row.provider_ref,
        paymentRef: row.provider_payment_ref,
        currency: row.currency,
        status: row.status,
        refundedCents: Number(row.refunded_cents),
      },
    };
  });
}

/**
 * How an operator's refund ended for now: done; pending at the provider (the reservation is kept
 * until its webhook ends it); refused; or unanswered.
 */
type Outcome =
  | { kind: "succeeded"; refund: ProviderRefund }
  | { kind: "pending"; refund: ProviderRefund }
  | { kind: "failed"; error: string; refund?: ProviderRefund }
  | { kind: "unconfirmed"; error: string };

const ROW_STATUS = { succeeded: "succeeded", pending: "pending", failed: "failed", unconfirmed: "requested" } as const;

/** Gives the reservation back (kept while pending) and writes the refund's end, in the caller's transaction. */
async function settle(
  trx: Transaction<Database>,
  reserved: Reserved,
  outcome: Outcome,
  operatorId: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const providerRefundId = "refund" in outcome && outcome.refund ? outcome.refund.refundId : null;
  if (outcome.kind !== "pending") await releaseRefundCents(trx, reserved.order.id, reserved.amountCents);
  await setOrderRefundOutcome(trx, reserved.refundId, {
    status: ROW_STATUS[outcome.kind],
    providerRefundId,
    error: "error" in outcome ? outcome.error.slice(0, 1_000) : null,
    completedAt: outcome.kind === "pending" ? null : at,
  });
  const after = await getOrderRefundState(trx, reserved.order.id);
  await recordAudit(
    trx,
    {
      operatorId,
      action: "ORDER_REFUNDED",
      targetType: "order",
      targetId: reserved.order.id,
      before: { status: reserved.order.status, refundedCents: reserved.order.refundedCents },
      after: {
        status: after.status,
        refundedCents: Number(after.refunded_cents),
        refund: {
          id: reserved.refundId,
          amountCents: reserved.amountCents,
          provider: reserved.order.provider,
          outcome: outcome.kind,
          providerRefundId,
        },
      },
    },
    now,
  );
}

/**
 * A refund the provider took but has not done (Square's PENDING) is not counted: its reservation
 * is kept and its row is "pending" until the provider's webhook ends it. That webhook may already
 * have come while the shop waited for this answer; then it is ended here, as the webhook said.
 */
async function holdPending(reserved: Reserved, refund: ProviderRefund, operatorId: string, now: Date): Promise<void> {
  const { db } = await database();
  const failed = await db.transaction().execute(async (trx) => {
    const reported = await providerRefundReported(trx, {
      orderId: reserved.order.id,
      provider: reserved.order.provider,
      providerRefundId: refund.refundId,
    });
    const outcome: Outcome =
      reported === "completed"
        ? { kind: "succeeded", refund }
        : reported === "failed"
          ? { kind: "failed", refund, error: "The provider reported the refund failed." }
          : { kind: "pending", refund };
    await settle(trx, reserved, outcome, operatorId, now);
    return outcome.kind === "failed";
  });
  if (failed) {
    throw new AppError("conflict:admin-refund", "The refund did not go through: the provider reported it failed.");
  }
}

function refusedByProvider(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
}

export async function refundOrder(input: {
  orderId: string;
  amount: RefundRequest;
  operatorId: string;
  now?: Date;
}): Promise<OrderDetail> {
  const now = input.now ?? new Date();
  const reserved = await reserve(input.orderId, input.amount, input.operatorId, now);
  const { db } = await database();
  const { order } = reserved;

  let refund: ProviderRefund;
  let asked = false;
  try {
    const provider = providerOfOrder(order.provider);
    if (!provider) throw new Error(`${order.provider} is not configured in this shop any more`);
    asked = true;
    refund = await withProviderTimeout(
      provider.refund({
        paymentRef: order.paymentRef,
        amountCents: reserved.amountCents,
        currency: order.currency,
        idempotencyKey: reserved.refundId,
      }),
      REFUND_TIMEOUT_MS,
      "The payment provider did not answer in time.",
    );
  } catch (error) {
    const reason = errorMessage(error);
    // The provider said no (4xx: already refunded, too much), or was asked and gave no answer.
    const refusedOutright = refusedByProvider(error);
    const unconfirmed = asked && !refusedOutright;
    await db
      .transaction()
      .execute((trx) =>
        settle(
          trx,
          reserved,
          unconfirmed ? { kind: "unconfirmed", error: reason } : { kind: "failed", error: reason },
          input.operatorId,
          now,
        ),
      );
    if (unconfirmed) {
      throw new AppError(
        "unavailable:admin-refund",
        `The refund is not confirmed (${reason.replace(/\.$/, "")}). It may still go through: check the payment at the provider before refunding again.`,
        { cause: error },
      );
    }
    const code = refusedOutright ? "conflict:admin-refund" : "unavailable:admin-refund";
    throw new AppError(code, `The refund did not go through: ${reason}`, { cause: error });
  }

  if (refund.pending) {
    await holdPending(reserved, refund, input.operatorId, now);
    return orderDetail(order.id);
  }

  const recorded = await recordRefund({
    provider: order.provider,
    event: { id: refund.dedupId, type: "refund.requested" },
    match: { paymentRef: order.paymentRef, providerRef: order.providerRef },
    refund: {
      amountCents: refund.cumulativeCents ?? reserved.amountCents,
      cumulative: refund.cumulativeCents !== undefined,
      currency: order.currency,
    },
    now,
    notices: paymentNoticeEmails,
    within: (trx) => settle(trx, reserved, { kind: "succeeded", refund }, input.operatorId, now),
  });
  // The provider's webhook recorded it first: the money is counted; release and audit here.
  if (recorded.duplicateEvent) {
    await db
      .transaction()
      .execute((trx) => settle(trx, reserved, { kind: "succeeded", refund }, input.operatorId, now));
  }
  if (recorded.queued) kickOutbox();
  return orderDetail(order.id);
}
