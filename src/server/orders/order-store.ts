import "server-only";
import type { Transaction } from "kysely";
import { database } from "../db/database";
import {
  cancelPendingOrder,
  getOrderRowById,
  getOrderRowByProviderRef,
  getOrderRowByRepeatKey,
  insertOrder,
  insertOrderWithRepeatKey,
  type NewOrder,
  type Order,
  releaseRepeatKey,
  setOrderProviderRefById,
  setPurchaseRecorded,
  storedNewOrder,
  toOrder,
} from "../db/queries/orders";
import { enqueueEmail } from "../db/queries/outbox";
import type { Database } from "../db/schema";
import { releasePromoUse } from "../promotions/promo-redemptions";
import type { QueuedEmail } from "./mark-order-paid";

/* Placing, finding and cancelling orders; an order becomes paid in mark-order-paid.ts. */

/** Runs in the transaction that stores a new order (taking its promo code's use), so both commit or neither. */
export type WithNewOrder = (trx: Transaction<Database>) => Promise<void>;

/** A new pending order paid through a provider (a manual one goes through createManualOrderOnce). */
export async function createOrder(order: NewOrder, now: Date, withOrder?: WithNewOrder): Promise<void> {
  const { db } = await database();
  await db.transaction().execute(async (trx) => {
    await insertOrder(trx, order, now.toISOString());
    await withOrder?.(trx);
  });
}

/**
 * A manual order, unless the same cart (`repeatKey`) made one that is still pending and was placed
 * at or after `windowStart`: then that order, and nothing is written. An older or settled order
 * gives its key up first, so the unique index on repeat_key admits one order per key at a time;
 * of two placements racing, the second waits on the first's insert and then returns its order.
 */
export async function createManualOrderOnce(
  order: NewOrder,
  input: {
    repeatKey: string;
    windowStart: Date;
    now: Date;
    emails: Omit<QueuedEmail, "id">[];
    withOrder?: WithNewOrder;
  },
): Promise<{ order: Order; created: boolean }> {
  const { db } = await database();
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    await releaseRepeatKey(trx, input.repeatKey, input.windowStart);
    if (await insertOrderWithRepeatKey(trx, order, input.repeatKey, at)) {
      await input.withOrder?.(trx);
      for (const email of input.emails)
        await enqueueEmail(trx, { ...email, id: crypto.randomUUID(), now: input.now, orderId: order.id });
      return { order: storedNewOrder(order, input.repeatKey, at), created: true };
    }
    const existing = await getOrderRowByRepeatKey(trx, input.repeatKey);
    return { order: toOrder(existing), created: false };
  });
}

export async function setOrderProviderRef(orderId: string, providerRef: string, now: Date): Promise<void> {
  const { db } = await database();
  await setOrderProviderRefById(db, orderId, providerRef, now.toISOString());
}

export async function getOrderByProviderRef(providerRef: string): Promise<Order | undefined> {
  const { db } = await database();
  const row = await getOrderRowByProviderRef(db, providerRef);
  return row ? toOrder(row) : undefined;
}

export async function getOrderById(id: string): Promise<Order | undefined> {
  const { db } = await database();
  const row = await getOrderRowById(db, id);
  return row ? toOrder(row) : undefined;
}

export async function markOrderCancelled(providerRef: string, now: Date): Promise<boolean> {
  const { db } = await database();
  return db.transaction().execute(async (trx) => {
    const cancelled = await cancelPendingOrder(trx, providerRef, now.toISOString());
    // A cancelled order gives its promo code's use back.
    if (cancelled) await releasePromoUse(trx, cancelled.id, now);
    return cancelled !== undefined;
  });
}

/** Records that the purchase event was sent; true only for the call that recorded it. */
export async function markPurchaseRecorded(providerRef: string, now: Date): Promise<boolean> {
  const { db } = await database();
  return setPurchaseRecorded(db, providerRef, now.toISOString());
}
