import "server-only";
import type { CartItem } from "@/domain/cart/cart-schema";
import { database } from "../db/database";
import { getCartRowByUuid, upsertCart } from "../db/queries/carts";

export type SavedCart = { uuid: string; items: CartItem[]; email: string; createdAt: string; updatedAt: string };

/** Inserts the cart or, for a known uuid, replaces its items and email; created_at is kept. */
export async function saveCart(input: { uuid: string; items: CartItem[]; email: string; now: Date }): Promise<void> {
  const { db } = await database();
  await upsertCart(db, { uuid: input.uuid, items: input.items, email: input.email, at: input.now.toISOString() });
}

export async function getCartByUuid(uuid: string): Promise<SavedCart | undefined> {
  const { db } = await database();
  const row = await getCartRowByUuid(db, uuid);
  if (!row) return undefined;
  return {
    uuid: row.uuid,
    items: JSON.parse(row.items_json) as CartItem[],
    email: row.email,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
