import { StatusBadge, type StatusTone } from "@/components/ui/status-badge";
import type { OrderStatus } from "@/domain/checkout/purchase";
import { deliveredText } from "@/domain/gold/gold-delivery";
import { formatTenths } from "@/domain/gold/gold-units";
import { progressPercent, progressText } from "@/domain/orders/order-progress";
import type { OrderTrackingView } from "@/domain/orders/order-tracking";
import { paymentSummary, shownStep, stepTitle } from "@/domain/orders/order-tracking-copy";
import { GoldPaymentPanel } from "./gold-payment-panel";
import { LocalTime } from "./local-time";
import { ManualPaymentPanel } from "./manual-payment-panel";

/*
 * Everything on the order page that can change while the customer looks at it: payment state,
 * the current step and its figure, the gold trade and the timeline. No hooks or server imports:
 * the page draws it on the server for the view it opens with, and the live wrapper draws it in the
 * browser once a new view arrives (live-order-parts.ts).
 */

const PAYMENT_TONES: Record<OrderStatus, StatusTone> = {
  pending: "warning",
  paid: "success",
  refunded: "neutral",
  disputed: "danger",
  failed: "danger",
  cancelled: "danger",
  expired: "danger",
};

const FRAME = "grid gap-3 rounded-[var(--radius-card)] border bg-stone p-4 sm:p-6";
const CARD = `${FRAME} border-stone-line`;
const HEADING = "font-display text-xl font-bold text-parchment";

export function OrderTrackingPanel({ view }: { view: OrderTrackingView }) {
  const percent = view.progress ? progressPercent(view.progress) : null;
  const shown = shownStep(view);
  // Once gold is traded, the trade card says what arrived; where to meet matters no more unless it was set.
  const delivered = view.gold?.deliveredTenths ?? 0;
  return (
    <section aria-labelledby="order-progress-title" className="grid gap-4" data-testid="order-tracking">
      <div className={`${FRAME} border-gold/40`}>
        <p className="flex flex-wrap items-center gap-2 text-parchment-muted">
          Payment:{" "}
          <StatusBadge tone={PAYMENT_TONES[view.payment.status]} className="py-0.5 font-semibold">
            <strong data-testid="order-payment-status">{paymentSummary(view.payment, view.totals.totalCents)}</strong>
          </StatusBadge>
        </p>
        <h2 id="order-progress-title" className="font-display text-3xl font-bold text-gold">
          <span data-testid="order-step">{shown.title}</span>
        </h2>
        <p className="text-parchment" data-testid="order-step-text">
          {shown.text}
        </p>
        {view.moneyReason ? (
          <p
            className="rounded-lg border border-stone-line bg-stone-raised p-3 text-parchment"
            data-testid="order-money-reason"
          >
            Why: {view.moneyReason}
          </p>
        ) : null}
        {view.pausedReason ? (
          <p
            className="rounded-lg border border-gold/40 bg-gold/10 p-3 text-parchment"
            data-testid="order-paused-reason"
          >
            Why: {view.pausedReason}
          </p>
        ) : null}
        {view.progress && percent !== null ? (
          <div className="grid gap-2">
            <p className="flex justify-between gap-4 text-parchment">
              <span className="tabular font-semibold" data-testid="order-progress-text">
                {progressText(view.progress)}
              </span>
              <span className="tabular text-parchment-muted">{percent}%</span>
            </p>
            <div
              role="progressbar"
              aria-label="Progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={progressText(view.progress)}
              data-testid="order-progress"
              className="h-3 w-full overflow-hidden rounded-full bg-stone-raised"
            >
              <div
                className="h-full rounded-full bg-gold motion-safe:transition-[width] motion-safe:duration-500"
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
        ) : null}
      </div>
      <ManualPaymentPanel view={view} />
      <GoldPaymentPanel view={view} />
      {view.isGold || (view.goldPayment && view.payment.status === "pending") ? (
        <div className={CARD} data-testid="order-trade">
          <h3 className={HEADING}>{delivered > 0 ? "Your gold" : "Trade details"}</h3>
          {view.goldPromise ? (
            <p className="mb-3 text-sm text-parchment-muted" data-testid="order-gold-promise">
              As promised when you ordered: {view.goldPromise}
            </p>
          ) : null}
          {view.trade ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="text-parchment-muted">World</dt>
              <dd className="tabular font-semibold" data-testid="order-trade-world">
                {view.trade.world}
              </dd>
              <dt className="text-parchment-muted">Meeting place</dt>
              <dd className="font-semibold" data-testid="order-trade-place">
                {view.trade.place}
              </dd>
              <dt className="text-parchment-muted">Our trader</dt>
              <dd className="font-semibold" data-testid="order-trade-rsn">
                {view.trade.traderRsn}
              </dd>
            </dl>
          ) : delivered > 0 ? null : (
            <p className="text-parchment-muted" data-testid="order-trade-pending">
              We will put the world, the meeting place and our trader’s name here.
            </p>
          )}
          {view.gold && delivered > 0 ? (
            <div
              className={`grid gap-2 ${view.trade ? "border-t border-stone-line pt-3" : ""}`}
              data-testid="order-gold-delivery"
            >
              <p className="tabular font-semibold text-gold" data-testid="order-gold-delivered">
                {deliveredText(view.gold)}
              </p>
              <ul className="grid gap-1" aria-label="Gold traded">
                {view.gold.deliveries.map((delivery) => (
                  <li
                    key={delivery.id}
                    className="flex flex-wrap justify-between gap-x-4 text-sm"
                    data-testid="order-gold-delivery-entry"
                  >
                    <span className="tabular text-parchment">{formatTenths(delivery.tenths)} traded</span>
                    <span className="text-parchment-muted">
                      <LocalTime iso={delivery.at} />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className={CARD}>
        <h3 className={HEADING}>Timeline</h3>
        <ol className="grid gap-3 border-l border-stone-line pl-4" data-testid="order-timeline">
          <li className="grid gap-0.5">
            <span className="font-semibold">Order placed</span>
            <span className="text-sm text-parchment-muted">
              <LocalTime iso={view.createdAt} />
            </span>
          </li>
          {view.steps.map((step) => (
            <li key={step.id} data-testid="order-timeline-step" className="grid gap-0.5">
              <span className="font-semibold">
                {stepTitle(step.step)}
                {step.progress ? `: ${progressText(step.progress)}` : ""}
                {step.reason ? `: ${step.reason}` : ""}
              </span>
              <span className="text-sm text-parchment-muted">
                <LocalTime iso={step.at} />
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
