"use client";

import { Table, type TableColumn } from "@/components/ui/table";
import type { OrderListItem } from "@/domain/api/admin-orders";
import { formatUsd } from "@/domain/money/money";
import { formatAdminTime } from "../admin-time";
import { FulfilmentBadge, ModeBadge, OrderStatusBadge } from "./order-badges";

const COLUMNS: readonly TableColumn<OrderListItem>[] = [
  {
    id: "reference",
    header: "Reference",
    cell: (order) => (
      <a href={`/admin/orders/${order.id}`} className="font-semibold text-gold underline-offset-2 hover:underline">
        {order.reference}
      </a>
    ),
  },
  { id: "created", header: "Placed", cell: (order) => formatAdminTime(order.createdAt) },
  { id: "status", header: "Status", cell: (order) => <OrderStatusBadge status={order.status} /> },
  { id: "fulfilment", header: "Fulfilment", cell: (order) => <FulfilmentBadge fulfilment={order.fulfilment} /> },
  { id: "method", header: "Method", cell: (order) => order.method },
  { id: "mode", header: "Mode", cell: (order) => <ModeBadge testMode={order.testMode} /> },
  { id: "email", header: "Email", cell: (order) => order.email },
  { id: "rsn", header: "RSN", cell: (order) => order.rsn },
  { id: "total", header: "Total", align: "right", cell: (order) => formatUsd(order.totalCents) },
];

/** One page of the order list, newest first (the server's order; no column re-sorts a page of many). */
export function OrderTable({ orders }: { orders: readonly OrderListItem[] }) {
  return (
    <Table
      caption="Orders, newest first"
      columns={COLUMNS}
      rows={orders}
      rowKey={(order) => order.id}
      empty="No orders match this filter."
      testId="admin-orders-table"
    />
  );
}
