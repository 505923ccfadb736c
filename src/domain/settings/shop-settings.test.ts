import { describe, expect, it } from "vitest";
import { DEFAULT_CART_REMINDERS } from "@/domain/carts/automatic-reminders";
import {
  convertCents,
  DEFAULT_CHAT_SETTINGS,
  DEFAULT_CURRENCY_RATES,
  DEFAULT_GOLD_SETTINGS,
  SETTING_DEFINITIONS,
  type ShopSettings,
  settingDefinition,
  settingsFromRows,
  settingsProblems,
  settingsToRows,
} from "./shop-settings";

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

describe("settings as an operator types them", () => {
  it.each([
    ["discount_percent", "12.5", 1250, "12.5"],
    ["discount_percent", "0", 0, "0"],
    ["gold_sell_usd_per_million", "0.21", 21_000, "0.21"],
    ["gold_buy_usd_per_million", "0.115", 11_500, "0.115"],
    ["min_order_usd", "2.50", 250, "2.50"],
    ["rate_eur", "0.93", 930_000, "0.93"],
    ["rate_aud", "1.534567", 1_534_567, "1.534567"],
    ["rate_cad", "2", 2_000_000, "2"],
    ["order_link_days", " 30 ", 30, "30"],
    ["order_link_days", "730", 730, "730"],
    ["reminders_automatic", " On ", 1, "on"],
    ["reminders_automatic", "off", 0, "off"],
    ["reminder_delay_hours", "1", 1, "1"],
    ["reminder_delay_hours", "72", 72, "72"],
    ["reminder_period_days", "7", 7, "7"],
    ["staff_refund_limit_cents", "250", 25_000, "250.00"],
  ])("%s %s is stored as %i and read back as %s", (key, text, stored, shown) => {
    const definition = settingDefinition(key);
    expect(definition?.parse(text)).toEqual({ ok: true, value: stored });
    expect(definition?.format(stored)).toBe(shown);
  });

  it.each([
    ["discount_percent", "100"],
    ["discount_percent", "-1"],
    ["discount_percent", "ten"],
    ["gold_sell_usd_per_million", "0"],
    ["gold_sell_usd_per_million", "0.123456"],
    ["min_order_usd", "1.005"],
    ["rate_eur", "0"],
    ["rate_eur", "1.2345678"],
    ["rate_eur", "1e3"],
    ["order_link_days", "0"],
    ["order_link_days", "731"],
    ["order_link_days", "1.5"],
    ["order_link_days", "-7"],
    ["order_link_days", "ninety"],
    ["reminders_automatic", "yes"],
    ["reminders_automatic", "1"],
    ["reminder_delay_hours", "0"],
    ["reminder_delay_hours", "73"],
    ["reminder_delay_hours", "1.5"],
    ["reminder_period_days", "0"],
    ["reminder_period_days", "91"],
    ["staff_refund_limit_cents", "-5"],
    ["staff_refund_limit_cents", "1.005"],
  ])("%s refuses %s with a message", (key, text) => {
    const parsed = settingDefinition(key)?.parse(text);
    expect(parsed?.ok).toBe(false);
    expect(parsed && !parsed.ok && parsed.message).toMatch(/^must /);
  });

  it("knows no other key", () => {
    expect(settingDefinition("discount")).toBeUndefined();
  });
});

describe("settings rules", () => {
  it("refuses buying gold for as much as it sells for", () => {
    const problems = settingsProblems({
      ...SETTINGS,
      goldRates: { sellMillicentsPerMillion: 12_000, buyMillicentsPerMillion: 12_000 },
    });
    expect(problems.map((problem) => problem.key)).toEqual(["gold_buy_usd_per_million"]);
  });

  it("accepts the defaults", () => {
    expect(settingsProblems(SETTINGS)).toEqual([]);
  });
});

describe("stored rows", () => {
  it("round-trip every setting", () => {
    const rows = settingsToRows(SETTINGS);
    expect(rows.map((row) => row.key)).toEqual(SETTING_DEFINITIONS.map((definition) => definition.key));
    const changed = settingsFromRows(
      rows.map((row) => (row.key === "rate_gbp" ? { ...row, value: 800_000 } : row)),
      { ...SETTINGS, discountBasisPoints: 0 },
    );
    expect(changed).toEqual({
      settings: { ...SETTINGS, currencyRates: { ...DEFAULT_CURRENCY_RATES, GBP: 800_000 } },
      unknownKeys: [],
    });
  });

  it("keep the fallback for a missing key and name a key or value they cannot read", () => {
    const read = settingsFromRows(
      [
        { key: "no_such_key", value: 5 },
        { key: "discount_percent", value: "10" },
        { key: "min_order_usd", value: 500 },
      ],
      SETTINGS,
    );
    expect(read.settings).toEqual({ ...SETTINGS, minOrderCents: 500 });
    expect(read.unknownKeys).toEqual(["no_such_key", "discount_percent"]);
  });
});

describe("converting a price", () => {
  it("leaves USD alone and rounds the others half up to the cent", () => {
    expect(convertCents(1999, "USD", DEFAULT_CURRENCY_RATES)).toBe(1999);
    expect(convertCents(1000, "EUR", DEFAULT_CURRENCY_RATES)).toBe(920);
    expect(convertCents(1, "AUD", DEFAULT_CURRENCY_RATES)).toBe(2);
    expect(convertCents(50, "EUR", { ...DEFAULT_CURRENCY_RATES, EUR: 1_010_000 })).toBe(51);
    expect(convertCents(0, "GBP", DEFAULT_CURRENCY_RATES)).toBe(0);
  });
});
