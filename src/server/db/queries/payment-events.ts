import "server-only";
import type { Executor } from "../database";

/* Every write on payment_events: the provider events an order's money has seen, each kept once. */

/**
 * Records a provider event (its id is the primary key); false when it was already recorded, so a
 * repeat, even one delivered at the same moment, changes nothing. The row stays for the retention
 * period, so a provider retrying for days still finds it.
 */
export async function recordPaymentEvent(
  db: Executor,
  event: { id: string; provider: string; type: string },
  orderId: string | null,
  at: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto("payment_events")
    .values({
      id: `${event.provider}:${event.id}`,
      provider: event.provider,
      event_type: event.type,
      order_id: orderId,
      received_at: at,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Which of these event ids (provider-prefixed) are recorded. */
export async function getRecordedEventIds(db: Executor, ids: readonly string[]): Promise<{ id: string }[]> {
  return db
    .selectFrom("payment_events")
    .select("id")
    .where("id", "in", [...ids])
    .execute();
}

export async function getPaymentEventsOfOrder(db: Executor, orderId: string) {
  return db.selectFrom("payment_events").selectAll().where("order_id", "=", orderId).execute();
}

/** Payment events received before `receivedBefore` (the policy keeps them at least 90 days), at most `limit`. */
export async function deletePaymentEvents(db: Executor, receivedBefore: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom("payment_events")
    .where("id", "in", (eb) =>
      eb.selectFrom("payment_events").select("id").where("received_at", "<", receivedBefore).limit(limit),
    )
    .where("received_at", "<", receivedBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
