import "server-only";
import type { Executor } from "../database";

/* Every write on order_notes: an operator's internal notes on an order. */

export async function insertOrderNote(
  db: Executor,
  note: { id: string; orderId: string; operatorId: string; body: string; at: string },
): Promise<void> {
  await db
    .insertInto("order_notes")
    .values({ id: note.id, order_id: note.orderId, operator_id: note.operatorId, body: note.body, created_at: note.at })
    .execute();
}

export async function getNotesOfOrder(db: Executor, orderId: string) {
  return db.selectFrom("order_notes").selectAll().where("order_id", "=", orderId).execute();
}
