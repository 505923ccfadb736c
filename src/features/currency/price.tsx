"use client";

import { formatUsdCentsIn, formatUsdRateIn } from "@/domain/money/currency-format";
import { FOREIGN_CURRENCIES } from "@/domain/settings/currencies";
import { priceAttribute } from "./currency-boot-script";
import { useCurrencyRates } from "./currency-rates";
import { useCurrencyChoice } from "./currency-store";

type PriceProps = {
  className?: string;
  testId?: string;
} & ({ cents: number; rateMillicents?: never } | { rateMillicents: number; cents?: never });

/**
 * A USD amount (or a rate) in the visitor's currency. Prerendered HTML says it in USD and carries it
 * in the other currencies too, so the boot script can put the visitor's in place before the first
 * paint; hydration then finds that text (hence suppressHydrationWarning: the server said USD) and
 * the render after it says the same. Its only child is the text, which the boot script may replace.
 */
export function Price({ cents, rateMillicents, className, testId }: PriceProps) {
  const currency = useCurrencyChoice();
  const rates = useCurrencyRates();
  const say = (target: Parameters<typeof formatUsdCentsIn>[1]) =>
    cents !== undefined ? formatUsdCentsIn(cents, target, rates) : formatUsdRateIn(rateMillicents ?? 0, target, rates);
  const alternatives = Object.fromEntries(FOREIGN_CURRENCIES.map((other) => [priceAttribute(other), say(other)]));
  return (
    <span {...alternatives} data-testid={testId} className={className} suppressHydrationWarning>
      {say(currency)}
    </span>
  );
}
