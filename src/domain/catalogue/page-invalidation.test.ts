import { describe, expect, it } from "vitest";
import { DEFAULT_CART_REMINDERS } from "@/domain/carts/automatic-reminders";
import {
  DEFAULT_CHAT_SETTINGS,
  DEFAULT_CURRENCY_RATES,
  DEFAULT_GOLD_SETTINGS,
  type ShopSettings,
} from "@/domain/settings/shop-settings";
import type { ProductRecord } from "./catalogue-snapshot";
import { seedRecords } from "./catalogue-snapshot";
import {
  listingPagePath,
  MAX_PATHS,
  pageInvalidation,
  pageInvalidationSchema,
  SITEMAP_PATH,
} from "./page-invalidation";
import { setOptionPrice, setPrice } from "./product-edits";

const SETTINGS: ShopSettings = {
  discountBasisPoints: 1000,
  goldRates: { sellMillicentsPerMillion: 19_000, buyMillicentsPerMillion: 12_000 },
  minOrderCents: 100,
  currencyRates: DEFAULT_CURRENCY_RATES,
  orderLinkDays: 90,
  cartReminders: DEFAULT_CART_REMINDERS,
  staffRefundLimitCents: 10_000,
  gold: DEFAULT_GOLD_SETTINGS,
  chat: DEFAULT_CHAT_SETTINGS,
};

const RECORDS = seedRecords("2026-11-26T00:00:00.000Z");
const BEFORE = { settings: SETTINGS, records: RECORDS };

function edit(sku: string, change: (record: ProductRecord) => ProductRecord): ProductRecord[] {
  return RECORDS.map((record) => (record.sku === sku ? change(record) : record));
}

function repriced(record: ProductRecord, cents: number): ProductRecord {
  const result = setPrice(record.product, cents);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return { ...record, product: result.product, version: record.version + 1, updatedBy: "cli" };
}

describe("pageInvalidation", () => {
  it("is nothing when nothing shown changed (a record's version and author are not shown)", () => {
    const touched = RECORDS.map((record) => ({ ...record, version: 9, updatedBy: "cli", updatedAt: "later" }));
    expect(pageInvalidation(BEFORE, { settings: { ...SETTINGS }, records: touched })).toEqual({
      kind: "paths",
      paths: [],
    });
  });

  it("drops a repriced product's page, its line's listing and the sitemap, nothing else", () => {
    const after = { settings: SETTINGS, records: edit("quest-dragon-slayer-ii", (r) => repriced(r, 4_321)) };
    expect(pageInvalidation(BEFORE, after)).toEqual({
      kind: "paths",
      paths: ["/osrs-quests", "/osrs-quests/dragon-slayer-ii", SITEMAP_PATH],
    });
  });

  it("sends a product listed as a section of /osrs-services to that page", () => {
    const mainPrice = (r: ProductRecord) => {
      const result = setOptionPrice(r.product, "Main", 9_999);
      if (!result.ok) throw new Error(JSON.stringify(result.problems));
      return { ...r, product: result.product, version: r.version + 1 };
    };
    const after = { settings: SETTINGS, records: edit("fire-cape", mainPrice) };
    expect(pageInvalidation(BEFORE, after)).toEqual({
      kind: "paths",
      paths: ["/fire-cape", "/osrs-services", SITEMAP_PATH],
    });
  });

  it("drops a hidden product's page (and again when it is shown)", () => {
    const hidden = edit("quest-dragon-slayer-ii", (record) => ({ ...record, status: "hidden" }));
    const paths = ["/osrs-quests", "/osrs-quests/dragon-slayer-ii", SITEMAP_PATH];
    expect(pageInvalidation(BEFORE, { settings: SETTINGS, records: hidden })).toEqual({ kind: "paths", paths });
    expect(pageInvalidation({ settings: SETTINGS, records: hidden }, BEFORE)).toEqual({ kind: "paths", paths });
  });

  it("drops the old and the new path when a product moves", () => {
    const moved = edit("quest-dragon-slayer-ii", (record) => ({
      ...record,
      product: { ...record.product, slug: "ds2" },
    }));
    expect(pageInvalidation(BEFORE, { settings: SETTINGS, records: moved })).toEqual({
      kind: "paths",
      paths: ["/osrs-quests", "/osrs-quests/dragon-slayer-ii", "/osrs-quests/ds2", SITEMAP_PATH],
    });
  });

  it("gives a product added by data its page, and re-orders a listing", () => {
    const [first] = RECORDS.filter((record) => record.lineId === "pvm");
    if (!first) throw new Error("no pvm product");
    const added = { ...first, sku: "pvm-new", product: { ...first.product, sku: "pvm-new", slug: "new-boss" } };
    const reordered = RECORDS.map((record) => (record === first ? { ...record, position: 99_999 } : record));
    expect(pageInvalidation(BEFORE, { settings: SETTINGS, records: [...RECORDS, added] })).toEqual({
      kind: "paths",
      paths: ["/osrs-pvm", "/osrs-pvm/new-boss", SITEMAP_PATH],
    });
    expect(pageInvalidation(BEFORE, { settings: SETTINGS, records: reordered })).toMatchObject({
      paths: expect.arrayContaining(["/osrs-pvm"]),
    });
  });

  it("is everything when more than MAX_PATHS pages change (a large import)", () => {
    const repricedAll = RECORDS.map((record) => ({ ...record, position: record.position + 1 }));
    expect(RECORDS.length).toBeGreaterThan(MAX_PATHS);
    expect(pageInvalidation(BEFORE, { settings: SETTINGS, records: repricedAll })).toEqual({ kind: "everything" });
  });

  it("is everything when a setting changes: every page prints prices through the layout", () => {
    for (const settings of [
      { ...SETTINGS, discountBasisPoints: 1500 },
      { ...SETTINGS, goldRates: { ...SETTINGS.goldRates, sellMillicentsPerMillion: 20_000 } },
      { ...SETTINGS, minOrderCents: 500 },
      { ...SETTINGS, currencyRates: { ...SETTINGS.currencyRates, EUR: SETTINGS.currencyRates.EUR + 1 } },
    ]) {
      expect(pageInvalidation(BEFORE, { settings, records: RECORDS })).toEqual({ kind: "everything" });
    }
  });

  it("drops nothing when only the order links' lifetime changes: no cached page prints it", () => {
    const settings = { ...SETTINGS, orderLinkDays: 30 };
    expect(pageInvalidation(BEFORE, { settings, records: RECORDS })).toEqual({ kind: "paths", paths: [] });
  });
});

describe("listingPagePath", () => {
  it("is the line's listing without its anchor", () => {
    expect(listingPagePath("capes")).toBe("/osrs-services");
    expect(listingPagePath("quests")).toBe("/osrs-quests");
    expect(listingPagePath("nope")).toBeUndefined();
  });
});

describe("pageInvalidationSchema", () => {
  it("takes what pageInvalidation gives and refuses anything but site paths", () => {
    expect(pageInvalidationSchema.safeParse({ kind: "everything" }).success).toBe(true);
    expect(pageInvalidationSchema.safeParse({ kind: "paths", paths: ["/osrs-quests", SITEMAP_PATH] }).success).toBe(
      true,
    );
    for (const bad of [
      { kind: "paths", paths: ["https://elsewhere.example/"] },
      { kind: "paths", paths: ["osrs-quests"] },
      { kind: "paths", paths: Array.from({ length: MAX_PATHS + 1 }, (_, n) => `/p${n}`) },
      { kind: "everything", extra: true },
      { kind: "some" },
    ]) {
      expect(pageInvalidationSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
    }
  });
});
