import "server-only";
import { type GoldPromise, goldPromise } from "@/domain/gold/gold-promise";
import { type GoldStock, promisableTenths, wholeMillionsAvailable } from "@/domain/gold/gold-stock";
import type { ShopSettings } from "@/domain/settings/shop-settings";
import { catalogue, refreshCatalogue } from "../catalogue/catalogue-store";
import { database, type Executor } from "../db/database";
import { recentCheck } from "../health/recent-check";
import { readGoldBalance } from "./gold-ledger";

/*
 * The stock behind the gold promise. The public answer (GET /api/gold/stock) is read at most once
 * per GOLD_STOCK_REUSE_MS per process, however many buyers ask; the catalogue's settings are
 * brought up to date in the same read, so every instance tells a change within that time (the
 * prices' freshness is 10 s). The checkout reads the ledger itself, at that moment.
 */

export const GOLD_STOCK_REUSE_MS = 3_000;

function promiseSettings(settings: ShopSettings) {
  const { deliveryMinutes, restockHours, contactAboveMillions } = settings.gold;
  return { deliveryMinutes, restockHours, contactAboveMillions };
}

async function readStock(): Promise<GoldStock> {
  await refreshCatalogue();
  const [{ settings }, { db }] = await Promise.all([catalogue(), database()]);
  const balance = await readGoldBalance(db);
  return { availableMillions: wholeMillionsAvailable(promisableTenths(balance)), ...promiseSettings(settings) };
}

const STOCK_KEY = Symbol.for("runeforge.gold-stock");

/** What the gold page needs for its promise; one read shared by the callers of a few seconds. */
export function publicGoldStock(): Promise<GoldStock> {
  // On globalThis: Next bundles route handlers apart, and the reuse is per process.
  const holder = globalThis as { [STOCK_KEY]?: () => Promise<GoldStock> };
  holder[STOCK_KEY] ??= recentCheck(readStock, { reuseMs: GOLD_STOCK_REUSE_MS });
  return holder[STOCK_KEY]();
}

/** The promise for `millions` from the ledger now (the checkout's quote and the order's placement). */
export async function goldPromiseNow(db: Executor, millions: number, settings: ShopSettings): Promise<GoldPromise> {
  const availableTenths = promisableTenths(await readGoldBalance(db));
  return goldPromise({ millions, availableTenths, settings: promiseSettings(settings) });
}
