import type { Currency } from "@/domain/settings/currencies";

/*
 * Amounts as en-US Intl.NumberFormat writes them ("$1,234.50", "-€0.05", "CA$62.55", "$0.185"), by
 * hand for whole numbers of minor units. Creating a currency Intl.NumberFormat costs a phone tens of
 * milliseconds the first time (ICU's data), and the money modules made twelve while every page
 * loaded: about 130 ms of Lighthouse's simulated blocking time. The tests compare this
 * with Intl for every currency over a wide range; anything that is not a safe whole number still
 * goes to Intl, made the first time it is needed.
 */

const SYMBOLS: Record<Currency, string> = { USD: "$", EUR: "€", GBP: "£", CAD: "CA$", AUD: "A$" };

/** The sign an amount in the currency is written with: "$", "£", "CA$". */
export function currencySymbol(currency: Currency): string {
  return SYMBOLS[currency];
}

const fallbacks = new Map<string, Intl.NumberFormat>();

function intlFormat(value: number, currency: Currency, maximumFractionDigits: number): string {
  const key = `${currency}:${maximumFractionDigits}`;
  let formatter = fallbacks.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits,
    });
    fallbacks.set(key, formatter);
  }
  return formatter.format(value);
}

function groupThousands(digits: string): string {
  let grouped = "";
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped === "" ? part : `${part},${grouped}`;
  }
  return grouped;
}

/** "1,234,567": a whole count as en-US writes it (toLocaleString("en-US") wakes ICU the same way). */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString("en-US");
  return `${value < 0 ? "-" : ""}${groupThousands(String(Math.abs(value)))}`;
}

/**
 * `units` whole units of 10^-`scale` of the currency (cents: scale 2; millicents of a dollar:
 * scale 5), written with at least two decimals and no trailing zeros beyond them.
 */
export function formatMinorUnits(units: number, scale: number, currency: Currency): string {
  if (!Number.isSafeInteger(units)) return intlFormat(units / 10 ** scale, currency, scale);
  const digits = String(Math.abs(units)).padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  let fraction = digits.slice(digits.length - scale);
  while (fraction.length > 2 && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  // Intl writes a negative zero as "-$0.00"; a zero amount here is always 0.
  const sign = units < 0 ? "-" : "";
  return `${sign}${SYMBOLS[currency]}${groupThousands(whole)}.${fraction}`;
}
