"use client";

import Link from "next/link";
import { StatusBadge } from "@/components/ui/status-badge";
import { Table, type TableColumn } from "@/components/ui/table";
import { formatMillions } from "@/domain/gold/gold-pricing";
import type { SellOrderListItem } from "@/domain/gold/sell-order-admin";
import {
  payoutMethodLabel,
  SELL_PAYOUT_METHODS,
  SELL_STATE_LABELS,
  type SellPayoutMethod,
} from "@/domain/gold/sell-orders";
import { formatUsd } from "@/domain/money/money";
import { formatAdminTime } from "../admin-time";
import { SELL_STATE_TONE } from "./sell-order-labels";

const method = (value: string) =>
  (SELL_PAYOUT_METHODS as readonly string[]).includes(value) ? payoutMethodLabel(value as SellPayoutMethod) : value;

const columns: readonly TableColumn<SellOrderListItem>[] = [
  {
    id: "reference",
    header: "Sale",
    keyFigure: true,
    cell: (row) => (
      <Link
        href={`/admin/gold/sell-orders/${encodeURIComponent(row.id)}`}
        data-testid="admin-sell-link"
        className="inline-flex min-h-11 items-center font-mono font-medium text-gold underline-offset-4 hover:underline"
      >
        {row.reference}
      </Link>
    ),
  },
  {
    id: "millions",
    header: "Gold",
    align: "right",
    keyFigure: true,
    sortValue: (row) => row.millions,
    cell: (row) => <span className="tabular">{formatMillions(row.millions)}</span>,
  },
  {
    id: "quote",
    header: "Quote",
    align: "right",
    sortValue: (row) => row.quoteCents,
    cell: (row) => <span className="tabular">{formatUsd(row.quoteCents)}</span>,
  },
  { id: "rsn", header: "RSN", cell: (row) => row.rsn },
  { id: "method", header: "Paid by", cell: (row) => method(row.payoutMethod) },
  {
    id: "state",
    header: "State",
    cell: (row) => (
      <StatusBadge tone={SELL_STATE_TONE[row.state]} className="whitespace-nowrap">
        <span data-testid="admin-sell-state">{SELL_STATE_LABELS[row.state]}</span>
      </StatusBadge>
    ),
  },
  {
    id: "created",
    header: "Placed",
    sortValue: (row) => row.createdAt,
    cell: (row) => <span className="tabular text-parchment-muted">{formatAdminTime(row.createdAt)}</span>,
  },
];

/** Players' sales, newest first. */
export function SellOrderTable({ rows }: { rows: readonly SellOrderListItem[] }) {
  return (
    <Table
      caption="Sell orders, newest first"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={<span data-testid="admin-sells-empty">No sell orders here.</span>}
      testId="admin-sells"
    />
  );
}
