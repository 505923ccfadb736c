import "server-only";
import { manualBalance } from "@/domain/admin/manual-paid";
import { orderTimeline } from "@/domain/admin/order-timeline";
import { refundableCents } from "@/domain/admin/refund-rules";
import type { ManualPayments, OrderDetail } from "@/domain/api/admin-orders";
import { MANUAL_METHODS } from "@/domain/checkout/methods";
import { isProgressUnit, type ProgressUnit } from "@/domain/orders/order-progress";
import { isPromoOverLimit } from "@/domain/promotions/promo-late-use";
import { auditOf } from "@/server/db/queries/audit-log";
import { database } from "../../db/database";
import { findOperatorById } from "../../db/queries/operators";
import { getNotesOfOrder } from "../../db/queries/order-notes";
import { getPaymentsOfOrder, type OrderPayment } from "../../db/queries/order-payments";
import { getRefundsOfOrder } from "../../db/queries/order-refunds";
import { getStepsOfOrder } from "../../db/queries/order-steps";
import { getOrderRowById, toOrder } from "../../db/queries/orders";
import { getEmailsOfOrder } from "../../db/queries/outbox";
import { getPaymentEventsOfOrder } from "../../db/queries/payment-events";
import { getPromoUseOfOrder } from "../../db/queries/promo-redemptions";
import { AppError } from "../../http/errors";

export function orderNotFound(): AppError {
  return new AppError("not_found:admin-order", "There is no order with this id.");
}

/** One order as the back office shows it: lines, contact, payment ids and everything that happened to it. */
export async function orderDetail(id: string): Promise<OrderDetail> {
  const { db } = await database();
  const row = await getOrderRowById(db, id);
  if (!row) throw orderNotFound();
  const [paymentEvents, emails, audit, notes, refunds, steps, promoUse, payments, assignee] = await Promise.all([
    getPaymentEventsOfOrder(db, id),
    getEmailsOfOrder(db, id),
    auditOf(db, "order", id),
    getNotesOfOrder(db, id),
    getRefundsOfOrder(db, id),
    getStepsOfOrder(db, id),
    getPromoUseOfOrder(db, id),
    getPaymentsOfOrder(db, id),
    row.assigned_operator_id ? findOperatorById(db, row.assigned_operator_id) : undefined,
  ]);
  const order = toOrder(row);
  return {
    id: order.id,
    reference: order.reference,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    status: order.status,
    fulfilment: row.fulfilment,
    method: order.method,
    provider: order.provider,
    testMode: order.testMode,
    email: order.email,
    name: order.name,
    phone: order.phone,
    rsn: order.rsn,
    lines: order.lines,
    totals: order.totals,
    totalCents: order.totals.totalCents,
    refundedCents: order.refundedCents,
    currency: row.currency,
    assigneeId: row.assigned_operator_id,
    assignee: assignee?.email ?? null,
    providerRef: order.providerRef,
    providerPaymentRef: order.providerPaymentRef,
    paymentIssue: order.paymentIssue,
    promoOverLimit: isPromoOverLimit({ status: order.status, promoUse: promoUse?.status ?? null }),
    refundedAt: order.refundedAt,
    disputedAt: order.disputedAt,
    refundableCents:
      order.status === "paid"
        ? refundableCents({
            totalCents: order.totals.totalCents,
            refundedCents: order.refundedCents,
            pendingRefundCents: Number(row.refund_pending_cents),
          })
        : 0,
    refundPendingCents: Number(row.refund_pending_cents),
    manualPayments: MANUAL_METHODS.some((method) => method === order.method)
      ? manualPaymentsOf(order.totals.totalCents, payments)
      : null,
    timeline: orderTimeline({
      order: { id: order.id, createdAt: order.createdAt, paidAt: order.paidAt, currency: row.currency },
      paymentEvents: paymentEvents.map((event) => ({
        id: event.id,
        provider: event.provider,
        eventType: event.event_type,
        receivedAt: event.received_at,
      })),
      emails: emails.map((email) => ({
        id: email.id,
        subject: email.subject,
        status: email.status,
        createdAt: email.created_at,
        sentAt: email.sent_at,
        channel: email.channel,
      })),
      audit,
      notes: notes.map((note) => ({
        id: note.id,
        operatorId: note.operator_id,
        body: note.body,
        createdAt: note.created_at,
      })),
      refunds: refunds.map((refund) => ({
        id: refund.id,
        operatorId: refund.operator_id,
        amountCents: Number(refund.amount_cents),
        currency: refund.currency,
        status: refund.status,
        providerRefundId: refund.provider_refund_id,
        error: refund.error,
        createdAt: refund.created_at,
        reason: refund.reason,
        sentBy: refund.sent_by,
        reference: refund.reference,
      })),
      steps: steps.map((step) => ({
        id: step.id,
        step: step.step,
        progress:
          step.progress_done !== null && step.progress_target !== null && isProgressUnit(step.progress_unit ?? "")
            ? {
                done: Number(step.progress_done),
                target: Number(step.progress_target),
                unit: step.progress_unit as ProgressUnit,
              }
            : null,
        reason: step.reason,
        operatorId: step.operator_id,
        createdAt: step.created_at,
      })),
    }),
  };
}

function manualPaymentsOf(totalCents: number, payments: readonly OrderPayment[]): ManualPayments {
  const received = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  return {
    ...manualBalance(totalCents, received),
    payments: payments.map(({ id, amountCents, reference, operatorId, createdAt }) => ({
      id,
      amountCents,
      reference,
      operatorId,
      createdAt,
    })),
  };
}
