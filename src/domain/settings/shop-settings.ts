import { z } from "zod";
import {
  type CartReminderSettings,
  REMINDER_DELAY_BOUNDS,
  REMINDER_PERIOD_BOUNDS,
} from "@/domain/carts/automatic-reminders";
import { hasGoldSpread } from "@/domain/gold/gold-pricing";
import { formatUsd, formatUsdRate, parseUsdRateToMillicents, parseUsdToCents } from "@/domain/money/money";
import { MAX_ORDER_LINK_DAYS, MIN_ORDER_LINK_DAYS, orderLinkDaysSchema } from "@/domain/orders/order-link-lifetime";
import { type CurrencyRates, FOREIGN_CURRENCIES, type ForeignCurrency } from "./currencies";

/*
 * The operator's settings: kept in the database, changed without a deploy, each one a
 * whole number in the unit the shop computes with. The environment (or, for the currency rates and
 * the order links' lifetime, the code's default) seeds them on first start only.
 * Every setting has a key an operator types, a parser for what they type and a formatter for what
 * they read back, so the command line and the back office say the same thing.
 */

export {
  CURRENCIES,
  type Currency,
  type CurrencyRates,
  convertCents,
  DEFAULT_CURRENCY_RATES,
  FOREIGN_CURRENCIES,
  type ForeignCurrency,
} from "./currencies";

export type ShopSettings = {
  /** The site-wide discount on every line except gold, in basis points (1000 = 10%). */
  discountBasisPoints: number;
  /** What visitors pay for a million gold and what the shop pays, in millicents. */
  goldRates: { sellMillicentsPerMillion: number; buyMillicentsPerMillion: number };
  /** The smallest order the checkout takes, in cents. */
  minOrderCents: number;
  currencyRates: CurrencyRates;
  /** How long a link to an order's private page opens it, in days from when the link was made. */
  orderLinkDays: number;
  /** Abandoned-cart reminders sent by the server itself (src/domain/carts/automatic-reminders.ts). */
  cartReminders: CartReminderSettings;
  /** The most staff may refund on one order, all its refunds together, in cents (owners have no limit). */
  staffRefundLimitCents: number;
  /** The gold stock's promises and the buying side's limits (ADR 0029). */
  gold: GoldSettings;
  /** The shop's own live chat. */
  chat: ChatSettings;
};

export type ChatSettings = {
  /** A visitor's message unanswered this long asks for their email ("we'll reply there"). */
  emailAfterMinutes: number;
  /** A conversation waiting this long is told to the shop's Discord. */
  discordAfterMinutes: number;
  /** Closed conversations are deleted this long after they closed. */
  retentionDays: number;
};

export const DEFAULT_CHAT_SETTINGS: ChatSettings = { emailAfterMinutes: 3, discordAfterMinutes: 5, retentionDays: 90 };

export const CHAT_SETTING_BOUNDS = {
  emailAfterMinutes: { min: 1, max: 120 },
  discordAfterMinutes: { min: 1, max: 1_440 },
  retentionDays: { min: 1, max: 3_650 },
} as const satisfies Record<keyof ChatSettings, { min: number; max: number }>;

export type GoldSettings = {
  /** How soon gold in stock is usually traded after payment, in minutes. */
  deliveryMinutes: number;
  /** How soon the shop restocks an amount beyond its stock, in hours; 0 says "pre-order" instead. */
  restockHours: number;
  /** Above this many millions the buyer is asked to contact the shop instead of ordering. */
  contactAboveMillions: number;
  /** Available stock under this many millions posts to Discord and shows on the admin home. */
  lowStockMillions: number;
  /** How long a player's sell quote holds at its rate, in minutes. */
  sellQuoteMinutes: number;
  /** The most millions one sell order may offer. */
  sellMaxMillionsPerOrder: number;
  /** The most millions one player (an email or a RuneScape name) may sell in a UTC day. */
  sellMaxMillionsPerDay: number;
};

export const DEFAULT_GOLD_SETTINGS: GoldSettings = {
  deliveryMinutes: 15,
  restockHours: 0,
  contactAboveMillions: 20_000,
  lowStockMillions: 1_000,
  sellQuoteMinutes: 30,
  sellMaxMillionsPerOrder: 10_000,
  sellMaxMillionsPerDay: 20_000,
};

