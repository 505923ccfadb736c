import type { ReactNode } from "react";
import { cardClass } from "@/components/ui/card";
import { formatUsd } from "@/domain/money/money";
import type { LineStory } from "@/domain/pricing/pricing-context";
import { promoLineLabel } from "@/domain/promotions/promo-totals";
import { LinePrice, SavingsRow } from "@/features/cart/line-price";
import { ApproximatePrice } from "@/features/currency/approximate-price";
import { UsdChargeRow } from "@/features/currency/usd-charge-row";

export type SummaryLine = {
  sku: string;
  name: string;
  subName?: string;
  count: number;
  /** Absent for a line the server refused: it has no price to show. */
  story?: LineStory;
  imageSrc?: string;
  /** Said beside the line: a price the server changed, or why it refused the line. */
  note?: ReactNode;
};

/** The lines and totals of a cart or an order, told as every surface tells them (pricing-context.ts). */
export function OrderSummary({
  lines,
  totalCents,
  savedCents,
  savingsLabel,
  promo,
}: {
  lines: SummaryLine[];
  totalCents: number;
  savedCents: number;
  savingsLabel: string;
  /** The promo code the server applied: its own line above the total. */
  promo?: { code: string; cents: number };
}) {
  return (
    <section aria-label="Order summary" data-testid="order-summary" className={cardClass({ className: "min-w-0 p-5" })}>
      <ul className="divide-y divide-stone-line">
        {lines.map((line) => (
          <li key={line.sku} data-testid="summary-line" data-sku={line.sku} className="py-3">
            {/* The options under the name across the line's width, wrapped, never cut: on a phone
                they name the paid extras the price includes. Read in order: name, options, price. */}
            <div
              className={`grid items-center gap-x-3 ${line.imageSrc ? "grid-cols-[3rem_minmax(0,1fr)_auto]" : "grid-cols-[minmax(0,1fr)_auto]"}`}
            >
              {line.imageSrc && (
                <img src={line.imageSrc} alt="" aria-hidden="true" width={48} height={36} className="h-9 w-12" />
              )}
              <p className="break-words font-medium text-parchment">{line.name}</p>
              {line.subName && (
                <p
                  data-testid="summary-line-sub-name"
                  className={`${line.imageSrc ? "col-start-2" : "col-start-1"} col-span-2 row-start-2 break-words text-sm text-parchment-muted`}
                >
                  {line.subName}
                </p>
              )}
              {line.story && (
                <LinePrice
                  story={line.story}
                  testId="summary-line-price"
                  className={`${line.imageSrc ? "col-start-3" : "col-start-2"} row-start-1`}
                />
              )}
            </div>
            {line.note}
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-stone-line pt-3 text-sm" aria-live="polite">
        {promo && (
          <div data-testid="summary-promo" className="flex justify-between">
            <dt className="text-parchment">{promoLineLabel(promo.code)}</dt>
            <dd className="tabular text-success">−{formatUsd(promo.cents)}</dd>
          </div>
        )}
        <div className="flex justify-between text-base">
          <dt className="font-semibold text-parchment">Total</dt>
          <dd data-testid="summary-total" className="tabular text-xl font-bold text-gold">
            <ApproximatePrice cents={totalCents} />
          </dd>
        </div>
        <UsdChargeRow cents={totalCents} testId="summary-charged-usd" />
        <SavingsRow label={savingsLabel} savedCents={savedCents} testId="summary-discount" />
      </dl>
    </section>
  );
}
