"use client";

import { useMemo } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import { Table, type TableColumn } from "@/components/ui/table";
import type { OrderListItem } from "@/domain/api/admin-orders";
import { formatUsd } from "@/domain/money/money";
import { formatAdminTime } from "../admin-time";
import { FulfilmentBadge, ModeBadge, OrderStatusBadge } from "./order-badges";

const NONE: ReadonlySet<string> = new Set();

/** Ticking a row for the bulk actions: the ids ticked, and how a row's box changes them. */
export type RowSelection = { selected: ReadonlySet<string>; toggle: (id: string, on: boolean) => void };

const selectColumn = (selection: RowSelection): TableColumn<OrderListItem> => ({
  id: "select",
  header: "Select",
  cell: (order) => (
    <label className="inline-flex size-11 items-center justify-center">
      <input
        type="checkbox"
        className="size-5 accent-gold"
        checked={selection.selected.has(order.id)}
        onChange={(event) => selection.toggle(order.id, event.target.checked)}
        aria-label={`Select ${order.reference}`}
        data-testid="admin-orders-select"
      />
    </label>
  ),
});

/** The columns, with a "new" chip on the rows the live feed just brought in (`data-live-new` lights up the row). */
const columnsFor = (fresh: ReadonlySet<string>): readonly TableColumn<OrderListItem>[] => [
  {
    id: "reference",
    header: "Reference",
    keyFigure: true,
    cell: (order) => (
      <>
        <a
          href={`/admin/orders/${order.id}`}
          className="inline-flex min-h-11 items-center font-semibold text-gold underline-offset-2 hover:underline"
        >
          {order.reference}
        </a>
        {fresh.has(order.id) && (
          <span data-live-new="" className="ml-2 text-xs">
            <StatusBadge tone="warning">new</StatusBadge>
          </span>
        )}
      </>
    ),
  },
  { id: "created", header: "Placed", cell: (order) => formatAdminTime(order.createdAt) },
  { id: "status", header: "Status", cell: (order) => <OrderStatusBadge status={order.status} /> },
  { id: "fulfilment", header: "Fulfilment", cell: (order) => <FulfilmentBadge fulfilment={order.fulfilment} /> },
  { id: "method", header: "Method", cell: (order) => order.method },
  { id: "mode", header: "Mode", cell: (order) => <ModeBadge testMode={order.testMode} /> },
  { id: "email", header: "Email", cell: (order) => order.email },
  { id: "rsn", header: "RSN", cell: (order) => order.rsn },
  {
    id: "assignee",
    header: "Assigned",
    cell: (order) => <span data-testid="admin-orders-assignee">{order.assignee ?? "—"}</span>,
  },
  { id: "total", header: "Total", align: "right", keyFigure: true, cell: (order) => formatUsd(order.totalCents) },
];

/** One page of the order list, newest first (the server's order; no column re-sorts a page of many). */
export function OrderTable({
  orders,
  fresh = NONE,
  selection,
}: {
  orders: readonly OrderListItem[];
  /** Ids of rows that just arrived live, marked for the eye. */
  fresh?: ReadonlySet<string>;
  /** A box per row for the bulk actions; none without. */
  selection?: RowSelection;
}) {
  const columns = useMemo(
    () => (selection ? [selectColumn(selection), ...columnsFor(fresh)] : columnsFor(fresh)),
    [fresh, selection],
  );
  return (
    <Table
      caption="Orders, newest first"
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      empty="No orders match this filter."
      testId="admin-orders-table"
    />
  );
}
