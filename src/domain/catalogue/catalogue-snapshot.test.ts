import { describe, expect, it } from "vitest";
import { DEFAULT_CART_REMINDERS } from "@/domain/carts/automatic-reminders";
import {
  DEFAULT_CHAT_SETTINGS,
  DEFAULT_CURRENCY_RATES,
  DEFAULT_GOLD_SETTINGS,
  type ShopSettings,
} from "@/domain/settings/shop-settings";
import { allCatalogueEntries } from "./catalogue";
import {
  buildSnapshot,
  recordsProblems,
  seedRecords,
  seedSnapshot,
  snapshotFingerprint,
  snapshotLine,
  snapshotProduct,
} from "./catalogue-snapshot";

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

describe("the seed snapshot", () => {
  it("is the catalogue the code ships, in its order, at version 0", () => {
    const snapshot = seedSnapshot(SETTINGS);
    expect(snapshot.version).toBe(0);
    expect(snapshot.entries.map((entry) => entry.path)).toEqual(allCatalogueEntries().map((entry) => entry.path));
    expect(recordsProblems(snapshot.records)).toEqual([]);
  });
});

describe("a snapshot", () => {
  const records = seedRecords("2026-11-26T00:00:00.000Z");

  it("leaves hidden products out of lines, entries and lookups but keeps their records", () => {
    const hidden = records.map((record) =>
      record.sku === "fire-cape" ? { ...record, status: "hidden" as const } : record,
    );
    const snapshot = buildSnapshot(7, hidden, SETTINGS);
    expect(snapshot.bySku.has("fire-cape")).toBe(false);
    expect(snapshot.byPath.has("/fire-cape")).toBe(false);
    expect(snapshot.recordBySku.get("fire-cape")?.status).toBe("hidden");
    expect(snapshotLine(snapshot, "capes").products.map((product) => product.sku)).not.toContain("fire-cape");
  });

  it("lists a line's products by position", () => {
    const moved = records.map((record) => (record.sku === "pvm-kreearra" ? { ...record, position: 0 } : record));
    const snapshot = buildSnapshot(1, moved, SETTINGS);
    expect(snapshotLine(snapshot, "pvm").products[0]?.sku).toBe("pvm-kreearra");
    expect(snapshotProduct(snapshot, "pvm", "kreearra")?.path).toBe("/osrs-pvm/kreearra");
  });

  it("changes its fingerprint with a product, a status or a setting, and not with a version", () => {
    const base = snapshotFingerprint(buildSnapshot(1, records, SETTINGS));
    expect(snapshotFingerprint(buildSnapshot(2, records, SETTINGS))).toBe(base);
    expect(snapshotFingerprint(buildSnapshot(1, records, { ...SETTINGS, minOrderCents: 200 }))).not.toBe(base);
    const renamed = records.map((record, index) =>
      index === 0 ? { ...record, product: { ...record.product, name: "Renamed" } } : record,
    );
    expect(snapshotFingerprint(buildSnapshot(1, renamed, SETTINGS))).not.toBe(base);
  });
});

describe("recordsProblems", () => {
  const records = seedRecords("2026-11-26T00:00:00.000Z");

  it("names a second product on one path or slug, an unknown line and a changed sku", () => {
    const [first, second] = records;
    if (!first || !second) throw new Error("empty seed");
    const clash = {
      ...second,
      lineId: first.lineId,
      product: { ...second.product, slug: first.product.slug, path: first.product.path },
    };
    const problems = recordsProblems([
      first,
      clash,
      { ...second, sku: "other", lineId: "no-such-line" as never },
      { ...second, sku: "renamed" },
    ]);
    expect(problems.map((problem) => [problem.sku, problem.path])).toEqual([
      [second.sku, "product.path"],
      [second.sku, "product.slug"],
      ["other", "line"],
      ["renamed", "product.sku"],
    ]);
  });
});
