import { describe, expect, it } from "vitest";
import { DEFAULT_CART_REMINDERS } from "@/domain/carts/automatic-reminders";
import {
  DEFAULT_CHAT_SETTINGS,
  DEFAULT_CURRENCY_RATES,
  DEFAULT_GOLD_SETTINGS,
  SETTING_DEFINITIONS,
} from "@/domain/settings/shop-settings";
import { settingRows } from "./catalogue-settings";

describe("the settings page's rows", () => {
  it("lists every setting with a label, unit and the value as typed", () => {
    const rows = settingRows({
      discountBasisPoints: 1_000,
      goldRates: { sellMillicentsPerMillion: 19_000, buyMillicentsPerMillion: 12_000 },
      minOrderCents: 500,
      currencyRates: DEFAULT_CURRENCY_RATES,
      orderLinkDays: 90,
      cartReminders: DEFAULT_CART_REMINDERS,
      staffRefundLimitCents: 10_000,
      gold: DEFAULT_GOLD_SETTINGS,
      chat: DEFAULT_CHAT_SETTINGS,
    });
    expect(rows.map((row) => row.key)).toEqual(SETTING_DEFINITIONS.map((definition) => definition.key));
    expect(rows[0]).toMatchObject({
      key: "discount_percent",
      label: "Site-wide discount",
      value: "10",
      stored: 1_000,
      bounds: "0 to 90 %; over 50 % asks you to confirm",
    });
    expect(rows.find((row) => row.key === "min_order_usd")).toMatchObject({ value: "5.00", unit: "USD" });
    expect(rows.find((row) => row.key === "rate_eur")?.bounds).toBe("0.46 to 1.84 EUR per USD");
    for (const row of rows) expect(row.label && row.unit && row.description && row.bounds).toBeTruthy();
  });
});
