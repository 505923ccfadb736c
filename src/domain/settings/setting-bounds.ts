import { CHANGE_OK, type ChangeCheck } from "@/domain/admin/change-check";
import { REMINDER_DELAY_BOUNDS, REMINDER_PERIOD_BOUNDS } from "@/domain/carts/automatic-reminders";
import { formatCount } from "@/domain/money/format-amount";
import { formatUsd, formatUsdRate } from "@/domain/money/money";
import { MAX_ORDER_LINK_DAYS, MIN_ORDER_LINK_DAYS } from "@/domain/orders/order-link-lifetime";
import { DEFAULT_CURRENCY_RATES, FOREIGN_CURRENCIES, type ForeignCurrency } from "./currencies";
import { CHAT_SETTING_BOUNDS, GOLD_SETTING_BOUNDS, type SettingKey, settingDefinition } from "./shop-settings";

/*
 * The guard rails on the operator's settings: the one place their bounds are written. A value
 * outside its bound is refused with the bound named; a change that moves what buyers pay a lot
 * (a discount over 50 %, a minimum order over $50, the gold price moved by more than a quarter)
 * asks a second confirmation naming the effect. The settings page shows `boundText` beside each
 * field, the command line lists it in `settings get`, docs/operations.md repeats the numbers.
 *
 * Why these numbers, for an OSRS gold and services shop:
 * - discount: up to 90 %; more gives the catalogue away (100 % was already refused). A sale of more
 *   than half off is rare enough to be asked about twice.
 * - minimum order: $0 to $100. The cheapest products are a few dollars, so a minimum of $100,000
 *   (a slip of the keyboard) would refuse every checkout; over $50 already refuses most carts.
 * - gold: OSRS gold has traded between about $0.10 and $1.00 per million for years; the bounds
 *   leave room either side. A move of more than 25 % at once is asked about (a 0.19 → 0.09 slip
 *   halves what visitors pay for gold).
 * - currency rates: display only (every charge is in USD), half to twice the code's default, a
 *   band wider than any of the four currencies has moved against the dollar in decades.
 */

type Bound = {
  /** Stored units (basis points, cents, millicents, millionths, days). */
  min: number;
  max: number;
  /** A stored value as an operator reads it ("0.92", "$1.00"), and the unit written after it. */
  format: (value: number) => string;
  unit: string;
  /** What buyers would see, for the second confirmation; a setting without one never asks. */
  effect?: (before: number, after: number) => string;
  /** The bound in words when a range says it badly (a choice). */
  words?: string;
  /** Raising the value above this asks the second confirmation. */
  confirmAbove?: number;
  /** A move by more than this share of the value before (basis points) asks it. */
  confirmMoveBasisPoints?: number;
};

export const DISCOUNT_BOUNDS = { maxBasisPoints: 9_000, confirmAboveBasisPoints: 5_000 } as const;
export const MIN_ORDER_BOUNDS = { maxCents: 10_000, confirmAboveCents: 5_000 } as const;
/** Staff refunds: $0 (staff refund nothing) to $5,000, more than any order the shop has taken. */
export const STAFF_REFUND_LIMIT_BOUNDS = { maxCents: 500_000 } as const;
export const GOLD_RATE_BOUNDS = {
  sell: { minMillicents: 5_000, maxMillicents: 100_000 },
  buy: { minMillicents: 2_000, maxMillicents: 100_000 },
  confirmMoveBasisPoints: 2_500,
} as const;
/** Half to twice the default rate, in basis points of it. */
export const CURRENCY_RATE_BAND = { minBasisPoints: 5_000, maxBasisPoints: 20_000 } as const;

const formatOf = (key: SettingKey) => (value: number) => settingDefinition(key)?.format(value) ?? String(value);
const percent = (basisPoints: number) => `${formatOf("discount_percent")(basisPoints)} %`;

/** "+58 %", "−53 %": how far a value moved, for the effect's words. */
function movedBy(before: number, after: number): string {
  const share = Math.round(((after - before) / before) * 100);
  return share >= 0 ? `+${share} %` : `−${-share} %`;
}

function currencyBound(currency: ForeignCurrency): Bound {
  const base = DEFAULT_CURRENCY_RATES[currency];
  return {
    min: Math.round((base * CURRENCY_RATE_BAND.minBasisPoints) / 10_000),
    max: Math.round((base * CURRENCY_RATE_BAND.maxBasisPoints) / 10_000),
    format: formatOf(`rate_${currency.toLowerCase()}` as SettingKey),
    unit: ` ${currency} per USD`,
  };
}

