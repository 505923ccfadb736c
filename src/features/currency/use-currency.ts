"use client";

import { formatUsdCentsIn, formatUsdRateIn } from "@/domain/money/currency-format";
import type { Currency } from "@/domain/settings/currencies";
import { useCurrencyRates } from "./currency-rates";
import { useCurrencyChoice } from "./currency-store";

export type CurrencyView = {
  currency: Currency;
  /** A USD amount in cents, in the visitor's currency. */
  amount: (usdCents: number) => string;
  /** A USD rate in millicents, in the visitor's currency. */
  rate: (usdMillicents: number) => string;
};

/** The visitor's currency with the operator's rates: how to say a USD amount to this visitor. */
export function useCurrency(): CurrencyView {
  const currency = useCurrencyChoice();
  const rates = useCurrencyRates();
  return {
    currency,
    amount: (usdCents) => formatUsdCentsIn(usdCents, currency, rates),
    rate: (usdMillicents) => formatUsdRateIn(usdMillicents, currency, rates),
  };
}
