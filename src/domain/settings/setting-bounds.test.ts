import { describe, expect, it } from "vitest";
import { CHANGE_OK } from "@/domain/admin/change-check";
import { boundText, settingBoundProblem, settingChangeCheck } from "./setting-bounds";
import { SETTING_DEFINITIONS, type SettingKey, settingDefinition } from "./shop-settings";

/** What the operator types, as the stored number. */
function stored(key: SettingKey, text: string): number {
  const parsed = settingDefinition(key)?.parse(text);
  if (!parsed?.ok) throw new Error(`${key} ${text} does not parse`);
  return parsed.value;
}

function check(key: SettingKey, before: string, after: string) {
  return settingChangeCheck(key, stored(key, before), stored(key, after));
}

describe("the settings' bounds in words", () => {
  it("names every setting's bound, and what asks for a confirmation", () => {
    expect(boundText("discount_percent")).toBe("0 to 90 %; over 50 % asks you to confirm");
    expect(boundText("min_order_usd")).toBe("$0.00 to $100.00; over $50.00 asks you to confirm");
    expect(boundText("gold_sell_usd_per_million")).toBe(
      "$0.05 to $1.00 per million; a move of more than 25 % at once asks you to confirm",
    );
    expect(boundText("gold_buy_usd_per_million")).toMatch(/^\$0\.02 to \$1\.00 per million;/);
    expect(boundText("rate_eur")).toBe("0.46 to 1.84 EUR per USD");
    expect(boundText("rate_gbp")).toBe("0.395 to 1.58 GBP per USD");
    expect(boundText("rate_cad")).toBe("0.695 to 2.78 CAD per USD");
    expect(boundText("rate_aud")).toBe("0.765 to 3.06 AUD per USD");
    expect(boundText("order_link_days")).toBe("1 to 730 days");
    expect(boundText("reminders_automatic")).toBe("on or off");
    expect(boundText("reminder_delay_hours")).toBe("1 to 72 hours");
    expect(boundText("reminder_period_days")).toBe("1 to 90 days");
    expect(boundText("staff_refund_limit_cents")).toBe("$0.00 to $5,000.00");
    for (const definition of SETTING_DEFINITIONS) {
      if (definition.key !== "reminders_automatic") expect(boundText(definition.key)).toContain(" to ");
    }
  });
});

describe("a value outside its bound is refused, naming the bound", () => {
  it.each([
    ["discount_percent", "90.01", "must be from 0 to 90 %: 90.01 % is outside that bound"],
    ["discount_percent", "99.99", "must be from 0 to 90 %: 99.99 % is outside that bound"],
    ["min_order_usd", "100000", "must be from $0.00 to $100.00: $100,000.00 is outside that bound"],
    ["min_order_usd", "100.01", "must be from $0.00 to $100.00: $100.01 is outside that bound"],
    ["rate_eur", "1000", "must be from 0.46 to 1.84 EUR per USD: 1000 EUR per USD is outside that bound"],
    ["rate_eur", "0.093", "must be from 0.46 to 1.84 EUR per USD: 0.093 EUR per USD is outside that bound"],
    ["rate_aud", "3.07", "must be from 0.765 to 3.06 AUD per USD: 3.07 AUD per USD is outside that bound"],
    [
      "gold_sell_usd_per_million",
      "0.019",
      "must be from $0.05 to $1.00 per million: $0.019 per million is outside that bound",
    ],
    [
      "gold_sell_usd_per_million",
      "1.01",
      "must be from $0.05 to $1.00 per million: $1.01 per million is outside that bound",
    ],
    [
      "gold_buy_usd_per_million",
      "0.01",
      "must be from $0.02 to $1.00 per million: $0.01 per million is outside that bound",
    ],
  ] as const)("%s %s", (key, text, message) => {
    expect(settingBoundProblem(key, stored(key, text))).toBe(message);
    expect(settingChangeCheck(key, stored(key, "0.5"), stored(key, text))).toEqual({ kind: "refused", message });
  });

  it.each([
    ["discount_percent", "0"],
    ["discount_percent", "90"],
    ["min_order_usd", "0"],
    ["min_order_usd", "100.00"],
    ["rate_eur", "0.46"],
    ["rate_eur", "1.84"],
    ["gold_sell_usd_per_million", "0.05"],
    ["gold_sell_usd_per_million", "1"],
    ["gold_buy_usd_per_million", "0.02"],
    ["order_link_days", "1"],
    ["order_link_days", "730"],
    ["reminders_automatic", "on"],
    ["reminder_delay_hours", "72"],
    ["reminder_period_days", "90"],
  ] as const)("takes %s %s, on its bound", (key, text) => {
    expect(settingBoundProblem(key, stored(key, text))).toBeNull();
  });
});

describe("a large change asks the second confirmation, naming the effect", () => {
  it("asks for a discount over 50 %, raised", () => {
    expect(check("discount_percent", "10", "60")).toEqual({
      kind: "confirm",
      effect: "Every product except gold would sell at 60 % off (now 10 % off).",
    });
    expect(check("discount_percent", "60", "75")).toMatchObject({ kind: "confirm" });
    expect(check("discount_percent", "10", "50")).toEqual(CHANGE_OK);
    // Lowering a large discount gives less away: no second question.
    expect(check("discount_percent", "75", "60")).toEqual(CHANGE_OK);
  });

  it("asks for a minimum order over $50, raised", () => {
    expect(check("min_order_usd", "1.00", "75")).toEqual({
      kind: "confirm",
      effect: "Carts under $75.00 could not be checked out (now the minimum is $1.00).",
    });
    expect(check("min_order_usd", "1.00", "50.00")).toEqual(CHANGE_OK);
    expect(check("min_order_usd", "80.00", "60.00")).toEqual(CHANGE_OK);
  });

  it("asks when a gold rate moves by more than a quarter either way", () => {
    expect(check("gold_sell_usd_per_million", "0.19", "0.09")).toEqual({
      kind: "confirm",
      effect: "Visitors would pay $0.09 per million gold instead of $0.19 (−53 %).",
    });
    expect(check("gold_sell_usd_per_million", "0.19", "0.30")).toMatchObject({ kind: "confirm" });
    expect(check("gold_buy_usd_per_million", "0.12", "0.16")).toEqual({
      kind: "confirm",
      effect: "The shop would pay sellers $0.16 per million gold instead of $0.12 (+33 %).",
    });
    expect(check("gold_sell_usd_per_million", "0.20", "0.25")).toEqual(CHANGE_OK);
    expect(check("gold_sell_usd_per_million", "0.20", "0.15")).toEqual(CHANGE_OK);
  });

  it("never asks for a currency rate or the link lifetime inside their bounds", () => {
    expect(check("rate_eur", "0.92", "1.8")).toEqual(CHANGE_OK);
    expect(check("order_link_days", "90", "1")).toEqual(CHANGE_OK);
  });
});
