import "server-only";
import type { Executor } from "../database";

/* Every write on cart_reminders: the one reminder a cart may get, keyed by the cart's uuid. */

/** Inserts the cart's reminder unless it has one; true when this call inserted it. */
export async function insertCartReminder(
  db: Executor,
  reminder: {
    cartUuid: string;
    email: string;
    /** null: the background run sent it (stored as automatic, with no operator). */
    operatorId: string | null;
    outboxId: string;
    cartUpdatedAt: string;
    sentAt: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto("cart_reminders")
    .values({
      cart_uuid: reminder.cartUuid,
      email: reminder.email,
      operator_id: reminder.operatorId ?? "",
      automatic: reminder.operatorId === null ? 1 : 0,
      outbox_id: reminder.outboxId,
      cart_updated_at: reminder.cartUpdatedAt,
      sent_at: reminder.sentAt,
    })
    .onConflict((conflict) => conflict.column("cart_uuid").doNothing())
    .returning("cart_uuid")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function getReminderOfCart(db: Executor, cartUuid: string) {
  return db.selectFrom("cart_reminders").select("cart_uuid").where("cart_uuid", "=", cartUuid).executeTakeFirst();
}

/** The address a cart's reminder went to, and when it unsubscribed (null if it has not). */
export async function getReminderAddress(db: Executor, cartUuid: string) {
  return db
    .selectFrom("cart_reminders")
    .leftJoin("email_unsubscribes", "email_unsubscribes.email", "cart_reminders.email")
    .select(["cart_reminders.email", "email_unsubscribes.created_at as unsubscribedAt"])
    .where("cart_reminders.cart_uuid", "=", cartUuid)
    .executeTakeFirst();
}