const BOUNDS: Record<SettingKey, Bound> = {
  discount_percent: {
    min: 0,
    max: DISCOUNT_BOUNDS.maxBasisPoints,
    format: formatOf("discount_percent"),
    unit: " %",
    confirmAbove: DISCOUNT_BOUNDS.confirmAboveBasisPoints,
    effect: (before, after) =>
      `Every product except gold would sell at ${percent(after)} off (now ${percent(before)} off).`,
  },
  min_order_usd: {
    min: 0,
    max: MIN_ORDER_BOUNDS.maxCents,
    format: formatUsd,
    unit: "",
    confirmAbove: MIN_ORDER_BOUNDS.confirmAboveCents,
    effect: (before, after) =>
      `Carts under ${formatUsd(after)} could not be checked out (now the minimum is ${formatUsd(before)}).`,
  },
  gold_sell_usd_per_million: {
    min: GOLD_RATE_BOUNDS.sell.minMillicents,
    max: GOLD_RATE_BOUNDS.sell.maxMillicents,
    format: formatUsdRate,
    unit: " per million",
    confirmMoveBasisPoints: GOLD_RATE_BOUNDS.confirmMoveBasisPoints,
    effect: (before, after) =>
      `Visitors would pay ${formatUsdRate(after)} per million gold instead of ${formatUsdRate(before)} (${movedBy(before, after)}).`,
  },
  gold_buy_usd_per_million: {
    min: GOLD_RATE_BOUNDS.buy.minMillicents,
    max: GOLD_RATE_BOUNDS.buy.maxMillicents,
    format: formatUsdRate,
    unit: " per million",
    confirmMoveBasisPoints: GOLD_RATE_BOUNDS.confirmMoveBasisPoints,
    effect: (before, after) =>
      `The shop would pay sellers ${formatUsdRate(after)} per million gold instead of ${formatUsdRate(before)} (${movedBy(before, after)}).`,
  },
  ...(Object.fromEntries(
    FOREIGN_CURRENCIES.map((currency) => [`rate_${currency.toLowerCase()}`, currencyBound(currency)]),
  ) as Record<`rate_${Lowercase<ForeignCurrency>}`, Bound>),
  order_link_days: { min: MIN_ORDER_LINK_DAYS, max: MAX_ORDER_LINK_DAYS, format: String, unit: " days" },
  reminders_automatic: { min: 0, max: 1, format: formatOf("reminders_automatic"), unit: "", words: "on or off" },
  // An hour is when a cart counts as abandoned at all; past three days a reminder comes too late to help.
  reminder_delay_hours: {
    min: REMINDER_DELAY_BOUNDS.minHours,
    max: REMINDER_DELAY_BOUNDS.maxHours,
    format: String,
    unit: " hours",
  },
  reminder_period_days: {
    min: REMINDER_PERIOD_BOUNDS.minDays,
    max: REMINDER_PERIOD_BOUNDS.maxDays,
    format: String,
    unit: " days",
  },
  staff_refund_limit_cents: { min: 0, max: STAFF_REFUND_LIMIT_BOUNDS.maxCents, format: formatUsd, unit: "" },
  gold_delivery_minutes: { ...GOLD_SETTING_BOUNDS.deliveryMinutes, format: String, unit: " minutes" },
  gold_restock_hours: { ...GOLD_SETTING_BOUNDS.restockHours, format: String, unit: " hours" },
  gold_contact_above_millions: { ...GOLD_SETTING_BOUNDS.contactAboveMillions, format: formatCount, unit: " millions" },
  gold_low_stock_millions: { ...GOLD_SETTING_BOUNDS.lowStockMillions, format: formatCount, unit: " millions" },
  sell_quote_minutes: { ...GOLD_SETTING_BOUNDS.sellQuoteMinutes, format: String, unit: " minutes" },
  sell_max_millions_per_order: {
    ...GOLD_SETTING_BOUNDS.sellMaxMillionsPerOrder,
    format: formatCount,
    unit: " millions",
  },
  sell_max_millions_per_day: { ...GOLD_SETTING_BOUNDS.sellMaxMillionsPerDay, format: formatCount, unit: " millions" },
  chat_email_after_minutes: { ...CHAT_SETTING_BOUNDS.emailAfterMinutes, format: String, unit: " minutes" },
  chat_discord_after_minutes: { ...CHAT_SETTING_BOUNDS.discordAfterMinutes, format: String, unit: " minutes" },
  chat_retention_days: { ...CHAT_SETTING_BOUNDS.retentionDays, format: String, unit: " days" },
};

function show(bound: Bound, value: number): string {
  return `${bound.format(value)}${bound.unit}`;
}

/** "0.46 to 1.84 EUR per USD": the unit once, after the range. */
function rangeText(bound: Bound): string {
  return `${bound.format(bound.min)} to ${show(bound, bound.max)}`;
}

/** The bound in words, as the settings page shows it beside the field: "0 to 90 %; over 50 % asks you to confirm". */
export function boundText(key: SettingKey): string {
  const bound = BOUNDS[key];
  const range = bound.words ?? rangeText(bound);
  if (bound.confirmAbove !== undefined) return `${range}; over ${show(bound, bound.confirmAbove)} asks you to confirm`;
  if (bound.confirmMoveBasisPoints !== undefined)
    return `${range}; a move of more than ${bound.confirmMoveBasisPoints / 100} % at once asks you to confirm`;
  return range;
}

/** Whether the value is inside its bound, naming the bound when it is not (the problem's message, after the key). */
export function settingBoundProblem(key: SettingKey, value: number): string | null {
  const bound = BOUNDS[key];
  if (value >= bound.min && value <= bound.max) return null;
  return `must be from ${rangeText(bound)}: ${show(bound, value)} is outside that bound`;
}

/** A change from `before` to `after`: refused outside the bound, to confirm when it moves buyers' prices a lot. */
export function settingChangeCheck(key: SettingKey, before: number, after: number): ChangeCheck {
  const problem = settingBoundProblem(key, after);
  if (problem !== null) return { kind: "refused", message: problem };
  const bound = BOUNDS[key];
  if (after === before || bound.effect === undefined) return CHANGE_OK;
  const raisedPast = bound.confirmAbove !== undefined && after > bound.confirmAbove && after > before;
  const movedFar =
    bound.confirmMoveBasisPoints !== undefined &&
    before > 0 &&
    Math.abs(after - before) * 10_000 > before * bound.confirmMoveBasisPoints;
  return raisedPast || movedFar ? { kind: "confirm", effect: bound.effect(before, after) } : CHANGE_OK;
}
