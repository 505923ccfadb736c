import "server-only";
import type { Kysely } from "kysely";
import { expirePendingOrderBatch } from "../db/queries/orders";
import type { Database } from "../db/schema";
import { releaseSpentPromoUses } from "../promotions/promo-redemptions";

/**
 * Pending orders created before `createdBefore` become expired (at most `limit`; only pending
 * ones, so a paid order never is), and ended orders give their promo code's use back.
 */
export async function expirePendingOrders(
  db: Kysely<Database>,
  createdBefore: string,
  now: Date,
  limit: number,
): Promise<number> {
  const expired = await expirePendingOrderBatch(db, createdBefore, now, limit);
  await releaseSpentPromoUses(db, now, limit);
  return expired;
}
