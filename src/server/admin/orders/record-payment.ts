import "server-only";
import { decideManualPaid } from "@/domain/admin/manual-paid";
import type { OrderDetail } from "@/domain/api/admin-orders";
import { PAYABLE_STATUSES } from "@/domain/checkout/order-transitions";
import { recordAudit } from "@/server/db/queries/audit-log";
import { paidOrderEmails, paymentNoticeEmails } from "../../checkout/order-emails";
import { database } from "../../db/database";
import { getReceivedCentsOfOrder, hasOrderPaymentReference, insertOrderPayment } from "../../db/queries/order-payments";
import { getOrderRowById, lockPayableOrderForPayment, setProviderRefIfNone } from "../../db/queries/orders";
import { kickOutbox } from "../../email/outbox-worker";
import { AppError } from "../../http/errors";
import { markOrderPaid } from "../../orders/mark-order-paid";
import { orderDetail, orderNotFound } from "./order-detail";

/**
 * A manual method's money, recorded by an operator as it arrives: one order_payments row per amount
 * with its reference. In one transaction, under the order's row lock: the payment is recorded, the
 * customer's page is bumped (it shows the balance), and, when the payments reach the total, the order
 * moves to paid through markOrderPaid, the one place an order becomes paid, under one event id per
 * order, reporting the total (what was received covers it; the excess is noted on the payment). Of
 * two operators recording at once, the second waits for the first and counts what it recorded; once
 * the order is paid, a later one is refused (409), and the same reference twice is one payment.
 */
export async function recordManualPayment(input: {
  orderId: string;
  operatorId: string;
  amountCents: number;
  paymentReference: string;
  now?: Date;
}): Promise<OrderDetail> {
  const { db } = await database();
  const now = input.now ?? new Date();
  const at = now.toISOString();
  const queued = await db.transaction().execute(async (trx) => {
    const row = await getOrderRowById(trx, input.orderId);
    if (!row) throw orderNotFound();
    const decide = async () =>
      decideManualPaid(
        {
          method: row.method,
          status: row.status,
          totalCents: row.total_cents,
          currency: row.currency,
          receivedCents: await getReceivedCentsOfOrder(trx, row.id),
        },
        input,
      );
    // Read before the lock for the rule's own reason (not a manual order, no reference, not payable)…
    const first = await decide();
    if (!first.ok) throw refused(first.reason);
    if (!(await lockPayableOrderForPayment(trx, row.id, PAYABLE_STATUSES, at))) {
      throw new AppError("conflict:admin-order", "This order was paid meanwhile: reload it to see its payments.");
    }
    // …and again under it: another operator's payment may have been recorded while this one waited.
    const decision = await decide();
    if (!decision.ok) throw refused(decision.reason);
    if (await hasOrderPaymentReference(trx, row.id, decision.paymentReference)) {
      throw new AppError(
        "conflict:admin-order",
        "A payment with this reference is already recorded on this order: the same money counts once.",
      );
    }
    await insertOrderPayment(trx, {
      id: crypto.randomUUID(),
      orderId: row.id,
      amountCents: decision.amountCents,
      currency: row.currency,
      reference: decision.paymentReference,
      operatorId: input.operatorId,
      at,
    });
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: "ORDER_PAYMENT_RECORDED",
        targetType: "order",
        targetId: row.id,
        after: {
          amountCents: decision.amountCents,
          paymentReference: decision.paymentReference,
          receivedCents: decision.receivedCents,
          balanceCents: decision.balanceCents,
          excessCents: decision.excessCents,
        },
      },
      now,
    );
    if (!decision.covers) return false;
    // markOrderPaid finds an order by its provider ref; a manual order gets one of its own the first time.
    const providerRef = row.provider_ref ?? `manual:${row.id}`;
    await setProviderRefIfNone(trx, row.id, providerRef);
    const result = await markOrderPaid({
      trx,
      provider: "manual",
      providerRef,
      paymentRef: decision.paymentReference,
      // What was received covers the total: the money check is of the order's total, the excess is noted above.
      reported: { provider: "Manual", amountCents: row.total_cents, currency: row.currency, noPaymentRequired: false },
      event: { id: `manual-paid:${row.id}`, type: "manual.paid" },
      now,
      emails: paidOrderEmails,
      notices: paymentNoticeEmails,
      onPaid: async (paidTrx) => {
        await recordAudit(
          paidTrx,
          {
            operatorId: input.operatorId,
            action: "ORDER_MARKED_PAID",
            targetType: "order",
            targetId: row.id,
            before: { status: row.status },
            after: {
              status: "paid",
              amountCents: decision.receivedCents,
              paymentReference: decision.paymentReference,
            },
          },
          now,
        );
      },
    });
    // Under the row lock nothing else can have paid it; if it did, nothing of this call stands.
    if (!result.transitioned) throw new AppError("conflict:admin-order", "This order was already marked paid.");
    return result.queued;
  });
  if (queued) kickOutbox();
  return orderDetail(input.orderId);
}

function refused(reason: string): AppError {
  return new AppError("bad_request:admin-order", reason);
}
