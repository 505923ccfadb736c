import "server-only";
import type { Transaction } from "kysely";
import { type CancelRefund, checkRefundReason, decideCancel, type RefundByHand } from "@/domain/admin/refund-rules";
import type { OperatorRole } from "@/domain/admin/roles";
import type { OrderDetail } from "@/domain/api/admin-orders";
import { recordAudit } from "@/server/db/queries/audit-log";
import { database } from "../../db/database";
import { getReceivedCentsOfOrder } from "../../db/queries/order-payments";
import { cancelPendingOrderById, getOrderRowById, lockOrderRow, rereadOrderRow } from "../../db/queries/orders";
import type { Database } from "../../db/schema";
import { kickOutbox } from "../../email/outbox-worker";
import { AppError } from "../../http/errors";
import { writeOrderStep } from "../../orders/order-steps";
import { queueRefundEmail } from "../../orders/refund-email-sender";
import { releasePromoUse } from "../../promotions/promo-redemptions";
import { orderDetail, orderNotFound } from "./order-detail";
import { runRefund } from "./refund-order";

/*
 * Cancelling an order from the back office, in one step with its money:
 * - unpaid (pending): the order becomes cancelled, its promo code's use is given back (the expiry
 *   sweep only ever touches pending orders, so it neither expires nor mails this one), and the
 *   customer is told. A payment arriving later takes the late-payment path, as for an expired order.
 * - paid, with a refund: the refund goes first (through the provider, or recorded as made by hand),
 *   and the order is cancelled in the transaction that counts it. A refused or unanswered refund
 *   leaves the order as it was: the operator reads why and nothing is cancelled.
 * - paid without a refund, or refunded already: the work stops; no money moves.
 * The customer gets one email: the cancel, with what was refunded and why.
 */

export type CancelOrderInput = {
  orderId: string;
  operatorId: string;
  /** Staff are held to the owner's refund limit (src/server/admin/orders/refund-order.ts). */
  role: OperatorRole;
  refund: CancelRefund;
  reason: string;
  byHand?: RefundByHand | null;
  now?: Date;
};

function refused(reason: string): AppError {
  return new AppError("bad_request:admin-order", reason);
}

function changedMeanwhile(): AppError {
  return new AppError("conflict:admin-order", "The order changed meanwhile. Reload it and try again.");
}

async function cancelIn(
  trx: Transaction<Database>,
  input: CancelOrderInput & { now: Date; reason: string },
  refunded: { amountCents: number; pending: boolean; byHand: RefundByHand | null },
): Promise<{ ok: true } | { ok: false; error: AppError }> {
  const step = await writeOrderStep(trx, {
    orderId: input.orderId,
    operatorId: input.operatorId,
    step: "cancelled",
    now: input.now,
    cancelReason: input.reason,
    stepEmail: false,
  });
  if (!step.ok) return step;
  const row = await rereadOrderRow(trx, input.orderId);
  await queueRefundEmail(
    trx,
    row,
    {
      kind: "cancel",
      amountCents: refunded.amountCents,
      reason: input.reason,
      byHand: refunded.byHand,
      pending: refunded.pending,
    },
    input.now,
  );
  await recordAudit(
    trx,
    {
      operatorId: input.operatorId,
      action: "ORDER_CANCELLED",
      targetType: "order",
      targetId: row.id,
      after: {
        status: row.status,
        fulfilment: "cancelled",
        refundedCents: refunded.amountCents,
        refundPending: refunded.pending,
        reason: input.reason,
      },
    },
    input.now,
  );
  return { ok: true };
}

export async function cancelOrder(input: CancelOrderInput): Promise<OrderDetail> {
  const now = input.now ?? new Date();
  const reason = checkRefundReason(input.reason);
  if (!reason.ok) throw refused(reason.reason);
  const { db } = await database();
  const row = await getOrderRowById(db, input.orderId);
  if (!row) throw orderNotFound();
  const receivedCents = row.provider === "manual" ? await getReceivedCentsOfOrder(db, row.id) : 0;
  const decision = decideCancel({ ...row, receivedCents }, input.refund);
  if (!decision.ok) throw refused(decision.reason);
  const cancel = { ...input, now, reason: reason.reason };

  if (decision.kind === "paid" && decision.refund !== "none") {
    const cancelled: { outcome: { ok: true } | { ok: false; error: AppError } } = { outcome: { ok: true } };
    const byHand = row.provider === "manual" ? (input.byHand ?? null) : null;
    try {
      await runRefund(
        {
          orderId: row.id,
          operatorId: input.operatorId,
          role: input.role,
          now,
          amount: decision.refund,
          reason: reason.reason,
          byHand,
        },
        async (trx, refund) => {
          cancelled.outcome = await cancelIn(trx, cancel, { ...refund, byHand });
        },
      );
    } catch (error) {
      // Refused, or not answered: the order stays as it was, and the operator reads that too.
      if (!(error instanceof AppError)) throw error;
      throw new AppError(error.code, `${error.message.replace(/\.?$/, ".")} The order was not cancelled.`, {
        cause: error,
      });
    }
    const { outcome } = cancelled;
    if (!outcome.ok) {
      // The money is refunded and counted; only the cancel lost (another operator moved the order).
      throw new AppError(
        "conflict:admin-order",
        `The refund went through, but the order was not cancelled: ${outcome.error.message}`,
      );
    }
    return orderDetail(row.id);
  }

  await db.transaction().execute(async (trx) => {
    await lockOrderRow(trx, row.id);
    const current = await rereadOrderRow(trx, row.id);
    // Under the row's lock: a refund on its way (another operator's) would race this cancel.
    if (Number(current.refund_pending_cents) > 0) {
      throw new AppError("conflict:admin-order", "A refund of this order is on its way. Reload it and try again.");
    }
    if (current.status !== row.status) throw changedMeanwhile();
    if (decision.kind === "unpaid") {
      // A part payment recorded since the first look (its writer locks this row too) keeps the order.
      const again = decideCancel({ ...current, receivedCents: await getReceivedCentsOfOrder(trx, row.id) }, "none");
      if (!again.ok) throw refused(again.reason);
      if (!(await cancelPendingOrderById(trx, row.id, now.toISOString()))) throw changedMeanwhile();
      await releasePromoUse(trx, row.id, now);
    }
    const done = await cancelIn(trx, cancel, { amountCents: 0, pending: false, byHand: null });
    if (!done.ok) throw done.error;
  });
  kickOutbox();
  return orderDetail(row.id);
}
