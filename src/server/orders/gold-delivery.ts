import "server-only";
import { checkGoldDelivery } from "@/domain/gold/gold-delivery";
import { goldDeliveryParts } from "@/server/email/email-parts";
import { database } from "../db/database";
import { bumpTrackingVersion, getOrderForStep } from "../db/queries/orders";
import { kickOutbox } from "../email/outbox-worker";
import { deliverGoldIn, orderGold } from "../gold/gold-ledger";
import { OrderFieldError } from "./order-fields-error";
import { orderNotFoundForStep, writeOrderStep } from "./order-steps";
import { emailOrder, freshPageUrl, queueCustomerEmail } from "./step-email-sender";

/*
 * Gold traded for a paid gold order, recorded by an operator. In one transaction: the order's row
 * lock and tracking version (its customer's live page shows the delivery), the ledger's delivered
 * movement with its audit row (the ledger refuses, under its own lock, more than the order still
 * holds), the customer's email while they keep step emails on, and the fulfilment step: the first
 * part starts the work, the last delivers the order. Two operators recording at once queue on the
 * order's row: the second reads what the first left and is refused what is no longer held.
 */

export type GoldDeliveryInput = {
  orderId: string;
  operatorId: string;
  tenths: number;
  account: string;
  /** ISO. */
  deliveredAt: string;
  now?: Date;
};

export async function recordGoldDelivery(input: GoldDeliveryInput): Promise<{ emailed: boolean; complete: boolean }> {
  const { db } = await database();
  const now = input.now ?? new Date();
  const result = await db.transaction().execute(async (trx) => {
    // The order's row lock first (as a payment or a refund takes it before the ledger's), so a second
    // operator's delivery reads the position this one leaves.
    if (!(await bumpTrackingVersion(trx, input.orderId, now.toISOString()))) throw orderNotFoundForStep();
    const row = await getOrderForStep(trx, input.orderId);
    if (!row) throw orderNotFoundForStep();
    if (row.status !== "paid") {
      throw new OrderFieldError(null, `Only a paid order gets its gold delivered; this one is ${row.status}.`);
    }
    const ordered = Number(row.gold_tenths);
    const position = await orderGold(trx, row.id, ordered);
    const decision = checkGoldDelivery({
      tenths: input.tenths,
      account: input.account,
      deliveredAt: input.deliveredAt,
      position,
      paidAt: row.paid_at,
      now,
    });
    if (!decision.ok) throw new OrderFieldError(decision.field, decision.reason);
    const delivered = await deliverGoldIn(trx, {
      orderId: row.id,
      tenths: decision.tenths,
      account: decision.account,
      deliveredAt: new Date(decision.deliveredAt),
      operatorId: input.operatorId,
      now,
    });
    const { complete } = delivered;
    // The delivery's own email tells the customer; the step it moves the order to sends none.
    const step = complete ? "delivered" : "in_progress";
    if (row.fulfilment !== step && (complete || row.fulfilment === "queued")) {
      const written = await writeOrderStep(trx, {
        orderId: row.id,
        operatorId: input.operatorId,
        step,
        now,
        stepEmail: false,
      });
      if (!written.ok) throw written.error;
    }
    if (Number(row.step_emails) !== 1) return { emailed: false, complete };
    const pageUrl = await freshPageUrl(trx, row.id, row.reference, now);
    const email = goldDeliveryParts({
      ...emailOrder(row),
      deliveredTenths: delivered.position.deliveredTenths,
      orderedTenths: ordered,
      pageUrl,
    });
    await queueCustomerEmail(trx, row, email, now);
    return { emailed: true, complete };
  });
  if (result.emailed) kickOutbox();
  return result;
}
