import { centsToDecimalText } from "@/domain/money/money";
import { type Currency, type CurrencyRates, convertCents } from "@/domain/settings/currencies";
import { type GoldRates, goldPriceCents, millionsForBudget } from "./gold-pricing";

/*
 * The gold form's price field, in the visitor's currency. Gold is sold in whole millions and
 * charged in USD, so a typed price buys the most whole millions whose price, said in that currency,
 * is not above it; and that price is what the form shows and the card is charged. Once the buyer
 * leaves the field it reads that price ("19.01" becomes "19.00"), so the field, the total shown
 * and the charge never differ.
 */

export type GoldForPrice = {
  millions: number;
  /** What the card is charged. */
  usdCents: number;
  /** The same charge in the visitor's currency: the total shown and the field's text once left. */
  shownCents: number;
};

const PRICE_TEXT = /^\s*(?:[A-Z]{0,2}\$|£|€)?\s*(\d{1,9})(?:\.(\d{0,2}))?\s*$/;

/** "19.01", "£19.01", "19.1", "19" → cents of the visitor's currency; null for anything else ("19.011", "ten"). */
export function parseTypedPrice(text: string): number | null {
  const match = PRICE_TEXT.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** The gold a price typed in `currency` (in its cents) buys, and what that gold costs. */
export function goldForTypedPrice(
  typedCents: number,
  currency: Currency,
  currencyRates: CurrencyRates,
  goldRates: GoldRates,
): GoldForPrice {
  const shownFor = (millions: number) => convertCents(goldPriceCents(millions, goldRates), currency, currencyRates);
  // The USD budget's millions are within one or two of the answer; conversion rounding decides the rest.
  const usdBudget = currency === "USD" ? typedCents : Math.floor((typedCents * 1_000_000) / currencyRates[currency]);
  let millions = millionsForBudget(usdBudget, goldRates);
  while (shownFor(millions + 1) <= typedCents) millions += 1;
  while (millions > 0 && shownFor(millions) > typedCents) millions -= 1;
  const usdCents = goldPriceCents(millions, goldRates);
  return { millions, usdCents, shownCents: convertCents(usdCents, currency, currencyRates) };
}

/** The price field's text for an amount of gold: its price in the visitor's currency, "19.00". */
export function goldPriceText(
  millions: number,
  currency: Currency,
  currencyRates: CurrencyRates,
  goldRates: GoldRates,
): string {
  return centsToDecimalText(convertCents(goldPriceCents(millions, goldRates), currency, currencyRates));
}
