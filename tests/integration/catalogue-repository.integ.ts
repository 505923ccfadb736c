import { beforeAll, describe, expect, it } from "vitest";
import { type ProductRecord, SEED_ACTOR, seedRecords } from "@/domain/catalogue/catalogue-snapshot";
import { settingsToRows } from "@/domain/settings/shop-settings";
import {
  catalogueHistory,
  catalogueVersion,
  type ImportItem,
  importProducts,
  listProducts,
  readCatalogue,
  type SeedOutcome,
  seedCatalogue,
  setSetting,
  updateProduct,
} from "@/server/catalogue/catalogue-repository";
import { catalogue, prepareCatalogue, resetCatalogueStore, seedSettings } from "@/server/catalogue/catalogue-store";
import { closeDatabase, getDatabase } from "@/server/db/client";
import { resetDatabaseReadiness } from "@/server/db/migrate";
import { baseCentsOf, storedProduct } from "./support/catalogue-records";

/*
 * Issue 15, item 1: the data layer on this file's database (TEST_DB picks SQLite or PostgreSQL).
 * The tests share one database, each on products of its own, in the order written.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const db = () => getDatabase().db;

function withBaseCents(record: ProductRecord, baseCents: number): ProductRecord {
  return { ...record, product: { ...record.product, pricing: { kind: "fixed", baseCents } } };
}

function priceEdit(baseCents: number) {
  return (record: ProductRecord) => ({ ok: true as const, record: withBaseCents(record, baseCents) });
}

async function historyCount(): Promise<number> {
  const row = await db()
    .selectFrom("catalogue_history")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe(`catalogue repository on ${dialect}`, () => {
  let first: SeedOutcome;

  beforeAll(async () => {
    resetCatalogueStore();
    first = await prepareCatalogue();
  });

  it("seeds every product and setting once; a second seed changes nothing", async () => {
    expect(first.inserted).toHaveLength(seedRecords("").length);
    expect(first.settingsInserted).toHaveLength(settingsToRows(seedSettings()).length);
    const version = await catalogueVersion(db());
    expect(version).toBe(first.version);
    const rows = await historyCount();
    const before = await listProducts(db());

    const second = await prepareCatalogue();

    expect(second).toEqual({ inserted: [], updated: [], settingsInserted: [], version });
    expect(await catalogueVersion(db())).toBe(version);
    expect(await historyCount()).toBe(rows);
    expect(await listProducts(db())).toEqual(before);
  });

  it("keeps an operator's edit through a re-seed and a restart, while a seed-owned product follows the code", async () => {
    const edited = await updateProduct(db(), "fire-cape", priceEdit(2_999), "cli:ops");
    expect(edited.ok).toBe(true);
    const infernalSeedCents = baseCentsOf(await storedProduct("infernal-cape"));

    // The shop's code changes both prices.
    const changedSeed = seedRecords(new Date().toISOString()).map((record) =>
      record.sku === "fire-cape" || record.sku === "infernal-cape" ? withBaseCents(record, 1_111) : record,
    );
    const reseeded = await seedCatalogue(db(), { records: changedSeed, settings: seedSettings() });

    expect(reseeded.updated).toEqual(["infernal-cape"]);
    expect(baseCentsOf(await storedProduct("fire-cape"))).toBe(2_999);
    expect(await storedProduct("infernal-cape")).toMatchObject({ updatedBy: SEED_ACTOR });
    expect(baseCentsOf(await storedProduct("infernal-cape"))).toBe(1_111);

    // A restart: a new connection, the migrations checked again, the code's own seed applied.
    resetCatalogueStore();
    await closeDatabase();
    resetDatabaseReadiness();
    const restarted = await prepareCatalogue();

    expect(restarted.updated).toEqual(["infernal-cape"]);
    const shown = await catalogue();
    expect(baseCentsOf(shown.bySku.get("fire-cape"))).toBe(2_999);
    expect(shown.recordBySku.get("fire-cape")?.updatedBy).toBe("cli:ops");
    expect(baseCentsOf(shown.bySku.get("infernal-cape"))).toBe(infernalSeedCents);
  });

  it("refuses an import with bad items, changes nothing and names every problem with its path, clashes too", async () => {
    const quiver = await storedProduct("dizanas-quiver");
    const quest = (await listProducts(db())).find((record) => record.lineId === "quests");
    if (!quest) throw new Error("no quest");
    const items: ImportItem[] = [
      { ...withBaseCents(quiver, 12_345) },
      {
        sku: "quest-brand-new",
        lineId: "quests",
        position: 9_999,
        status: "active",
        product: { ...quest.product, sku: "quest-brand-new", slug: quest.product.slug, name: "Brand new quest" },
      },
      {
        ...quest,
        product: { ...quest.product, name: "", pricing: { kind: "fixed", baseCents: -5 } },
      },
    ];
    const version = await catalogueVersion(db());
    const before = await listProducts(db());
    const rows = await historyCount();

    const result = await importProducts(db(), items, "cli:ops");

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { path: "products.2.product.name", message: expect.any(String) },
      { path: "products.2.product.pricing.baseCents", message: expect.any(String) },
      { path: "products.1.product.path", message: expect.stringContaining(`is already ${quest.sku}'s page`) },
      { path: "products.1.product.slug", message: `is already ${quest.sku}'s slug in its line` },
    ]);
    expect(await catalogueVersion(db())).toBe(version);
    expect(await historyCount()).toBe(rows);
    expect(await listProducts(db())).toEqual(before);
  });

  it("imports new and changed products, and an unchanged catalogue without a new version", async () => {
    const quest = (await listProducts(db())).find((record) => record.lineId === "quests");
    if (!quest) throw new Error("no quest");
    const added: ImportItem = {
      sku: "quest-added-by-import",
      lineId: "quests",
      position: 9_999,
      status: "hidden",
      product: { ...quest.product, sku: "quest-added-by-import", slug: "added-by-import", name: "Added by import" },
    };
    const version = await catalogueVersion(db());
    const result = await importProducts(
      db(),
      [added, withBaseCents(await storedProduct("dizanas-quiver"), 12_345)],
      "cli:ops",
    );
    expect(result).toMatchObject({
      ok: true,
      value: { inserted: ["quest-added-by-import"], updated: ["dizanas-quiver"] },
      version: version + 2,
    });

    const everything = await listProducts(db());
    const again = await importProducts(db(), everything, "cli:ops");
    expect(again).toEqual({ ok: true, value: { inserted: [], updated: [] }, version: version + 2 });
  });

  it("records before, after and the actor of every change", async () => {
    const before = await storedProduct("infernal-cape");
    const result = await updateProduct(db(), "infernal-cape", priceEdit(17_500), "cli:ops");
    if (!result.ok) throw new Error("refused");
    const [row] = await catalogueHistory(db(), { key: "infernal-cape", limit: 1 });
    expect(row).toMatchObject({ version: result.version, kind: "product", key: "infernal-cape", actor: "cli:ops" });
    expect(row?.before).toEqual({
      line: "capes",
      position: before.position,
      status: "active",
      product: before.product,
    });
    expect(baseCentsOf(row?.after as { product: ProductRecord["product"] })).toBe(17_500);
    expect(Date.parse(row?.at ?? "")).not.toBeNaN();

    const setting = await setSetting(db(), "discount_percent", "12.5", "cli:ops", seedSettings());
    expect(setting.ok).toBe(true);
    const [settingRow] = await catalogueHistory(db(), { key: "discount_percent", limit: 1 });
    expect(settingRow).toMatchObject({ kind: "setting", before: 1_000, after: 1_250, actor: "cli:ops" });
  });

  it("gives 20 concurrent edits of one product 20 consecutive versions; the last one's price is stored", async () => {
    const start = await catalogueVersion(db());
    const startRecord = await storedProduct("dizanas-quiver");

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        updateProduct(db(), "dizanas-quiver", priceEdit(50_000 + index), `cli:writer-${index}`),
      ),
    );

    const versions = results.map((result) => (result.ok ? result.version : -1)).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 20 }, (_, index) => start + 1 + index));
    const history = (await catalogueHistory(db(), { key: "dizanas-quiver", limit: 20 })).reverse();
    expect(history.map((row) => row.version)).toEqual(versions);
    // Each change starts from the one before it: no write was lost or made from a stale read.
    history.forEach((row, index) => {
      const previous = index === 0 ? startRecord : (history[index - 1]?.after as ProductRecord);
      expect(baseCentsOf(row.before as ProductRecord)).toBe(baseCentsOf(previous));
    });
    const last = history.at(-1);
    const final = await storedProduct("dizanas-quiver");
    expect(baseCentsOf(final)).toBe(baseCentsOf(last?.after as ProductRecord));
    expect(final.updatedBy).toBe(last?.actor);
    expect(final.version).toBe(startRecord.version + 20);
    const winner = results.find((result) => result.ok && result.version === start + 20);
    expect(winner?.ok && baseCentsOf(winner.value)).toBe(baseCentsOf(final));
  });

  it("refuses a gold buy rate at or above the sell rate and changes nothing", async () => {
    const version = await catalogueVersion(db());
    for (const [key, value] of [
      ["gold_buy_usd_per_million", "0.19"],
      ["gold_buy_usd_per_million", "0.25"],
      ["gold_sell_usd_per_million", "0.10"],
    ] as const) {
      const result = await setSetting(db(), key, value, "cli:ops", seedSettings());
      expect(result).toEqual({
        ok: false,
        problems: [{ path: "gold_buy_usd_per_million", message: expect.stringContaining("must be below") }],
      });
    }
    expect(await catalogueVersion(db())).toBe(version);
    const { settings } = await readCatalogue(db(), seedSettings());
    expect(settings.goldRates).toEqual({ sellMillicentsPerMillion: 19_000, buyMillicentsPerMillion: 12_000 });
  });
});
