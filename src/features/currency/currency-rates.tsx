"use client";

import { createContext, type ReactNode, useContext } from "react";
import { type CurrencyRates, DEFAULT_CURRENCY_RATES } from "@/domain/settings/currencies";

const CurrencyRatesContext = createContext<CurrencyRates>(DEFAULT_CURRENCY_RATES);

/** The operator's rates, from the settings the page was rendered with (the root layout passes them). */
export function CurrencyRatesProvider({ rates, children }: { rates: CurrencyRates; children: ReactNode }) {
  return <CurrencyRatesContext value={rates}>{children}</CurrencyRatesContext>;
}

export function useCurrencyRates(): CurrencyRates {
  return useContext(CurrencyRatesContext);
}
