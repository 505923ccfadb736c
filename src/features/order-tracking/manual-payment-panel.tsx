import { formatUsd } from "@/domain/money/money";
import type { OrderTrackingView } from "@/domain/orders/order-tracking";

/*
 * A manual method's order still waiting for its money: where to pay (the shop's details for the
 * method, or that the team sends them), what is left to pay after a part payment, and the shop's
 * note. Part of the live view, so a payment recorded in the back office shows here at once.
 */

const CARD = "grid gap-3 rounded-[var(--radius-card)] border border-stone-line bg-stone p-4 sm:p-6";

export function ManualPaymentPanel({ view }: { view: OrderTrackingView }) {
  const manual = view.manualPayment;
  if (!manual || view.payment.status !== "pending") return null;
  const total = formatUsd(view.totals.totalCents);
  return (
    <section aria-labelledby="order-how-to-pay" className={CARD} data-testid="order-manual-payment">
      <h3 id="order-how-to-pay" className="font-display text-xl font-bold text-parchment">
        How to pay
      </h3>
      {manual.receivedCents > 0 ? (
        <p className="text-parchment" data-testid="order-balance-due">
          Received {formatUsd(manual.receivedCents)} of {total}. Balance due:{" "}
          <strong className="tabular">{formatUsd(manual.balanceCents)}</strong>
        </p>
      ) : (
        <p className="text-parchment" data-testid="order-amount-due">
          Amount to pay: <strong className="tabular">{total}</strong>
        </p>
      )}
      {manual.payTo.length > 0 ? (
        <dl className="grid gap-2" data-testid="order-pay-to">
          {manual.payTo.map((line) => (
            <div key={line.label} className="grid gap-0.5">
              <dt className="text-sm text-parchment-muted">{line.label}</dt>
              <dd className="select-all font-mono text-parchment [overflow-wrap:anywhere]">{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-parchment-muted">
          Our team sends the payment details on live chat or by email, usually within 15 minutes.
        </p>
      )}
      {manual.instructions ? (
        <p className="whitespace-pre-line text-parchment" data-testid="order-pay-instructions">
          {manual.instructions}
        </p>
      ) : null}
      <p className="text-parchment-muted">
        Put your order reference <strong className="text-parchment">{view.reference}</strong> with the payment.
      </p>
    </section>
  );
}
