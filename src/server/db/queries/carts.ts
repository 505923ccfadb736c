import "server-only";
import type { CartItem } from "@/domain/cart/cart-schema";
import { getDatabase } from "../client";
import { ensureDatabaseReady } from "../migrate";

export type SavedCart = { uuid: string; items: CartItem[]; email: string; createdAt: string; updatedAt: string };

/** Inserts the cart or, for a known uuid, replaces its items and email; created_at is kept. */
export async function saveCart(input: { uuid: string; items: CartItem[]; email: string; now: Date }): Promise<void> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const at = input.now.toISOString();
  const itemsJson = JSON.stringify(input.items);
  await db
    .insertInto("carts")
    .values({ uuid: input.uuid, items_json: itemsJson, email: input.email, created_at: at, updated_at: at })
    .onConflict((conflict) =>
      conflict.column("uuid").doUpdateSet({ items_json: itemsJson, email: input.email, updated_at: at }),
    )
    .execute();
}

export async function getCartByUuid(uuid: string): Promise<SavedCart | undefined> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const row = await db.selectFrom("carts").selectAll().where("uuid", "=", uuid).executeTakeFirst();
  if (!row) return undefined;
  return {
    uuid: row.uuid,
    items: JSON.parse(row.items_json) as CartItem[],
    email: row.email,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
