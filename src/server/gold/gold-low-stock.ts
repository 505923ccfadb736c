import "server-only";
import { crossesBelow } from "@/domain/gold/gold-book";
import { millionsToTenths } from "@/domain/gold/gold-units";
import { settingsFromRows } from "@/domain/settings/shop-settings";
import { seedSettings } from "../catalogue/catalogue-store";
import type { Executor } from "../db/database";
import { readSettingRows } from "../db/queries/shop-settings";
import { queueDiscordPost } from "../notifications/discord-notices";

/*
 * The low-stock notice: a movement that takes the available gold from at or above the owner's
 * threshold (gold_low_stock_millions) to below it posts once to the shop's Discord, in the
 * movement's transaction, so the post exists exactly when the movement does. The ledger runs one
 * movement at a time (its lock), so each sees the balance the one before left: a run of orders
 * while the stock stays low posts nothing more, and the next crossing after a restock posts again.
 * The threshold is read in the transaction, as the database holds it now.
 */

/** The threshold in tenths, read with the caller's executor (a transaction may not wait on another connection). */
export async function lowStockThresholdTenths(db: Executor): Promise<number> {
  const { settings } = settingsFromRows(await readSettingRows(db), seedSettings());
  return millionsToTenths(settings.gold.lowStockMillions);
}

/** Queues the post when this movement is a crossing; true when one was queued. */
export async function noteLowStockIn(
  trx: Executor,
  movement: { beforeAvailableTenths: number; afterAvailableTenths: number; onHandTenths: number },
  now: Date,
): Promise<boolean> {
  // Only a movement that lowers the available stock can cross; most do not, and read nothing.
  if (movement.afterAvailableTenths >= movement.beforeAvailableTenths) return false;
  const thresholdTenths = await lowStockThresholdTenths(trx);
  if (!crossesBelow(movement.beforeAvailableTenths, movement.afterAvailableTenths, thresholdTenths)) return false;
  return queueDiscordPost(
    trx,
    {
      kind: "gold-low-stock",
      availableTenths: movement.afterAvailableTenths,
      thresholdTenths,
      onHandTenths: movement.onHandTenths,
      at: now,
    },
    now,
  );
}
