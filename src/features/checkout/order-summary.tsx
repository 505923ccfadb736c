import { cardClass } from "@/components/ui/card";
import { formatUsd } from "@/domain/money/money";

export type SummaryLine = {
  sku: string;
  name: string;
  subName?: string;
  count: number;
  totalCents: number;
  imageSrc?: string;
};

/** The lines and totals of a cart or an order, as the visitor pays them. */
export function OrderSummary({
  lines,
  subtotalCents,
  discountCents,
  totalCents,
  discountLabel,
}: {
  lines: SummaryLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  discountLabel: string;
}) {
  return (
    <section aria-label="Order summary" data-testid="order-summary" className={cardClass({ className: "p-5" })}>
      <ul className="divide-y divide-stone-line">
        {lines.map((line) => (
          <li key={line.sku} data-testid="summary-line" className="flex items-center gap-3 py-3">
            {line.imageSrc && (
              <img src={line.imageSrc} alt="" aria-hidden="true" width={48} height={36} className="h-9 w-12 shrink-0" />
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-parchment">{line.name}</p>
              {line.subName && <p className="truncate text-sm text-parchment-muted">{line.subName}</p>}
            </div>
            <p className="tabular font-semibold text-parchment">{formatUsd(line.totalCents)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-stone-line pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-parchment-muted">Subtotal</dt>
          <dd className="tabular text-parchment">{formatUsd(subtotalCents)}</dd>
        </div>
        {discountCents > 0 && (
          <div className="flex justify-between">
            <dt className="text-parchment-muted">{discountLabel}</dt>
            <dd data-testid="summary-discount" className="tabular text-success">
              −{formatUsd(discountCents)}
            </dd>
          </div>
        )}
        <div className="flex justify-between text-base">
          <dt className="font-semibold text-parchment">Total</dt>
          <dd data-testid="summary-total" className="tabular text-xl font-bold text-gold">
            {formatUsd(totalCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
