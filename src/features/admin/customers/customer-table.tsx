"use client";

import { Table, type TableColumn } from "@/components/ui/table";
import { customerPath } from "@/domain/admin/customer-key";
import type { CustomerRow } from "@/domain/admin/customers";
import { formatUsd } from "@/domain/money/money";
import { formatAdminTime } from "../admin-time";

const when = (at: string | null) => (at ? formatAdminTime(at) : "—");

const COLUMNS: readonly TableColumn<CustomerRow>[] = [
  {
    id: "email",
    header: "Email",
    cell: (customer) => (
      <a
        href={customerPath(customer.key)}
        data-testid="admin-customer-link"
        className="inline-flex min-h-11 items-center whitespace-nowrap font-semibold text-gold underline-offset-2 hover:underline"
      >
        {customer.email}
      </a>
    ),
  },
  { id: "name", header: "Name", cell: (customer) => customer.name ?? "—" },
  { id: "rsn", header: "RSN", cell: (customer) => customer.rsn ?? "—" },
  { id: "orders", header: "Orders", align: "right", cell: (customer) => customer.orders },
  { id: "paid", header: "Paid", align: "right", cell: (customer) => formatUsd(customer.paidCents) },
  { id: "refunded", header: "Refunded", align: "right", cell: (customer) => formatUsd(customer.refundedCents) },
  { id: "first", header: "First order", cell: (customer) => when(customer.firstOrderAt) },
  { id: "last", header: "Last order", cell: (customer) => when(customer.lastOrderAt) },
  { id: "messages", header: "Messages", align: "right", cell: (customer) => customer.messages },
  { id: "promo", header: "Promo uses", align: "right", cell: (customer) => customer.promoUses },
];

/** One page of customers, alphabetically by email (the server's order; a page is not re-sorted). */
export function CustomerTable({ customers }: { customers: readonly CustomerRow[] }) {
  return (
    <Table
      caption="Customers by email; paid and refunded count live orders only"
      columns={COLUMNS}
      rows={customers}
      rowKey={(customer) => customer.key}
      empty="No customer matches this search."
      testId="admin-customers-table"
    />
  );
}
