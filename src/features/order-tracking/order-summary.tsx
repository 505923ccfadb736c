import { formatUsd } from "@/domain/money/money";
import { lineCountSuffix } from "@/domain/orders/line-label";
import type { OrderTrackingView } from "@/domain/orders/order-tracking";
import { promoLineLabel } from "@/domain/promotions/promo-totals";

/** What the customer bought and what it came to, refunds included: from the live view, so a refund shows at once. */
export function OrderSummary({ view }: { view: OrderTrackingView }) {
  const { totals, payment } = view;
  const rows: [string, string, string][] = [["Subtotal", formatUsd(totals.subtotalCents), "order-amount-subtotal"]];
  if (totals.discountCents > 0) rows.push(["Discount", `−${formatUsd(totals.discountCents)}`, "order-amount-discount"]);
  if (totals.promo)
    rows.push([promoLineLabel(totals.promo.code), `−${formatUsd(totals.promo.cents)}`, "order-amount-promo"]);
  return (
    <section
      aria-labelledby="order-lines-title"
      className="grid gap-3 rounded-[var(--radius-card)] border border-stone-line bg-stone p-4 sm:p-6"
    >
      <h2 id="order-lines-title" className="font-display text-2xl font-bold text-parchment">
        What you bought
      </h2>
      <ul className="grid gap-2" data-testid="order-lines">
        {view.lines.map((line) => (
          <li key={`${line.sku}-${line.subName}`} className="flex justify-between gap-4">
            <span>
              {line.name}
              {line.subName ? <span className="text-parchment-muted"> ({line.subName})</span> : null}
              {lineCountSuffix(line)}
            </span>
            <span className="tabular">{formatUsd(line.payableCents)}</span>
          </li>
        ))}
      </ul>
      <dl
        className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-stone-line pt-3"
        data-testid="order-amounts"
      >
        {rows.map(([term, amount, testId]) => (
          <div key={testId} className="contents">
            <dt className="text-parchment-muted">{term}</dt>
            <dd className="tabular text-right" data-testid={testId}>
              {amount}
            </dd>
          </div>
        ))}
        <dt className="font-semibold">Total</dt>
        <dd className="tabular text-right text-lg font-bold text-gold" data-testid="order-amount-total">
          {formatUsd(totals.totalCents)}
        </dd>
        {payment.refundedCents > 0 ? (
          <>
            <dt className="text-parchment-muted">Refunded</dt>
            <dd className="tabular text-right" data-testid="order-amount-refunded">
              {formatUsd(payment.refundedCents)}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
