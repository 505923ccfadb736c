import { Check, Circle } from "lucide-react";
import { StatusBadge, type StatusTone } from "@/components/ui/status-badge";
import type { SellOrderView } from "@/domain/api/sell-orders";
import { formatMillions } from "@/domain/gold/gold-pricing";
import {
  isSellStatus,
  payoutMethodLabel,
  SELL_PAYOUT_METHODS,
  SELL_STATE_LABELS,
  type SellPayoutMethod,
  type SellState,
  sellStateText,
  sellSteps,
} from "@/domain/gold/sell-orders";
import { formatUsd } from "@/domain/money/money";
import { LocalTime } from "@/features/order-tracking/local-time";

/*
 * Everything on a sale's private page that can change while the player looks at it. No hooks, so
 * the live wrapper re-renders it with each new view.
 */

const TONES: Record<SellState, StatusTone> = {
  accepted: "warning",
  arranged: "warning",
  received: "success",
  paid: "success",
  declined: "danger",
  expired: "danger",
};

const FRAME = "grid gap-3 rounded-[var(--radius-card)] border bg-stone p-4 sm:p-6";
const CARD = `${FRAME} border-stone-line`;
const HEADING = "font-display text-xl font-bold text-parchment";

function methodLabel(method: string): string {
  return (SELL_PAYOUT_METHODS as readonly string[]).includes(method)
    ? payoutMethodLabel(method as SellPayoutMethod)
    : method;
}

function stateOf(view: SellOrderView): SellState {
  return view.state === "expired" || isSellStatus(view.state) ? (view.state as SellState) : "accepted";
}

export function SellOrderPanel({ view }: { view: SellOrderView }) {
  const state = stateOf(view);
  const steps = sellSteps(state);
  const when: Record<string, string | null> = {
    accepted: view.createdAt,
    arranged: view.arrangedAt,
    received: view.receivedAt,
    paid: view.paidAt,
  };
  return (
    <section aria-labelledby="sell-state-title" className="grid gap-4" data-testid="sell-order">
      <div className={`${FRAME} border-gold/40`}>
        <p className="flex flex-wrap items-center gap-2 text-parchment-muted">
          Sale:{" "}
          <StatusBadge tone={TONES[state]} className="py-0.5 font-semibold">
            <strong data-testid="sell-order-state">{SELL_STATE_LABELS[state]}</strong>
          </StatusBadge>
        </p>
        <h2 id="sell-state-title" className="font-display text-3xl font-bold text-gold">
          {SELL_STATE_LABELS[state]}
        </h2>
        <p className="text-parchment" data-testid="sell-order-text">
          {sellStateText(state)}
        </p>
        {view.declineReason ? (
          <p
            className="rounded-lg border border-stone-line bg-stone-raised p-3 text-parchment"
            data-testid="sell-order-decline-reason"
          >
            Why: {view.declineReason}
          </p>
        ) : null}
        {state === "accepted" ? (
          <p className="text-sm text-parchment-muted">
            Quote holds until <LocalTime iso={view.quoteExpiresAt} testId="sell-order-expires" />.
          </p>
        ) : null}
      </div>
      {view.trade ? (
        <div className={CARD} data-testid="sell-order-trade">
          <h3 className={HEADING}>Where and with whom</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-parchment-muted">World</dt>
            <dd className="tabular font-semibold" data-testid="sell-order-trade-world">
              {view.trade.world}
            </dd>
            <dt className="text-parchment-muted">Meeting place</dt>
            <dd className="font-semibold" data-testid="sell-order-trade-place">
              {view.trade.place}
            </dd>
            <dt className="text-parchment-muted">Our trader</dt>
            <dd className="font-semibold" data-testid="sell-order-trade-rsn">
              {view.trade.traderRsn}
            </dd>
            <dt className="text-parchment-muted">You trade</dt>
            <dd className="tabular font-semibold">{formatMillions(view.millions)}</dd>
          </dl>
        </div>
      ) : null}
      <div className={CARD}>
        <h3 className={HEADING}>Steps</h3>
        <ol className="grid gap-3" data-testid="sell-order-steps">
          {steps.map((step) => (
            <li key={step.id} className="flex gap-3" data-testid="sell-order-step" data-done={step.done}>
              {step.done ? (
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-parchment-muted" />
              )}
              <span className="grid gap-0.5">
                <span className={step.done ? "font-semibold" : "text-parchment-muted"}>
                  {step.title}
                  <span className="sr-only">{step.done ? " (done)" : " (not yet)"}</span>
                  {step.id === "received" && view.receivedMillions !== null ? (
                    <span data-testid="sell-order-received">: {formatMillions(view.receivedMillions)}</span>
                  ) : null}
                  {step.id === "paid" && view.payoutCents !== null ? (
                    <span data-testid="sell-order-paid">
                      : {formatUsd(view.payoutCents)}
                      {view.payoutReference ? `, reference ${view.payoutReference}` : ""}
                    </span>
                  ) : null}
                </span>
                {step.done && when[step.id] ? (
                  <span className="text-sm text-parchment-muted">
                    <LocalTime iso={when[step.id] ?? ""} />
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <div className={CARD}>
        <h3 className={HEADING}>Your sale</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-parchment-muted">Gold</dt>
          <dd className="tabular font-semibold" data-testid="sell-order-millions">
            {formatMillions(view.millions)}
          </dd>
          <dt className="text-parchment-muted">Quote</dt>
          <dd className="tabular font-semibold" data-testid="sell-order-quote">
            {formatUsd(view.quoteCents)}
          </dd>
          <dt className="text-parchment-muted">Your RSN</dt>
          <dd className="font-semibold">{view.rsn}</dd>
          <dt className="text-parchment-muted">Paid by</dt>
          <dd className="font-semibold">
            {methodLabel(view.payoutMethod)} <span className="text-parchment-muted">({view.payoutDetailsMasked})</span>
          </dd>
        </dl>
      </div>
    </section>
  );
}
