/**
 * Money is integer cents everywhere. Rates finer than a cent are integer millicents
 * (1/1000 of a cent, so 0.19 USD = 19_000), rounded half-up to cents once per line.
 */

import { formatMinorUnits } from "./format-amount";

export const MILLICENTS_PER_CENT = 1000;

/** "$1,234.50": the one place cents become text. */
export function formatUsd(cents: number): string {
  return formatMinorUnits(cents, 2, "USD");
}

/** "$0.19", "$0.185": a rate kept in millicents. */
export function formatUsdRate(millicents: number): string {
  return formatMinorUnits(millicents, 5, "USD");
}

/** "142.50": cents for an editable dollar field, without the currency sign. */
export function centsToDecimalText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** Cents as a decimal number of dollars, for analytics payloads that want a value like 142.5. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Integer division rounding half up; both arguments non-negative integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** A rate in millicents times a quantity, rounded half-up to cents. */
export function millicentsToCents(millicents: number): number {
  return divideRoundHalfUp(millicents, MILLICENTS_PER_CENT);
}

/** Parses "12", "12.5" or "12.50" (dollars) into cents; null for anything else, so no float ever decides a price. */
export function parseUsdToCents(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,9})(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!match) return null;
  const dollars = Number(match[1]);
  const fraction = (match[2] ?? "").padEnd(2, "0");
  return dollars * 100 + Number(fraction);
}

/** Parses a decimal USD rate like "0.19" or "0.185" into millicents; null when it has more than 5 decimals. */
export function parseUsdRateToMillicents(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:\.(\d{1,5}))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? "").padEnd(5, "0");
  return Number(match[1]) * 100_000 + Number(fraction);
}