/** The range each gold setting may take: what a shop could mean, not what a typo makes. */
export const GOLD_SETTING_BOUNDS = {
  deliveryMinutes: { min: 1, max: 1_440 },
  restockHours: { min: 0, max: 720 },
  contactAboveMillions: { min: 100, max: 100_000 },
  lowStockMillions: { min: 0, max: 1_000_000 },
  sellQuoteMinutes: { min: 5, max: 1_440 },
  sellMaxMillionsPerOrder: { min: 100, max: 1_000_000 },
  sellMaxMillionsPerDay: { min: 100, max: 10_000_000 },
} as const satisfies Record<keyof GoldSettings, { min: number; max: number }>;

/** $100 until the owner says otherwise: a usual order's worth, so staff can settle most complaints. */
export const DEFAULT_STAFF_REFUND_LIMIT_CENTS = 10_000;

const RATE_SCALE = 1_000_000;

export type SettingKey =
  | "discount_percent"
  | "gold_sell_usd_per_million"
  | "gold_buy_usd_per_million"
  | "min_order_usd"
  | "rate_eur"
  | "rate_gbp"
  | "rate_cad"
  | "rate_aud"
  | "order_link_days"
  | "reminders_automatic"
  | "reminder_delay_hours"
  | "reminder_period_days"
  | "staff_refund_limit_cents"
  | "gold_delivery_minutes"
  | "gold_restock_hours"
  | "gold_contact_above_millions"
  | "gold_low_stock_millions"
  | "sell_quote_minutes"
  | "sell_max_millions_per_order"
  | "sell_max_millions_per_day"
  | "chat_email_after_minutes"
  | "chat_discord_after_minutes"
  | "chat_retention_days";

type Parsed = { ok: true; value: number } | { ok: false; message: string };

type SettingDefinition = {
  key: SettingKey;
  description: string;
  parse: (text: string) => Parsed;
  format: (value: number) => string;
  read: (settings: ShopSettings) => number;
  write: (settings: ShopSettings, value: number) => ShopSettings;
};

function parsePercent(text: string): Parsed {
  const trimmed = text.trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed))
    return { ok: false, message: "must be a percentage from 0 to 99.99, like 10" };
  return { ok: true, value: Math.round(Number(trimmed) * 100) };
}

function parseRate(text: string): Parsed {
  const millicents = parseUsdRateToMillicents(text.trim());
  if (millicents === null || millicents === 0) {
    return { ok: false, message: "must be a positive USD amount with at most 5 decimals, like 0.19" };
  }
  return { ok: true, value: millicents };
}

function parseAmount(text: string): Parsed {
  const cents = parseUsdToCents(text.trim());
  if (cents === null) return { ok: false, message: "must be a USD amount with at most 2 decimals, like 1.00" };
  return { ok: true, value: cents };
}

function parseCurrencyRate(text: string): Parsed {
  const trimmed = text.trim();
  const match = /^(\d{1,4})(?:\.(\d{1,6}))?$/.exec(trimmed);
  const value = match ? Number(match[1]) * RATE_SCALE + Number((match[2] ?? "").padEnd(6, "0")) : 0;
  if (!match || value === 0)
    return { ok: false, message: "must be a positive number with at most 6 decimals, like 0.92" };
  return { ok: true, value };
}

const orderLinkDaysText = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .pipe(orderLinkDaysSchema);

function parseOrderLinkDays(text: string): Parsed {
  const parsed = orderLinkDaysText.safeParse(text);
  if (!parsed.success) {
    return {
      ok: false,
      message: `must be a whole number of days from ${MIN_ORDER_LINK_DAYS} to ${MAX_ORDER_LINK_DAYS}, like 90`,
    };
  }
  return { ok: true, value: parsed.data };
}

function parseOnOff(text: string): Parsed {
  const word = text.trim().toLowerCase();
  if (word === "on") return { ok: true, value: 1 };
  if (word === "off") return { ok: true, value: 0 };
  return { ok: false, message: "must be on or off" };
}

function wholeNumberIn(min: number, max: number, unit: string, example: number) {
  return (text: string): Parsed => {
    const trimmed = text.trim();
    const value = Number(trimmed);
    if (!/^\d{1,4}$/.test(trimmed) || value < min || value > max) {
      return { ok: false, message: `must be a whole number of ${unit} from ${min} to ${max}, like ${example}` };
    }
    return { ok: true, value };
  };
}

/** A whole number within a gold setting's bounds, typed with or without thousands commas. */
function wholeNumberWithin(bounds: { min: number; max: number }, unit: string, example: string) {
  const { min, max } = bounds;
  return (text: string): Parsed => {
    const trimmed = text.trim().replace(/,(?=\d{3}\b)/g, "");
    const value = Number(trimmed);
    if (!/^\d{1,8}$/.test(trimmed) || value < min || value > max) {
      return { ok: false, message: `must be a whole number of ${unit} from ${min} to ${max}, like ${example}` };
    }
    return { ok: true, value };
  };
}

