import "server-only";
import type { OrderStatus } from "@/domain/checkout/purchase";
import type { Executor } from "../database";

/* Every write on promo_redemptions: one row per order that used a code, "used" or "released". */

export async function insertPromoRedemption(
  db: Executor,
  input: { code: string; orderId: string; email: string; cents: number; at: string },
): Promise<void> {
  await db
    .insertInto("promo_redemptions")
    .values({
      id: crypto.randomUUID(),
      code: input.code,
      order_id: input.orderId,
      email: input.email,
      cents: input.cents,
      status: "used",
      created_at: input.at,
      released_at: null,
    })
    .execute();
}

/** Releases the order's standing use, once whoever calls first; the code it held when this call released it. */
export async function releaseRedemptionOfOrder(
  db: Executor,
  orderId: string,
  at: string,
): Promise<{ code: string } | undefined> {
  return db
    .updateTable("promo_redemptions")
    .set({ status: "released", released_at: at })
    .where("order_id", "=", orderId)
    .where("status", "=", "used")
    .returning("code")
    .executeTakeFirst();
}

export async function getReleasedRedemptionOfOrder(db: Executor, orderId: string) {
  return db
    .selectFrom("promo_redemptions")
    .select(["id", "code", "email"])
    .where("order_id", "=", orderId)
    .where("status", "=", "released")
    .executeTakeFirst();
}

/** A released redemption stands again. */
export async function setRedemptionUsed(db: Executor, id: string): Promise<void> {
  await db.updateTable("promo_redemptions").set({ status: "used", released_at: null }).where("id", "=", id).execute();
}

/** How many standing (not released) uses one email has of a code; `email` normalised. */
export async function countEmailUses(db: Executor, code: string, email: string): Promise<number> {
  const row = await db
    .selectFrom("promo_redemptions")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("code", "=", code)
    .where("email", "=", email)
    .where("status", "=", "used")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Orders that still hold a use but are in one of `statuses` (ended), at most `limit`. */
export async function getOrdersHoldingUses(db: Executor, statuses: readonly OrderStatus[], limit: number) {
  return db
    .selectFrom("promo_redemptions")
    .innerJoin("orders", "orders.id", "promo_redemptions.order_id")
    .select("promo_redemptions.order_id")
    .where("promo_redemptions.status", "=", "used")
    .where("orders.status", "in", statuses)
    .limit(limit)
    .execute();
}

/** A code's redemptions with their orders, newest first (the back office's promo page). */
export async function getRedemptionsOfCode(db: Executor, code: string) {
  return db
    .selectFrom("promo_redemptions")
    .innerJoin("orders", "orders.id", "promo_redemptions.order_id")
    .select([
      "promo_redemptions.order_id",
      "promo_redemptions.email",
      "promo_redemptions.status",
      "promo_redemptions.cents",
      "promo_redemptions.created_at",
      "orders.reference",
      "orders.status as order_status",
      "orders.total_cents",
      "orders.test_mode",
    ])
    .where("promo_redemptions.code", "=", code)
    .orderBy("promo_redemptions.created_at", "desc")
    .limit(500)
    .execute();
}

export async function getPromoUseOfOrder(db: Executor, orderId: string) {
  return db.selectFrom("promo_redemptions").select("status").where("order_id", "=", orderId).executeTakeFirst();
}
