import "server-only";
import type { OrderDetail } from "@/domain/api/admin-orders";
import { decideGoldPayment } from "@/domain/checkout/gold-payment";
import { isPayable, PAYABLE_STATUSES } from "@/domain/checkout/order-transitions";
import { recordAudit } from "@/server/db/queries/audit-log";
import { paidOrderEmails, paymentNoticeEmails } from "../../checkout/order-emails";
import { database } from "../../db/database";
import { getOrderRowById, lockPayableOrderForPayment, setProviderRefIfNone } from "../../db/queries/orders";
import { kickOutbox } from "../../email/outbox-worker";
import { addGoldStockIn } from "../../gold/gold-ledger";
import { AppError } from "../../http/errors";
import { markOrderPaid } from "../../orders/mark-order-paid";
import { OrderFieldError } from "../../orders/order-fields-error";
import { orderDetail, orderNotFound } from "./order-detail";

/**
 * The gold of an order paid with OSRS gold, confirmed by an operator once it is traded: how many
 * millions came and the in-game account that holds them now. In one transaction, under the order's
 * row lock: the ledger adds the gold to stock (once per order, by its key) and the order moves to
 * paid through markOrderPaid, the one place an order becomes paid, under one event id per order.
 * Less than asked is refused (the order waits for the rest); of two operators confirming at once,
 * the second waits for the first and is refused (409), so the gold is counted and the order paid once.
 */
export async function confirmGoldPayment(input: {
  orderId: string;
  operatorId: string;
  millions: number;
  account: string;
  now?: Date;
}): Promise<OrderDetail> {
  const { db } = await database();
  const now = input.now ?? new Date();
  const at = now.toISOString();
  const queued = await db.transaction().execute(async (trx) => {
    const row = await getOrderRowById(trx, input.orderId);
    if (!row) throw orderNotFound();
    const asked = row.gold_payment_tenths === null ? null : Number(row.gold_payment_tenths);
    if (asked !== null && !isPayable(row.status)) throw alreadyPaid();
    const decision = decideGoldPayment({ method: row.method, status: row.status, askedTenths: asked }, input);
    if (!decision.ok) throw new OrderFieldError(decision.field, decision.reason);
    // Another operator's confirmation holds the lock until it commits; then the order is no longer payable.
    if (!(await lockPayableOrderForPayment(trx, row.id, PAYABLE_STATUSES, at))) throw alreadyPaid();
    const stock = await addGoldStockIn(trx, {
      kind: "gold_payment",
      tenths: decision.tenths,
      account: decision.account,
      operatorId: input.operatorId,
      orderId: row.id,
      valueCents: row.total_cents,
      key: `gold-payment:${row.id}`,
      now,
    });
    if (!stock.recorded) throw alreadyPaid();
    // markOrderPaid finds an order by its provider ref; a manual order gets one of its own the first time.
    const providerRef = row.provider_ref ?? `manual:${row.id}`;
    await setProviderRefIfNone(trx, row.id, providerRef);
    const result = await markOrderPaid({
      trx,
      provider: "manual",
      providerRef,
      paymentRef: `gold-payment:${row.id}`,
      // The gold covers the total it was computed from: the money check is of the order's total.
      reported: { provider: "Manual", amountCents: row.total_cents, currency: row.currency, noPaymentRequired: false },
      event: { id: `gold-paid:${row.id}`, type: "gold.paid" },
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
            after: { status: "paid", goldTenths: decision.tenths, askedTenths: asked, account: decision.account },
          },
          now,
        );
      },
    });
    // Under the row lock nothing else can have paid it; if it did, nothing of this call stands.
    if (!result.transitioned) throw alreadyPaid();
    return result.queued;
  });
  if (queued) kickOutbox();
  return orderDetail(input.orderId);
}

function alreadyPaid(): AppError {
  return new AppError("conflict:admin-order", "This order's gold was confirmed already: reload it to see it paid.");
}
