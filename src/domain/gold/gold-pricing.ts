import { formatCount } from "@/domain/money/format-amount";
import { divideRoundHalfUp, MILLICENTS_PER_CENT, millicentsToCents } from "@/domain/money/money";

/* Gold is counted in whole millions ("M"), the unit every OSRS gold shop trades in. */

export { GOLD_SKU } from "./gold-sku";
export const GOLD_NAME = "OSRS Gold";
export const GOLD_IMAGE_SRC = "/art/gold.svg";
export const GOLD_MIN_MILLIONS = 100;
export const GOLD_MAX_MILLIONS = 100_000;
export const GOLD_QUICK_PICKS_MILLIONS: readonly number[] = [100, 250, 500, 1_000, 2_500, 5_000];

/** USD per million in millicents: visitors buy at `sell` (0.19), the shop buys at `buy` (0.12). */
export type GoldRates = { sellMillicentsPerMillion: number; buyMillicentsPerMillion: number };

export const DEFAULT_GOLD_RATES: GoldRates = { sellMillicentsPerMillion: 19_000, buyMillicentsPerMillion: 12_000 };

/**
 * The shop must buy gold for less than it sells it: a buy rate at or above the sell rate pays out
 * more than every sale brings in (and makes the "gold equivalent" of a price look cheaper than gold).
 */
export function hasGoldSpread(rates: GoldRates): boolean {
  return rates.buyMillicentsPerMillion < rates.sellMillicentsPerMillion;
}

export type GoldAmountCheck = { ok: true; millions: number } | { ok: false; message: string };

export function checkGoldAmount(millions: number): GoldAmountCheck {
  if (!Number.isFinite(millions) || !Number.isInteger(millions)) {
    return { ok: false, message: "Enter a whole number of millions." };
  }
  if (millions < GOLD_MIN_MILLIONS) return { ok: false, message: `The minimum order is ${GOLD_MIN_MILLIONS}M.` };
  if (millions > GOLD_MAX_MILLIONS) {
    return { ok: false, message: `For more than ${formatMillions(GOLD_MAX_MILLIONS)}, contact us for a bulk price.` };
  }
  return { ok: true, millions };
}

/** What a visitor pays for an amount of gold, in cents. */
export function goldPriceCents(millions: number, rates: GoldRates = DEFAULT_GOLD_RATES): number {
  return millicentsToCents(millions * rates.sellMillicentsPerMillion);
}

/** What the shop pays a visitor who sells it gold, in cents. */
export function goldPayoutCents(millions: number, rates: GoldRates = DEFAULT_GOLD_RATES): number {
  return millicentsToCents(millions * rates.buyMillicentsPerMillion);
}

/** The most whole millions a USD budget buys. */
export function millionsForBudget(cents: number, rates: GoldRates = DEFAULT_GOLD_RATES): number {
  return Math.floor((cents * MILLICENTS_PER_CENT) / rates.sellMillicentsPerMillion);
}

/**
 * Spec section 9: the gold a USD amount is worth at the shop's buy rate, in tenths of a million:
 * amount / 0.12, rounded up to whole millions; to one decimal (half up) when the amount is under
 * 10 USD. The one figure of "or about N M gold" on the service pages and of the amount a buyer paying
 * with gold is asked at checkout, so the two cannot differ. Always from USD cents (orders are in USD):
 * another display currency changes the price shown beside it, never the gold.
 * Computed on integers so 12 USD is exactly 100M, not 100.00000000000001.
 */
export function goldEquivalentTenths(
  amountCents: number,
  buyMillicentsPerMillion = DEFAULT_GOLD_RATES.buyMillicentsPerMillion,
): number {
  const scaled = amountCents * MILLICENTS_PER_CENT;
  if (amountCents < 1_000) return divideRoundHalfUp(scaled * 10, buyMillicentsPerMillion);
  return Math.ceil(scaled / buyMillicentsPerMillion) * 10;
}

/** goldEquivalentTenths in millions; `precise` keeps one decimal whatever the amount. */
export function goldEquivalentMillions(
  amountCents: number,
  precise = false,
  buyMillicentsPerMillion = DEFAULT_GOLD_RATES.buyMillicentsPerMillion,
): number {
  if (precise) return divideRoundHalfUp(amountCents * MILLICENTS_PER_CENT * 10, buyMillicentsPerMillion) / 10;
  return goldEquivalentTenths(amountCents, buyMillicentsPerMillion) / 10;
}

/** "750M", "2,500M", "12.5M". By hand for whole tenths (all the quotes make), so no page wakes ICU for it (format-amount.ts). */
export function formatMillions(millions: number): string {
  const tenths = Math.round(millions * 10);
  if (!Number.isSafeInteger(tenths) || tenths < 0 || Math.abs(millions * 10 - tenths) > 1e-9) {
    return `${millions.toLocaleString("en-US", { maximumFractionDigits: 1 })}M`;
  }
  const fraction = tenths % 10;
  return `${formatCount(Math.floor(tenths / 10))}${fraction === 0 ? "" : `.${fraction}`}M`;
}
