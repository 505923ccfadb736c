"use client";

import { Table, type TableColumn } from "@/components/ui/table";
import type { CustomerView } from "@/domain/admin/customers";
import { formatUsd } from "@/domain/money/money";
import { formatAdminTime } from "../admin-time";
import { FulfilmentBadge, ModeBadge, OrderStatusBadge } from "../orders/order-badges";

type Order = CustomerView["orders"][number];

const COLUMNS: readonly TableColumn<Order>[] = [
  {
    id: "reference",
    header: "Reference",
    cell: (order) => (
      <a
        href={`/admin/orders/${order.id}`}
        data-testid="admin-customer-order"
        className="inline-flex min-h-11 items-center font-semibold text-gold underline-offset-2 hover:underline"
      >
        {order.reference}
      </a>
    ),
  },
  { id: "placed", header: "Placed", cell: (order) => formatAdminTime(order.createdAt) },
  { id: "status", header: "Status", cell: (order) => <OrderStatusBadge status={order.status} /> },
  { id: "fulfilment", header: "Fulfilment", cell: (order) => <FulfilmentBadge fulfilment={order.fulfilment} /> },
  { id: "mode", header: "Mode", cell: (order) => <ModeBadge testMode={order.testMode} /> },
  { id: "promo", header: "Promo", cell: (order) => order.promoCode ?? "—" },
  { id: "total", header: "Total", align: "right", cell: (order) => formatUsd(order.totalCents) },
  { id: "refunded", header: "Refunded", align: "right", cell: (order) => formatUsd(order.refundedCents) },
];

/** A customer's orders, newest first. */
export function CustomerOrdersTable({ orders }: { orders: readonly Order[] }) {
  return (
    <Table
      caption="The customer's orders, newest first"
      columns={COLUMNS}
      rows={orders}
      rowKey={(order) => order.id}
      empty="No orders: this customer only wrote to the shop."
      testId="admin-customer-orders"
    />
  );
}
