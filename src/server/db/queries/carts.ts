import "server-only";
import type { CartItem } from "@/domain/cart/cart-schema";
import type { Executor } from "../database";

/* Every write on carts: the visitor's cart as last saved, by its uuid. */

/** Inserts the cart or, for a known uuid, replaces its items and email; created_at is kept. */
export async function upsertCart(
  db: Executor,
  input: { uuid: string; items: CartItem[]; email: string; at: string },
): Promise<void> {
  const itemsJson = JSON.stringify(input.items);
  await db
    .insertInto("carts")
    .values({ uuid: input.uuid, items_json: itemsJson, email: input.email, created_at: input.at, updated_at: input.at })
    .onConflict((conflict) =>
      conflict.column("uuid").doUpdateSet({ items_json: itemsJson, email: input.email, updated_at: input.at }),
    )
    .execute();
}

export async function getCartRowByUuid(db: Executor, uuid: string) {
  return db.selectFrom("carts").selectAll().where("uuid", "=", uuid).executeTakeFirst();
}

/** The cart a reminder is sent for; `forUpdate` takes its row lock (PostgreSQL only). */
export async function getCartForReminder(db: Executor, uuid: string, forUpdate: boolean) {
  let read = db.selectFrom("carts").selectAll().where("uuid", "=", uuid);
  if (forUpdate) read = read.forUpdate();
  return read.executeTakeFirst();
}

/** A reminded cart's lines (a cart with no reminder is no link's to restore). */
export async function getRemindedCart(db: Executor, uuid: string) {
  return db
    .selectFrom("carts")
    .innerJoin("cart_reminders", "cart_reminders.cart_uuid", "carts.uuid")
    .select(["carts.uuid", "carts.items_json"])
    .where("carts.uuid", "=", uuid)
    .executeTakeFirst();
}

/**
 * Carts untouched since before `updatedBefore` that no order points at, at most `limit`; a cart
 * with an order stays with it. Running it twice changes nothing the second time.
 */
export async function deleteAbandonedCarts(db: Executor, updatedBefore: string, limit: number): Promise<number> {
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
