import "server-only";
import type { OrderStatus } from "@/domain/checkout/purchase";
import type { OrderLine, OrderTotals } from "@/domain/checkout/reprice";
import { getDatabase } from "../client";
import { ensureDatabaseReady } from "../migrate";
import type { OrdersTable } from "../schema";
import { enqueueEmail } from "./outbox";

export type Order = {
  id: string;
  reference: string;
  status: OrderStatus;
  email: string;
  name: string;
  phone: string;
  rsn: string;
  method: string;
  provider: OrdersTable["provider"];
  providerRef: string | null;
  providerPaymentRef: string | null;
  cartUuid: string;
  lines: OrderLine[];
  totals: OrderTotals;
  purchaseRecorded: boolean;
  createdAt: string;
  paidAt: string | null;
  /** Placed while the shop ran in demo or test mode: no real money moved. */
  testMode: boolean;
  paymentIssue: string | null;
  refundedAt: string | null;
  disputedAt: string | null;
};

function toOrder(row: OrdersTable): Order {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    email: row.email,
    name: row.name,
    phone: row.phone,
    rsn: row.rsn,
    method: row.method,
    provider: row.provider,
    providerRef: row.provider_ref,
    providerPaymentRef: row.provider_payment_ref,
    cartUuid: row.cart_uuid,
    lines: JSON.parse(row.lines_json) as OrderLine[],
    totals: { subtotalCents: row.subtotal_cents, discountCents: row.discount_cents, totalCents: row.total_cents },
    purchaseRecorded: Number(row.purchase_recorded) === 1,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    testMode: Number(row.test_mode) === 1,
    paymentIssue: row.payment_issue,
    refundedAt: row.refunded_at,
    disputedAt: row.disputed_at,
  };
}

export type NewOrder = Pick<
  Order,
  | "id"
  | "reference"
  | "email"
  | "name"
  | "phone"
  | "rsn"
  | "method"
  | "provider"
  | "cartUuid"
  | "lines"
  | "totals"
  | "testMode"
>;

/** The order and, for a manual method, the shop's notice, in one transaction. */
export async function createOrder(
  order: NewOrder,
  now: Date,
  notice?: { id: string; to: string; subject: string; text: string },
): Promise<void> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("orders")
      .values({
        id: order.id,
        reference: order.reference,
        status: "pending",
        email: order.email,
        name: order.name,
        phone: order.phone,
        rsn: order.rsn,
        method: order.method,
        provider: order.provider,
        provider_ref: null,
        provider_payment_ref: null,
        cart_uuid: order.cartUuid,
        lines_json: JSON.stringify(order.lines),
        subtotal_cents: order.totals.subtotalCents,
        discount_cents: order.totals.discountCents,
        total_cents: order.totals.totalCents,
        currency: "USD",
        purchase_recorded: 0,
        created_at: at,
        updated_at: at,
        paid_at: null,
        test_mode: order.testMode ? 1 : 0,
        payment_issue: null,
        refunded_at: null,
        disputed_at: null,
      })
      .execute();
    if (notice) await enqueueEmail(trx, { ...notice, replyTo: order.email, now });
  });
}

export async function setOrderProviderRef(orderId: string, providerRef: string, now: Date): Promise<void> {
  const { db } = getDatabase();
  await db
    .updateTable("orders")
    .set({ provider_ref: providerRef, updated_at: now.toISOString() })
    .where("id", "=", orderId)
    .execute();
}

export async function getOrderByProviderRef(providerRef: string): Promise<Order | undefined> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const row = await db.selectFrom("orders").selectAll().where("provider_ref", "=", providerRef).executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

export async function getOrderById(id: string): Promise<Order | undefined> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const row = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

export type PaidEmails = (order: Order) => { id: string; to: string; subject: string; text: string; replyTo: string }[];

/**
 * pending → paid, once. With an event id, the event is recorded in the same transaction and a
 * repeat of it changes nothing; either way only the call that makes the transition queues the
 * receipt and the shop's notice.
 */
export async function markOrderPaid(input: {
  providerRef: string;
  paymentRef?: string;
  event?: { id: string; provider: string; type: string };
  now: Date;
  emails: PaidEmails;
}): Promise<{ transitioned: boolean; duplicateEvent: boolean; order: Order | undefined }> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("orders")
      .selectAll()
      .where("provider_ref", "=", input.providerRef)
      .executeTakeFirst();
    if (input.event) {
      const inserted = await trx
        .insertInto("payment_events")
        .values({
          id: `${input.event.provider}:${input.event.id}`,
          provider: input.event.provider,
          event_type: input.event.type,
          order_id: row?.id ?? null,
          received_at: at,
        })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
        return { transitioned: false, duplicateEvent: true, order: row ? toOrder(row) : undefined };
      }
    }
    if (!row) return { transitioned: false, duplicateEvent: false, order: undefined };
    const updated = await trx
      .updateTable("orders")
      .set({
        status: "paid",
        paid_at: at,
        updated_at: at,
        provider_payment_ref: input.paymentRef ?? row.provider_payment_ref,
      })
      .where("id", "=", row.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    const transitioned = Number(updated.numUpdatedRows) === 1;
    const order = toOrder({
      ...row,
      status: transitioned ? "paid" : row.status,
      paid_at: transitioned ? at : row.paid_at,
    });
    if (transitioned) {
      for (const email of input.emails(order)) {
        await enqueueEmail(trx, {
          id: email.id,
          to: email.to,
          replyTo: email.replyTo,
          subject: email.subject,
          text: email.text,
          now: input.now,
        });
      }
    }
    return { transitioned, duplicateEvent: false, order };
  });
}

export async function markOrderCancelled(providerRef: string, now: Date): Promise<boolean> {
  const { db } = getDatabase();
  const result = await db
    .updateTable("orders")
    .set({ status: "cancelled", updated_at: now.toISOString() })
    .where("provider_ref", "=", providerRef)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records that the purchase event was sent; true only for the call that recorded it. */
export async function markPurchaseRecorded(providerRef: string, now: Date): Promise<boolean> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const result = await db
    .updateTable("orders")
    .set({ purchase_recorded: 1, updated_at: now.toISOString() })
    .where("provider_ref", "=", providerRef)
    .where("status", "=", "paid")
    .where("purchase_recorded", "=", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
