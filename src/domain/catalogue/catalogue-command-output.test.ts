import { describe, expect, it } from "vitest";
import { DEFAULT_CART_REMINDERS } from "@/domain/carts/automatic-reminders";
import {
  DEFAULT_CHAT_SETTINGS,
  DEFAULT_CURRENCY_RATES,
  DEFAULT_GOLD_SETTINGS,
  type ShopSettings,
} from "@/domain/settings/shop-settings";
import {
  changedLeaves,
  changeSummary,
  formatProblems,
  formatTable,
  historyTable,
  listJson,
  listTable,
  recordJson,
  recordText,
  settingsJson,
  settingsTable,
} from "./catalogue-command-output";
import { type ProductRecord, seedRecords } from "./catalogue-snapshot";

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

function record(sku: string): ProductRecord {
  const found = seedRecords("2026-11-26T12:00:00.000Z").find((candidate) => candidate.sku === sku);
  if (!found) throw new Error(sku);
  return found;
}

describe("formatTable", () => {
  it("pads every column but the last to its widest cell", () => {
    expect(
      formatTable(
        ["A", "BB", "C"],
        [
          ["long", "x", "end"],
          ["s", "", ""],
        ],
      ),
    ).toBe(["A     BB  C", "long  x   end", "s"].join("\n"));
  });
});

describe("products", () => {
  it("lists a product with its line, status and list price, per unit where it is sold by the unit", () => {
    const hidden = { ...record("fire-cape"), status: "hidden" as const };
    const table = listTable([hidden, record("pvm-general-graardor")]).split("\n");
    expect(table[0]).toMatch(/^SKU\s+LINE\s+POS\s+STATUS\s+FROM \(USD\)\s+NAME$/);
    expect(table[1]).toMatch(/^fire-cape\s+capes\s+10\s+hidden\s+\$22\.00\s+Fire Cape$/);
    expect(table[2]).toMatch(/pvm-general-graardor\s+pvm\s+10\s+active\s+\$[\d.]+\/kill/);
    expect(listTable([])).toBe("No products.");
  });

  it("gives scripts the same facts as JSON", () => {
    expect(listJson([record("fire-cape")])).toEqual([
      expect.objectContaining({
        sku: "fire-cape",
        line: "capes",
        status: "active",
        path: "/fire-cape",
        fromCents: 2200,
      }),
    ]);
    expect(recordJson(record("fire-cape"))).toMatchObject({
      sku: "fire-cape",
      path: "/fire-cape",
      product: { pricing: { baseCents: 2200 } },
    });
  });

  it("shows one product with its page, who changed it and its data", () => {
    const text = recordText({ ...record("fire-cape"), status: "hidden", updatedBy: "cli:ops", version: 3 });
    expect(text).toContain("page      /fire-cape (hidden: answers 404)");
    expect(text).toContain("version   3, by cli:ops at 2026-11-26T12:00:00.000Z");
    expect(text).toContain('"baseCents": 2200');
  });
});

describe("settings", () => {
  it("shows each setting as an operator types it, beside what is stored", () => {
    expect(settingsJson(SETTINGS, "discount_percent")).toEqual([
      {
        key: "discount_percent",
        value: "10",
        stored: 1000,
        description: expect.any(String),
        bounds: "0 to 90 %; over 50 % asks you to confirm",
      },
    ]);
    const table = settingsTable(SETTINGS).split("\n");
    expect(table).toHaveLength(24);
    expect(table.find((line) => line.startsWith("staff_refund_limit_cents"))).toMatch(/\s100\.00\s/);
    expect(table.find((line) => line.startsWith("gold_sell_usd_per_million"))).toMatch(/\s0\.19\s/);
    expect(table.find((line) => line.startsWith("rate_eur"))).toMatch(/\s0\.92\s.*0\.46 to 1\.84 EUR per USD$/);
    expect(table.find((line) => line.startsWith("order_link_days"))).toMatch(/\s90\s/);
    expect(table.find((line) => line.startsWith("reminders_automatic"))).toMatch(/\soff\s/);
    expect(table.find((line) => line.startsWith("reminder_delay_hours"))).toMatch(/\s24\s.*1 to 72 hours$/);
  });
});

describe("history", () => {
  it("names the leaves that changed", () => {
    expect(changedLeaves({ a: 1, b: { c: [1, 2], d: "x" } }, { a: 1, b: { c: [1, 3], d: "x" }, e: true })).toEqual([
      "b.c.1: 2 -> 3",
      "e: (none) -> true",
    ]);
    expect(changedLeaves(1, 1)).toEqual([]);
  });

  it("sums a change up: a product added, fields moved, a setting in the operator's units", () => {
    expect(changeSummary({ kind: "product", key: "x", before: undefined, after: { a: 1 } })).toBe("added");
    expect(changeSummary({ kind: "product", key: "x", before: { a: 1, b: 1 }, after: { a: 2, b: 1 } })).toBe(
      "a: 1 -> 2",
    );
    expect(
      changeSummary({ kind: "product", key: "x", before: { a: 1, b: 1, c: 1 }, after: { a: 2, b: 2, c: 2 } }, 2),
    ).toBe("a: 1 -> 2; b: 1 -> 2; and 1 more");
    expect(changeSummary({ kind: "setting", key: "discount_percent", before: 1000, after: 1250 })).toBe("10 -> 12.5");
    expect(changeSummary({ kind: "setting", key: "rate_eur", before: undefined, after: 920_000 })).toBe("set to 0.92");
  });

  it("lists the changes with who made them", () => {
    const table = historyTable([
      {
        version: 7,
        kind: "product",
        key: "fire-cape",
        before: { status: "active" },
        after: { status: "hidden" },
        actor: "cli:ops",
        at: "2026-11-26T12:00:00.000Z",
      },
    ]).split("\n");
    expect(table[1]).toMatch(/^7\s+2026-11-26T12:00:00.000Z\s+cli:ops\s+fire-cape\s+status: "active" -> "hidden"$/);
    expect(historyTable([])).toBe("No changes.");
  });
});

describe("formatProblems", () => {
  it("writes one path: message line per problem", () => {
    expect(
      formatProblems([
        { path: "products.3.product.pricing.baseCents", message: "must be a whole number" },
        { path: "products.5.line", message: "is not a product line" },
      ]),
    ).toBe("products.3.product.pricing.baseCents: must be a whole number\nproducts.5.line: is not a product line");
  });
});
