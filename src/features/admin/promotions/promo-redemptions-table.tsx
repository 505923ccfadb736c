"use client";

import Link from "next/link";
import { Table, type TableColumn } from "@/components/ui/table";
import type { PromoRedemption } from "@/domain/api/admin-promotions";
import { formatUsd } from "@/domain/money/money";
import { formatAdminTime } from "../admin-time";

const COLUMNS: readonly TableColumn<PromoRedemption>[] = [
  {
    id: "order",
    header: "Order",
    cell: (row) => (
      <Link
        href={`/admin/orders/${row.orderId}`}
        data-testid="admin-promo-order"
        className="inline-flex min-h-11 items-center font-mono text-gold underline-offset-4 hover:underline"
      >
        {row.reference}
      </Link>
    ),
  },
  { id: "email", header: "Email", cell: (row) => <span className="[overflow-wrap:anywhere]">{row.email}</span> },
  { id: "reduction", header: "Reduction", cell: (row) => `−${formatUsd(row.cents)}` },
  { id: "total", header: "Order total", cell: (row) => formatUsd(row.orderTotalCents) },
  {
    id: "status",
    header: "Use",
    cell: (row) => (
      <span data-testid="admin-promo-use-status">
        {row.status === "used" ? "Used" : "Given back"} · order {row.orderStatus}
        {row.testMode ? " · test" : ""}
      </span>
    ),
  },
  {
    id: "time",
    header: "Placed",
    cell: (row) => <span className="whitespace-nowrap text-parchment-muted">{formatAdminTime(row.createdAt)}</span>,
  },
];

/** The orders placed with a code, newest first; a use given back (refund, expiry, cancel) stays listed. */
export function PromoRedemptionsTable({ rows }: { rows: readonly PromoRedemption[] }) {
  return (
    <Table
      caption="Orders placed with this code, newest first"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.orderId}
      empty={<span data-testid="admin-promo-orders-empty">No order has used this code yet.</span>}
      testId="admin-promo-orders"
    />
  );
}
