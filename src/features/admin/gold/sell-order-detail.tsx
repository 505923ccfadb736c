import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { StatusBadge } from "@/components/ui/status-badge";
import { formatMillions } from "@/domain/gold/gold-pricing";
import type { SellOrderDetail } from "@/domain/gold/sell-order-admin";
import {
  payoutMethodLabel,
  SELL_PAYOUT_METHODS,
  SELL_STATE_LABELS,
  type SellPayoutMethod,
} from "@/domain/gold/sell-orders";
import { formatUsd, formatUsdRate } from "@/domain/money/money";
import { formatAdminTime } from "../admin-time";
import { SELL_STATE_TONE } from "./sell-order-labels";

const method = (value: string) =>
  (SELL_PAYOUT_METHODS as readonly string[]).includes(value) ? payoutMethodLabel(value as SellPayoutMethod) : value;

function Facts({ rows }: { rows: readonly [string, ReactNode, string?][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 [overflow-wrap:anywhere]">
      {rows.map(([label, value, testId]) => (
        <div key={label} className="contents">
          <dt className="text-parchment-muted">{label}</dt>
          <dd className="font-medium text-parchment" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const HEADING = "font-display text-xl text-parchment";

/** The sale's cards: header with its state, the player and payout, the trade, and the steps so far. */
export function SellOrderDetailCards({ order, actions }: { order: SellOrderDetail; actions: ReactNode }) {
  const when = (iso: string | null) => (iso ? formatAdminTime(iso) : "—");
  return (
    <>
      <header className="grid gap-2">
        <h1 className="flex flex-wrap items-center gap-3 font-display text-3xl text-gold">
          <span data-testid="admin-sell-reference">{order.reference}</span>
          <StatusBadge tone={SELL_STATE_TONE[order.state]} className="text-base">
            <span data-testid="admin-sell-detail-state">{SELL_STATE_LABELS[order.state]}</span>
          </StatusBadge>
        </h1>
        <p className="text-parchment-muted">
          {formatMillions(order.millions)} for {formatUsd(order.quoteCents)} at{" "}
          {formatUsdRate(order.quoteRateMillicents)}/M · placed {formatAdminTime(order.createdAt)} · quote until{" "}
          {formatAdminTime(order.quoteExpiresAt)}
        </p>
      </header>
      {actions}
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="grid content-start gap-3 p-5">
          <h2 className={HEADING}>Player</h2>
          <Facts
            rows={[
              ["RSN", order.rsn, "admin-sell-rsn"],
              ["Email", order.email],
              ["Paid by", method(order.payoutMethod)],
              [
                "Send to",
                <span key="details" className="font-mono">
                  {order.payoutDetails}
                </span>,
                "admin-sell-details",
              ],
            ]}
          />
        </Card>
        <Card className="grid content-start gap-3 p-5">
          <h2 className={HEADING}>Trade</h2>
          {order.trade ? (
            <Facts
              rows={[
                ["World", order.trade.world, "admin-sell-trade-world"],
                ["Meeting place", order.trade.place],
                ["Our trader", order.trade.traderRsn],
              ]}
            />
          ) : (
            <p className="text-parchment-muted">Not arranged yet.</p>
          )}
        </Card>
      </div>
      <Card className="grid gap-3 p-5">
        <h2 className={HEADING}>Steps</h2>
        <Facts
          rows={[
            ["Accepted", when(order.createdAt)],
            ["Trade arranged", when(order.arrangedAt)],
            [
              "Gold received",
              order.receivedAt
                ? `${formatMillions(order.receivedMillions ?? 0)} on ${order.receivedAccount ?? "?"}, ${when(order.receivedAt)}`
                : "—",
              "admin-sell-received-facts",
            ],
            [
              "Paid out",
              order.paidAt
                ? `${formatUsd(order.payoutCents ?? 0)}, reference ${order.payoutReference ?? ""}, ${when(order.paidAt)}`
                : "—",
              "admin-sell-paid-facts",
            ],
            ...(order.declinedAt
              ? ([
                  ["Declined", `${when(order.declinedAt)}: ${order.declineReason ?? ""}`, "admin-sell-declined-facts"],
                ] as [string, ReactNode, string][])
              : []),
          ]}
        />
      </Card>
    </>
  );
}
