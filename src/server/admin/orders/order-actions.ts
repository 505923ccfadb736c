import "server-only";
import type { FulfilmentStatus } from "@/domain/admin/fulfilment";
import type { OrderDetail } from "@/domain/api/admin-orders";
import { recordAudit } from "@/server/db/queries/audit-log";
import { receiptEmailFor } from "../../checkout/order-emails";
import { database } from "../../db/database";
import { insertOrderNote } from "../../db/queries/order-notes";
import { getOrderIdById, getOrderRowById, toOrder } from "../../db/queries/orders";
import { enqueueEmail } from "../../db/queries/outbox";
import { kickOutbox } from "../../email/outbox-worker";
import { AppError } from "../../http/errors";
import { type GoldDeliveryInput, recordGoldDelivery } from "../../orders/gold-delivery";
import { type SetStepInput, setOrderStep } from "../../orders/order-steps";
import { type SetTradeInput, setTradeDetails } from "../../orders/trade-details";
import { orderDetail, orderNotFound } from "./order-detail";

/*
 * What an operator does to an order, each in one transaction with its audit row (who, what,
 * before, after), each answering with the order as it now is. A rule that refuses is a 400 with
 * the rule's reason; losing a race to another operator is a 409.
 */

type ActionInput = { orderId: string; operatorId: string; now?: Date };

function refused(reason: string): AppError {
  return new AppError("bad_request:admin-order", reason);
}

/** A plain step (no figure, no reason): the order page's status control, through the one step writer. */
export async function setFulfilment(input: ActionInput & { fulfilment: FulfilmentStatus }): Promise<OrderDetail> {
  await setOrderStep({ orderId: input.orderId, operatorId: input.operatorId, step: input.fulfilment, now: input.now });
  return orderDetail(input.orderId);
}

/** A step with its figure or a pause's reason, through the one step writer. */
export async function setStep(input: SetStepInput): Promise<OrderDetail> {
  await setOrderStep(input);
  return orderDetail(input.orderId);
}

/** A gold order's trade details. */
export async function setTrade(input: SetTradeInput): Promise<OrderDetail> {
  await setTradeDetails(input);
  return orderDetail(input.orderId);
}

/** Gold traded for a paid gold order, a part or the rest. */
export async function deliverGold(input: GoldDeliveryInput): Promise<OrderDetail> {
  await recordGoldDelivery(input);
  return orderDetail(input.orderId);
}

/** An internal note; its text stays in order_notes, the audit row names the note. */
export async function addNote(input: ActionInput & { body: string }): Promise<OrderDetail> {
  const body = input.body.trim();
  if (!body) throw refused("The note is empty.");
  const { db } = await database();
  const now = input.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    const row = await getOrderIdById(trx, input.orderId);
    if (!row) throw orderNotFound();
    const noteId = crypto.randomUUID();
    await insertOrderNote(trx, {
      id: noteId,
      orderId: row.id,
      operatorId: input.operatorId,
      body,
      at: now.toISOString(),
    });
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: "ORDER_NOTE_ADDED",
        targetType: "order",
        targetId: row.id,
        after: { noteId },
      },
      now,
    );
  });
  return orderDetail(input.orderId);
}

/** The customer's receipt again, through the outbox: only an order that was paid has one. */
export async function resendReceipt(input: ActionInput): Promise<OrderDetail> {
  const { db } = await database();
  const now = input.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    const row = await getOrderRowById(trx, input.orderId);
    if (!row) throw orderNotFound();
    if (!row.paid_at) throw refused(`Only a paid order has a receipt; this one is ${row.status}.`);
    const email = await receiptEmailFor(trx, toOrder(row), now);
    await enqueueEmail(trx, { ...email, now, orderId: row.id });
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: "ORDER_RECEIPT_RESENT",
        targetType: "order",
        targetId: row.id,
        after: { emailId: email.id },
      },
      now,
    );
  });
  kickOutbox();
  return orderDetail(input.orderId);
}
