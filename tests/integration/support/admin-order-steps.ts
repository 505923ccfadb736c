import type { OrderLine } from "@/domain/checkout/reprice";
import { GOLD_SKU } from "@/domain/gold/gold-pricing";
import { type SeedOrder, seedOrder } from "./admin-orders";

/* Orders for issue 18's step and trade tests: a paid gold order, the seeded order's lines replaced. */

export const GOLD_LINE: OrderLine = {
  sku: GOLD_SKU,
  name: "OSRS Gold",
  subName: "100M",
  count: 1,
  config: { amount: "100" },
  unitCents: 2_000,
  totalCents: 2_000,
  discountCents: 0,
  payableCents: 2_000,
};

export async function seedGoldOrder(seed: SeedOrder = {}): Promise<{ id: string; reference: string }> {
  const { getDatabase } = await import("@/server/db/client");
  const order = await seedOrder({ totalCents: 2_000, ...seed });
  await getDatabase()
    .db.updateTable("orders")
    .set({ lines_json: JSON.stringify([GOLD_LINE]) })
    .where("id", "=", order.id)
    .execute();
  return order;
}
