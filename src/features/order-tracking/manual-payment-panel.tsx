import { formatOrderMoney } from "@/domain/admin/order-money";
import { manualPaymentHow } from "@/domain/checkout/manual-payment";
import type { OrderTrackingView } from "@/domain/orders/order-tracking";
import { methodLabel } from "@/domain/orders/order-tracking-copy";
import { FirstPaintMark } from "@/features/shell/first-paint-mark";

/*
 * A manual method's order still waiting for its money: what to pay (in the currency charged, what
 * is left after a part payment), by which method, where (the shop's details for the method, or
 * that the team sends them), how (where the reference goes, what proof to send) and the shop's
 * note. Part of the live view, so a payment recorded in the back office shows here at once.
 */

const CARD = "grid gap-3 rounded-[var(--radius-card)] border border-stone-line bg-stone p-4 sm:p-6";

export function ManualPaymentPanel({ view }: { view: OrderTrackingView }) {
  const manual = view.manualPayment;
  if (!manual || view.payment.status !== "pending") return null;
  const money = (cents: number) => formatOrderMoney(cents, view.totals.currency);
  const method = methodLabel(view.payment.method);
  const how = manualPaymentHow(view.payment.method);
  return (
    <section aria-labelledby="order-how-to-pay" className={CARD} data-testid="order-manual-payment">
      <h3 id="order-how-to-pay" className="font-display text-xl font-bold text-parchment">
        How to pay by {method}
      </h3>
      {manual.receivedCents > 0 ? (
        <p className="text-parchment" data-testid="order-balance-due">
          Received {money(manual.receivedCents)} of {money(view.totals.totalCents)}. Balance due:{" "}
          <strong className="tabular">{money(manual.balanceCents)}</strong>
        </p>
      ) : (
        <p className="text-parchment" data-testid="order-amount-due">
          Amount to pay: <strong className="tabular text-gold">{money(view.totals.totalCents)}</strong> by {method}
        </p>
      )}
      {manual.payTo.length > 0 ? (
        <div className="grid gap-2">
          <p className="text-parchment">{manual.payTo.length > 1 ? "Send it to one of these:" : "Send it to:"}</p>
          <dl className="grid gap-2" data-testid="order-pay-to">
            {manual.payTo.map((line) => (
              <div key={line.label} className="grid gap-0.5">
                <dt className="text-sm text-parchment-muted">{line.label}</dt>
                <dd className="select-all font-mono text-parchment [overflow-wrap:anywhere]">{line.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : (
        <p className="text-parchment-muted" data-testid="order-pay-to-pending">
          Our team sends where to pay on live chat or by email, usually within 15 minutes.
        </p>
      )}
      {manual.instructions ? (
        <p className="whitespace-pre-line text-parchment" data-testid="order-pay-instructions">
          {manual.instructions}
        </p>
      ) : null}
      <p className="text-parchment" data-testid="order-pay-reference">
        Your order reference:{" "}
        <strong className="select-all font-mono text-parchment [overflow-wrap:anywhere]">{view.reference}</strong>
      </p>
      {how ? (
        <p className="text-parchment-muted" data-testid="order-pay-how">
          {how.send}. Then send {how.proof} on live chat or as a reply to our email.
          <FirstPaintMark />
        </p>
      ) : (
        <p className="text-parchment-muted">
          Put your order reference with the payment.
          <FirstPaintMark />
        </p>
      )}
    </section>
  );
}
