import { formatUsd } from "@/domain/money/money";
import { progressPercent, progressText } from "@/domain/orders/order-progress";
import type { OrderTrackingView } from "@/domain/orders/order-tracking";
import { paymentText, stepText, stepTitle } from "@/domain/orders/order-tracking-copy";

/*
 * Everything on the order page that can change while the customer looks at it: payment state,
 * the current step and its figure, the gold trade and the timeline. A plain component (no server
 * imports, no hooks), so the live wrapper re-renders it with each new view.
 */
export function OrderTrackingPanel({ view }: { view: OrderTrackingView }) {
  const percent = view.progress ? progressPercent(view.progress) : null;
  return (
    <section aria-labelledby="order-progress-title" className="grid gap-6" data-testid="order-tracking">
      <div className="grid gap-2">
        <p className="text-parchment-muted">
          Payment: <strong data-testid="order-payment-status">{paymentText(view.payment.status)}</strong>
        </p>
        <h2 id="order-progress-title" className="font-display text-2xl font-bold text-parchment">
          <span data-testid="order-step">{stepTitle(view.fulfilment)}</span>
        </h2>
        <p className="text-parchment-muted" data-testid="order-step-text">
          {stepText(view.fulfilment)}
        </p>
        {view.pausedReason ? (
          <p className="text-parchment" data-testid="order-paused-reason">
            Why: {view.pausedReason}
          </p>
        ) : null}
        {view.progress && percent !== null ? (
          <div className="grid gap-1">
            <p className="text-parchment" data-testid="order-progress-text">
              {progressText(view.progress)}
            </p>
            <div
              role="progressbar"
              aria-label="Progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={progressText(view.progress)}
              data-testid="order-progress"
              className="h-3 w-full overflow-hidden rounded bg-stone-raised"
            >
              <div className="h-full bg-gold" style={{ width: `${percent}%` }} />
            </div>
          </div>
        ) : null}
      </div>
      {view.isGold ? (
        <div className="grid gap-1" data-testid="order-trade">
          <h3 className="font-display text-xl font-bold text-parchment">Trade details</h3>
          {view.trade ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-parchment-muted">World</dt>
              <dd data-testid="order-trade-world">{view.trade.world}</dd>
              <dt className="text-parchment-muted">Meeting place</dt>
              <dd data-testid="order-trade-place">{view.trade.place}</dd>
              <dt className="text-parchment-muted">Our trader</dt>
              <dd data-testid="order-trade-rsn">{view.trade.traderRsn}</dd>
            </dl>
          ) : (
            <p className="text-parchment-muted">We will put the world, the meeting place and our trader’s name here.</p>
          )}
        </div>
      ) : null}
      <div className="grid gap-2">
        <h3 className="font-display text-xl font-bold text-parchment">Timeline</h3>
        <ol className="grid gap-2" data-testid="order-timeline">
          <li>
            Order placed <time dateTime={view.createdAt}>{view.createdAt.slice(0, 10)}</time>
          </li>
          {view.steps.map((step) => (
            <li key={step.id} data-testid="order-timeline-step">
              {stepTitle(step.step)}
              {step.progress ? `: ${progressText(step.progress)}` : ""}
              {step.reason ? `: ${step.reason}` : ""}{" "}
              <time dateTime={step.at}>{step.at.slice(0, 16).replace("T", " ")}</time>
            </li>
          ))}
        </ol>
      </div>
      <p className="sr-only">Total {formatUsd(view.totals.totalCents)}</p>
    </section>
  );
}
