import { type Currency, type CurrencyRates, convertCents, parseCurrency } from "@/domain/settings/currencies";
import { formatMinorUnits } from "./format-amount";

export { parseCurrency };

/*
 * Prices in the visitor's currency: for showing only. Every amount is kept, charged and
 * reported in USD cents; these turn one into the text a visitor reads in their chosen currency.
 * One locale for all five (en-US, written by format-amount.ts), so each sign says which dollar it is
 * ("CA$", "A$") and digits group alike.
 */

/** "€41.40", "CA$62.55": an amount already in the currency's cents. */
export function formatMoney(cents: number, currency: Currency): string {
  return formatMinorUnits(cents, 2, currency);
}

/** A USD amount in cents as the visitor reads it: 4500 in EUR at 0.92 is "€41.40". */
export function formatUsdCentsIn(usdCents: number, currency: Currency, rates: CurrencyRates): string {
  return formatMoney(convertCents(usdCents, currency, rates), currency);
}

/** A USD rate in millicents as the visitor reads it: 19000 ($0.19) in EUR at 0.92 is "€0.1748". */
export function formatUsdRateIn(usdMillicents: number, currency: Currency, rates: CurrencyRates): string {
  // The conversion only scales a whole number, so it holds for millicents as for cents.
  const millicents = convertCents(usdMillicents, currency, rates);
  return formatMinorUnits(millicents, 5, currency);
}
