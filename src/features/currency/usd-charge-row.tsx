"use client";

import { formatUsd } from "@/domain/money/money";
import { useCurrencyChoice } from "./currency-store";

/**
 * Under a total shown in another currency: what the card is actually charged, in USD (every charge
 * is). Nothing while the visitor reads USD, since the total above already says it.
 */
export function UsdChargeRow({ cents, testId }: { cents: number; testId: string }) {
  const currency = useCurrencyChoice();
  if (currency === "USD") return null;
  return (
    <div className="flex justify-between text-sm">
      <dt className="text-parchment-muted">Charged in USD</dt>
      <dd data-testid={testId} className="tabular font-semibold text-parchment">
        {formatUsd(cents)}
      </dd>
    </div>
  );
}