function goldSetting(
  key: SettingKey,
  field: keyof GoldSettings,
  description: string,
  unit: string,
  example: string,
): SettingDefinition {
  return {
    key,
    description,
    parse: wholeNumberWithin(GOLD_SETTING_BOUNDS[field], unit, example),
    format: String,
    read: (settings) => settings.gold[field],
    write: (settings, value) => ({ ...settings, gold: { ...settings.gold, [field]: value } }),
  };
}

function chatSetting(
  key: SettingKey,
  field: keyof ChatSettings,
  description: string,
  unit: string,
  example: string,
): SettingDefinition {
  return {
    key,
    description,
    parse: wholeNumberWithin(CHAT_SETTING_BOUNDS[field], unit, example),
    format: String,
    read: (settings) => settings.chat[field],
    write: (settings, value) => ({ ...settings, chat: { ...settings.chat, [field]: value } }),
  };
}

function formatCurrencyRate(value: number): string {
  const whole = Math.floor(value / RATE_SCALE);
  const fraction = String(value % RATE_SCALE)
    .padStart(6, "0")
    .replace(/0+$/, "");
  return fraction === "" ? String(whole) : `${whole}.${fraction}`;
}

function formatPercent(basisPoints: number): string {
  return String(basisPoints / 100);
}

function rateSetting(currency: ForeignCurrency): SettingDefinition {
  return {
    key: `rate_${currency.toLowerCase()}` as SettingKey,
    description: `${currency} per US dollar, for showing prices in ${currency} (charges stay in USD)`,
    parse: parseCurrencyRate,
    format: formatCurrencyRate,
    read: (settings) => settings.currencyRates[currency],
    write: (settings, value) => ({ ...settings, currencyRates: { ...settings.currencyRates, [currency]: value } }),
  };
}

export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  {
    key: "discount_percent",
    description: "the site-wide discount on every line except gold, in percent",
    parse: parsePercent,
    format: formatPercent,
    read: (settings) => settings.discountBasisPoints,
    write: (settings, value) => ({ ...settings, discountBasisPoints: value }),
  },
  {
    key: "gold_sell_usd_per_million",
    description: "what visitors pay for a million gold, in USD",
    parse: parseRate,
    format: (value) => formatUsdRate(value).replace(/^\$/, ""),
    read: (settings) => settings.goldRates.sellMillicentsPerMillion,
    write: (settings, value) => ({
      ...settings,
      goldRates: { ...settings.goldRates, sellMillicentsPerMillion: value },
    }),
  },
  {
    key: "gold_buy_usd_per_million",
    description: "what the shop pays for a million gold, in USD",
    parse: parseRate,
    format: (value) => formatUsdRate(value).replace(/^\$/, ""),
    read: (settings) => settings.goldRates.buyMillicentsPerMillion,
    write: (settings, value) => ({ ...settings, goldRates: { ...settings.goldRates, buyMillicentsPerMillion: value } }),
  },
  {
    key: "min_order_usd",
    description: "the smallest order the checkout takes, in USD",
    parse: parseAmount,
    format: (value) => formatUsd(value).replace(/^\$/, ""),
    read: (settings) => settings.minOrderCents,
    write: (settings, value) => ({ ...settings, minOrderCents: value }),
  },
  ...FOREIGN_CURRENCIES.map(rateSetting),
  {
    key: "order_link_days",
    description: "how long a link to an order's private page opens it, in days from when it was sent",
    parse: parseOrderLinkDays,
    format: String,
    read: (settings) => settings.orderLinkDays,
    write: (settings, value) => ({ ...settings, orderLinkDays: value }),
  },
  {
    key: "reminders_automatic",
    description: "whether the shop sends abandoned-cart reminders by itself, on or off",
    parse: parseOnOff,
    format: (value) => (value === 1 ? "on" : "off"),
    read: (settings) => (settings.cartReminders.automatic ? 1 : 0),
    write: (settings, value) => ({ ...settings, cartReminders: { ...settings.cartReminders, automatic: value === 1 } }),
  },
  {
    key: "reminder_delay_hours",
    description: "how long after a cart was last saved the shop reminds it by itself",
    parse: wholeNumberIn(REMINDER_DELAY_BOUNDS.minHours, REMINDER_DELAY_BOUNDS.maxHours, "hours", 24),
    format: String,
    read: (settings) => settings.cartReminders.delayHours,
    write: (settings, value) => ({ ...settings, cartReminders: { ...settings.cartReminders, delayHours: value } }),
  },
  {
    key: "reminder_period_days",
    description: "the least time between two reminders to one address, by hand or automatic",
    parse: wholeNumberIn(REMINDER_PERIOD_BOUNDS.minDays, REMINDER_PERIOD_BOUNDS.maxDays, "days", 7),
    format: String,
    read: (settings) => settings.cartReminders.periodDays,
    write: (settings, value) => ({ ...settings, cartReminders: { ...settings.cartReminders, periodDays: value } }),
  },
  {
    // The key names its stored unit, as other code reads it; typed and shown in USD like every amount.
    key: "staff_refund_limit_cents",
    description: "the most staff may refund on one order, all its refunds together, in USD (owners have no limit)",
    parse: parseAmount,
    format: (value) => formatUsd(value).replace(/^\$/, ""),
    read: (settings) => settings.staffRefundLimitCents,
    write: (settings, value) => ({ ...settings, staffRefundLimitCents: value }),
  },
  goldSetting(
    "gold_delivery_minutes",
    "deliveryMinutes",
    "how soon gold in stock is usually traded after payment, in minutes",
    "minutes",
    "15",
  ),
  goldSetting(
    "gold_restock_hours",
    "restockHours",
    "how soon an amount beyond the stock is restocked, in hours; 0 says pre-order instead",
    "hours",
    "24",
  ),
  goldSetting(
    "gold_contact_above_millions",
    "contactAboveMillions",
    "above this many millions a buyer is asked to contact the shop",
    "millions",
    "20000",
  ),
  goldSetting(
    "gold_low_stock_millions",
    "lowStockMillions",
    "available gold under this many millions is told on Discord and the admin home",
    "millions",
    "1000",
  ),
  goldSetting(
    "sell_quote_minutes",
    "sellQuoteMinutes",
    "how long a player's sell quote holds, in minutes",
    "minutes",
    "30",
  ),
  goldSetting(
    "sell_max_millions_per_order",
    "sellMaxMillionsPerOrder",
    "the most millions one sell order may offer",
    "millions",
    "10000",
  ),
  goldSetting(
    "sell_max_millions_per_day",
    "sellMaxMillionsPerDay",
    "the most millions one player may sell in a day (UTC)",
    "millions",
    "20000",
  ),
  chatSetting(
    "chat_email_after_minutes",
    "emailAfterMinutes",
    "how long a visitor's chat message waits unanswered before the chat asks their email",
    "minutes",
    "3",
  ),
  chatSetting(
    "chat_discord_after_minutes",
    "discordAfterMinutes",
    "how long a chat waits unanswered before the shop's Discord is told",
    "minutes",
    "5",
  ),
  chatSetting("chat_retention_days", "retentionDays", "how long closed chats are kept, in days", "days", "90"),
];

