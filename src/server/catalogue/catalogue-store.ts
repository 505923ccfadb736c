import "server-only";
import { DEFAULT_CART_REMINDERS } from "@/domain/carts/automatic-reminders";
import { type CatalogueSnapshot, seedRecords, seedSnapshot } from "@/domain/catalogue/catalogue-snapshot";
import { DEFAULT_ORDER_LINK_DAYS } from "@/domain/orders/order-link-lifetime";
import {
  DEFAULT_CHAT_SETTINGS,
  DEFAULT_CURRENCY_RATES,
  DEFAULT_GOLD_SETTINGS,
  DEFAULT_STAFF_REFUND_LIMIT_CENTS,
  type ShopSettings,
} from "@/domain/settings/shop-settings";
import { database } from "../db/database";
import { env, isBuildPhase } from "../env";
import { log } from "../log";
import { errorMessage } from "../logger";
import {
  type CatalogueChange,
  catalogueVersion,
  changesSince,
  readCatalogue,
  type SeedOutcome,
  seedCatalogue,
} from "./catalogue-repository";
import { CATALOGUE_STORE_KEY } from "./sold-paths";

/*
 * The catalogue this process sells from: read from the database once, kept in memory,
 * and brought up to date by a watch that asks the database for its version every couple of
 * seconds, so a page render or a request reads no database at steady state. A change written by
 * any process (another instance, the command line) is seen within one interval. While `next build`
 * prerenders, the catalogue is the one the code ships (the seed), and no database is opened.
 *
 * Next bundles route handlers, pages and instrumentation separately, so module state
 * is not shared between them: the state lives on globalThis, one per process.
 */

export type CatalogueListener = (event: {
  before: CatalogueSnapshot;
  after: CatalogueSnapshot;
  changes: readonly CatalogueChange[];
}) => void | Promise<void>;

type StoreState = {
  snapshot: CatalogueSnapshot | undefined;
  loading: Promise<CatalogueSnapshot> | undefined;
  refreshing: Promise<readonly CatalogueChange[]> | undefined;
  timer: ReturnType<typeof setInterval> | undefined;
  listeners: Set<CatalogueListener>;
  failing: boolean;
  seeded: boolean;
};

const STORE_KEY = CATALOGUE_STORE_KEY;

function state(): StoreState {
  const holder = globalThis as { [STORE_KEY]?: StoreState };
  holder[STORE_KEY] ??= {
    snapshot: undefined,
    loading: undefined,
    refreshing: undefined,
    timer: undefined,
    listeners: new Set(),
    failing: false,
    seeded: false,
  };
  return holder[STORE_KEY];
}

/** The settings the environment gives: the database's on first start, and the build's. */
export function seedSettings(): ShopSettings {
  return {
    discountBasisPoints: env.DISCOUNT_PERCENT,
    goldRates: {
      sellMillicentsPerMillion: env.GOLD_SELL_USD_PER_MILLION,
      buyMillicentsPerMillion: env.GOLD_BUY_USD_PER_MILLION,
    },
    minOrderCents: env.MIN_ORDER_USD,
    currencyRates: DEFAULT_CURRENCY_RATES,
    orderLinkDays: DEFAULT_ORDER_LINK_DAYS,
    cartReminders: DEFAULT_CART_REMINDERS,
    staffRefundLimitCents: DEFAULT_STAFF_REFUND_LIMIT_CENTS,
    gold: DEFAULT_GOLD_SETTINGS,
    chat: DEFAULT_CHAT_SETTINGS,
  };
}

let buildSnapshot: CatalogueSnapshot | undefined;

function seedForBuild(): CatalogueSnapshot {
  buildSnapshot ??= seedSnapshot(seedSettings());
  return buildSnapshot;
}

async function load(): Promise<CatalogueSnapshot> {
  const store = state();
  store.loading ??= (async () => {
    try {
      // Start-up seeds; when it could not (no database yet), the first load does, or nothing would be for sale.
      if (!store.seeded) await seedFromCode();
      const snapshot = await readCatalogue((await database()).db, seedSettings());
      store.snapshot = snapshot;
      return snapshot;
    } finally {
      store.loading = undefined;
    }
  })();
  return store.loading;
}

/** The catalogue to show and price from: the seed while building, the database's otherwise. */
export async function catalogue(): Promise<CatalogueSnapshot> {
  if (isBuildPhase) return seedForBuild();
  return state().snapshot ?? load();
}

/**
 * Asks the database for its version and, when it moved, reads the catalogue again and tells the
 * listeners what changed. Calls made while one runs share it. Returns the changes applied.
 */
export async function refreshCatalogue(): Promise<readonly CatalogueChange[]> {
  const store = state();
  store.refreshing ??= (async () => {
    try {
      const before = store.snapshot ?? (await load());
      const { db } = await database();
      if ((await catalogueVersion(db)) === before.version) return [];
      const changes = await changesSince(db, before.version);
      const after = await readCatalogue(db, seedSettings());
      if (after.version === before.version) return [];
      store.snapshot = after;
      for (const listener of store.listeners) {
        try {
          await listener({ before, after, changes });
        } catch (error) {
          log.error({ reason: errorMessage(error) }, "a catalogue listener failed");
        }
      }
      return changes;
    } finally {
      store.refreshing = undefined;
    }
  })();
  return store.refreshing;
}

/** Called with every change this process sees (the pages' cache uses it). */
export function onCatalogueChange(listener: CatalogueListener): () => void {
  const { listeners } = state();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * At start-up: writes the code's products and the environment's settings into the database
 * (idempotently; an operator's edits stay) and loads the catalogue.
 */
export async function prepareCatalogue(): Promise<SeedOutcome> {
  const outcome = await seedFromCode();
  await load();
  return outcome;
}

async function seedFromCode(): Promise<SeedOutcome> {
  const outcome = await seedCatalogue((await database()).db, {
    records: seedRecords(new Date().toISOString()),
    settings: seedSettings(),
  });
  state().seeded = true;
  return outcome;
}

export const CATALOGUE_WATCH_INTERVAL_MS = 2_000;

/** Polls the catalogue's version; a database that does not answer is logged once and retried. */
export function startCatalogueWatch(intervalMs = CATALOGUE_WATCH_INTERVAL_MS): void {
  const store = state();
  if (store.timer) return;
  store.timer = setInterval(() => {
    refreshCatalogue().then(
      () => {
        if (store.failing) log.info("catalogue watch: the database answers again");
        store.failing = false;
      },
      (error) => {
        if (!store.failing)
          log.warn({ reason: errorMessage(error) }, "catalogue watch: cannot read the version, retrying");
        store.failing = true;
      },
    );
  }, intervalMs);
  store.timer.unref();
}

export function stopCatalogueWatch(): void {
  const store = state();
  if (store.timer) clearInterval(store.timer);
  store.timer = undefined;
}

/** Forgets the loaded catalogue (tests switch databases with it). */
export function resetCatalogueStore(): void {
  stopCatalogueWatch();
  const store = state();
  store.snapshot = undefined;
  store.loading = undefined;
  store.refreshing = undefined;
  store.listeners.clear();
  store.failing = false;
  store.seeded = false;
}
