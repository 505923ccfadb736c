import "server-only";
import type { Kysely } from "kysely";
import { releaseSpentPromoUses } from "../../promotions/promo-redemptions";
import type { Database } from "../schema";

/*
 * The retention job's writes, one per kind of row, each over at most `limit` rows so that no
 * statement holds a large table for long (the job calls each until a batch comes back short).
 * They live together because only the job uses them and they share that shape. Each is written
 * so that running it twice, or from two processes, changes nothing the second time: the
 * conditions that pick a row are repeated in the statement that changes it.
 */

/** Rate-limit counters whose window started at or before `windowStartMs`: spent for every window in use. */
export async function deleteSpentRateLimits(
  db: Kysely<Database>,
  windowStartMs: number,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom("rate_limits")
    .where("key", "in", (eb) =>
      eb.selectFrom("rate_limits").select("key").where("window_start", "<=", windowStartMs).limit(limit),
    )
    .where("window_start", "<=", windowStartMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Carts untouched since before `updatedBefore` that no order points at; a cart with an order stays with it. */
export async function deleteAbandonedCarts(
  db: Kysely<Database>,
  updatedBefore: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom("carts")
    .where("uuid", "in", (eb) =>
      eb
        .selectFrom("carts as old")
        .select("old.uuid")
        .where("old.updated_at", "<", updatedBefore)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom("orders").select("orders.id").whereRef("orders.cart_uuid", "=", "old.uuid"))),
        )
        .limit(limit),
    )
    .where("updated_at", "<", updatedBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Empties the body of emails sent before `sentBefore` and records when; subject, addresses and
 * dates stay. Pending and failed emails are never touched: they still have to be sent or read.
 */
export async function removeSentEmailBodies(
  db: Kysely<Database>,
  sentBefore: string,
  now: Date,
  limit: number,
): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ body_text: "", body_html: null, body_removed_at: now.toISOString() })
    .where("id", "in", (eb) =>
      eb
        .selectFrom("outbox")
        .select("id")
        .where("status", "=", "sent")
        .where("sent_at", "<", sentBefore)
        .where("body_removed_at", "is", null)
        .limit(limit),
    )
    .where("status", "=", "sent")
    .where("body_removed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Pending orders created before `createdBefore` become expired; only pending ones, so a paid order never is. */
export async function expirePendingOrders(
  db: Kysely<Database>,
  createdBefore: string,
  now: Date,
  limit: number,
): Promise<number> {
  const result = await db
    .updateTable("orders")
    .set({ status: "expired", updated_at: now.toISOString() })
    .where("id", "in", (eb) =>
      eb
        .selectFrom("orders")
        .select("id")
        .where("status", "=", "pending")
        .where("created_at", "<", createdBefore)
        .limit(limit),
    )
    .where("status", "=", "pending")
    .executeTakeFirst();
  // An expired order gives its promo code's use back (issue 17).
  await releaseSpentPromoUses(db, now, limit);
  return Number(result.numUpdatedRows);
}

/** Payment events received before `receivedBefore` (the policy keeps them at least 90 days). */
export async function deletePaymentEvents(
  db: Kysely<Database>,
  receivedBefore: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom("payment_events")
    .where("id", "in", (eb) =>
      eb.selectFrom("payment_events").select("id").where("received_at", "<", receivedBefore).limit(limit),
    )
    .where("received_at", "<", receivedBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
