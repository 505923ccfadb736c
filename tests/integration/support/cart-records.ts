import type { CartItem } from "@/domain/cart/cart-schema";
import { FIRE_CAPE } from "../../support/fixtures";

/*
 * Saved carts written as POST /api/cart/saveCartData writes them, then dated into the past (issue
 * 17: a cart is abandoned an hour after its last change). Server modules are imported when called.
 */

export async function seedCart(
  seed: Partial<{ uuid: string; email: string; items: CartItem[]; updatedAt: string }> = {},
): Promise<string> {
  const { saveCart } = await import("@/server/carts/saved-carts");
  const { getDatabase } = await import("@/server/db/client");
  const uuid = seed.uuid ?? crypto.randomUUID();
  const at = seed.updatedAt ?? new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
  await saveCart({
    uuid,
    items: seed.items ?? [FIRE_CAPE],
    email: seed.email ?? "visitor@example.com",
    now: new Date(at),
  });
  await getDatabase()
    .db.updateTable("carts")
    .set({ created_at: at, updated_at: at })
    .where("uuid", "=", uuid)
    .execute();
  return uuid;
}

/** A cart the reminder route accepts: an address, a line, two hours old, no order. */
export async function abandonedCart(): Promise<Record<string, string>> {
  return { id: await seedCart({ email: `cart-${crypto.randomUUID().slice(0, 8)}@example.com` }) };
}