export function settingDefinition(key: string): SettingDefinition | undefined {
  return SETTING_DEFINITIONS.find((definition) => definition.key === key);
}

/** Rules across settings, each naming the key to change. */
export function settingsProblems(settings: ShopSettings): { key: SettingKey; message: string }[] {
  const problems: { key: SettingKey; message: string }[] = [];
  if (!hasGoldSpread(settings.goldRates)) {
    problems.push({
      key: "gold_buy_usd_per_million",
      message: "must be below gold_sell_usd_per_million: the shop would pay more for gold than it sells it for",
    });
  }
  if (settings.gold.sellMaxMillionsPerOrder > settings.gold.sellMaxMillionsPerDay) {
    problems.push({
      key: "sell_max_millions_per_order",
      message: "must not be above sell_max_millions_per_day: no order could reach it",
    });
  }
  if (settings.discountBasisPoints >= 10_000) {
    problems.push({ key: "discount_percent", message: "must be below 100" });
  }
  return problems;
}

/** How each setting is stored: one row per key, the number as JSON. */
export function settingsToRows(settings: ShopSettings): { key: SettingKey; value: number }[] {
  return SETTING_DEFINITIONS.map((definition) => ({ key: definition.key, value: definition.read(settings) }));
}

const storedValue = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Settings from stored rows, each key in its place; a key with no row keeps the fallback's value. */
export function settingsFromRows(
  rows: readonly { key: string; value: unknown }[],
  fallback: ShopSettings,
): { settings: ShopSettings; unknownKeys: string[] } {
  let settings = fallback;
  const unknownKeys: string[] = [];
  for (const row of rows) {
    const definition = settingDefinition(row.key);
    const parsed = storedValue.safeParse(row.value);
    if (!definition || !parsed.success) {
      unknownKeys.push(row.key);
      continue;
    }
    settings = definition.write(settings, parsed.data);
  }
  return { settings, unknownKeys };
}
