/*
 * The currencies a visitor can see prices in, apart from the rest of the settings: the
 * browser needs these on every page, and this module keeps zod out of that first load.
 */

/** Everything is charged, stored and reported in USD; the others are for showing only. */
export const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD"] as const;
export type Currency = (typeof CURRENCIES)[number];
export type ForeignCurrency = Exclude<Currency, "USD">;
export const FOREIGN_CURRENCIES: readonly ForeignCurrency[] = ["EUR", "GBP", "CAD", "AUD"];

/** Units of each currency one US dollar buys, in millionths (0.92 EUR per USD is 920000). */
export type CurrencyRates = Record<ForeignCurrency, number>;

/** Rates to start from: the operator sets today's (`npm run catalogue -- settings set rate_eur 0.93`). */
export const DEFAULT_CURRENCY_RATES: CurrencyRates = { EUR: 920_000, GBP: 790_000, CAD: 1_390_000, AUD: 1_530_000 };

const RATE_SCALE = 1_000_000;

/** Converts a USD amount in cents to the currency's minor unit (all five have two decimals), half up. */
export function convertCents(usdCents: number, currency: Currency, rates: CurrencyRates): number {
  if (currency === "USD") return usdCents;
  return Math.round((usdCents * rates[currency]) / RATE_SCALE);
}

/** A stored or typed choice, or null when it is none of the five (a closed list: no schema needed). */
export function parseCurrency(value: unknown): Currency | null {
  return (CURRENCIES as readonly unknown[]).includes(value) ? (value as Currency) : null;
}
