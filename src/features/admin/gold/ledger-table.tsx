"use client";

import { Table, type TableColumn } from "@/components/ui/table";
import type { GoldLedgerRow } from "@/domain/gold/gold-book-view";
import { goldKindWords } from "@/domain/gold/gold-ledger-filter";
import { formatTenths } from "@/domain/gold/gold-units";
import { formatAdminTime } from "../admin-time";

/** A change with its sign ("+500M", "-40M"); nothing for no change, so the column reads at a glance. */
function signed(tenths: number): string {
  if (tenths === 0) return "";
  return tenths > 0 ? `+${formatTenths(tenths)}` : formatTenths(tenths);
}

function linked(row: GoldLedgerRow, sellOrdersHref: string | null) {
  if (row.order)
    return (
      <a href={`/admin/orders/${encodeURIComponent(row.order.id)}`} className="text-gold hover:underline">
        {row.order.reference}
      </a>
    );
  if (row.sellOrderId)
    return sellOrdersHref ? (
      <a href={`${sellOrdersHref}/${encodeURIComponent(row.sellOrderId)}`} className="text-gold hover:underline">
        Sell order
      </a>
    ) : (
      "Sell order"
    );
  return "";
}

/**
 * The ledger, newest first: every movement with when it happened, its kind in words, what it did
 * to the gold on hand and to the reserved gold, the account, the order or sell order it belongs
 * to, who recorded it and why.
 */
export function LedgerTable({
  rows,
  sellOrdersHref,
}: {
  rows: readonly GoldLedgerRow[];
  sellOrdersHref: string | null;
}) {
  const columns: TableColumn<GoldLedgerRow>[] = [
    { id: "when", header: "When", cell: (row) => formatAdminTime(row.happenedAt), keyFigure: true },
    {
      id: "kind",
      header: "Kind",
      cell: (row) => (
        <span data-testid="admin-gold-ledger-kind">
          {goldKindWords(row.kind)}
          {row.override && <span className="ml-1 text-danger">(override)</span>}
        </span>
      ),
    },
    { id: "on-hand", header: "On hand", align: "right", cell: (row) => signed(row.onHandTenths) },
    { id: "reserved", header: "Reserved", align: "right", cell: (row) => signed(row.reservedTenths) },
    { id: "account", header: "Account", cell: (row) => row.account ?? "" },
    { id: "for", header: "For", cell: (row) => linked(row, sellOrdersHref) },
    { id: "operator", header: "By", cell: (row) => row.operator ?? "The shop" },
    {
      id: "reason",
      header: "Note",
      cell: (row) => <span className="[overflow-wrap:anywhere]">{row.reason ?? ""}</span>,
    },
  ];
  return (
    <Table
      caption="Gold ledger, newest first"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty="No movements match this filter."
      testId="admin-gold-ledger"
    />
  );
}
