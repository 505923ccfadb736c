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

/**
 * A paid 100M gold order whose gold is reserved, for the delivery route: stock added first (100M
 * more each call), then the order held as a payment holds it.
 */
export async function seedReservedGoldOrder(seed: SeedOrder = {}): Promise<{ id: string; reference: string }> {
  const { getDatabase } = await import("@/server/db/client");
  const { addGoldStock, holdGoldForPaidOrderIn } = await import("@/server/gold/gold-ledger");
  const order = await seedGoldOrder(seed);
  const { db } = getDatabase();
  await db.updateTable("orders").set({ gold_tenths: 1_000 }).where("id", "=", order.id).execute();
  const now = new Date();
  await addGoldStock({ tenths: 1_000, account: "RF Mule 1", operatorId: null, now });
  await db
    .transaction()
    .execute((trx) =>
      holdGoldForPaidOrderIn(
        trx,
        { id: order.id, goldTenths: 1_000, valueCents: 2_000, paidAt: now.toISOString() },
        now,
      ),
    );
  return order;
}
