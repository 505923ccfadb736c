import "server-only";
import { orderTimeline } from "@/domain/admin/order-timeline";
import { refundableCents } from "@/domain/admin/refund-rules";
import type { OrderDetail } from "@/domain/api/admin-orders";
import { isProgressUnit, type ProgressUnit } from "@/domain/orders/order-progress";
import { isPromoOverLimit } from "@/domain/promotions/promo-late-use";
import { getDatabase } from "../../db/client";
import { ensureDatabaseReady } from "../../db/migrate";
import { toOrder } from "../../db/queries/orders";
import { AppError } from "../../http/errors";
import { auditOf } from "../audit-log";

export function orderNotFound(): AppError {
  return new AppError("not_found:admin-order", "There is no order with this id.");
}

/** One order as the back office shows it: lines, contact, payment ids and everything that happened to it. */
export async function orderDetail(id: string): Promise<OrderDetail> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const row = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw orderNotFound();
  const [paymentEvents, emails, audit, notes, refunds, steps, promoUse] = await Promise.all([
    db.selectFrom("payment_events").selectAll().where("order_id", "=", id).execute(),
    db
      .selectFrom("outbox")
      .select(["id", "subject", "status", "created_at", "sent_at", "channel"])
      .where("order_id", "=", id)
      .execute(),
    auditOf(db, "order", id),
    db.selectFrom("order_notes").selectAll().where("order_id", "=", id).execute(),
    db.selectFrom("order_refunds").selectAll().where("order_id", "=", id).execute(),
    db.selectFrom("order_steps").selectAll().where("order_id", "=", id).orderBy("version").execute(),
    db.selectFrom("promo_redemptions").select("status").where("order_id", "=", id).executeTakeFirst(),
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
    providerRef: order.providerRef,
    providerPaymentRef: order.providerPaymentRef,
    paymentIssue: order.paymentIssue,
    promoOverLimit: isPromoOverLimit({ status: order.status, promoUse: promoUse?.status ?? null }),
    refundedAt: order.refundedAt,
    disputedAt: order.disputedAt,
    refundableCents:
      order.status === "paid" && order.provider !== "manual"
        ? refundableCents({
            totalCents: order.totals.totalCents,
            refundedCents: order.refundedCents,
            pendingRefundCents: Number(row.refund_pending_cents),
          })
        : 0,
    refundPendingCents: Number(row.refund_pending_cents),
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
