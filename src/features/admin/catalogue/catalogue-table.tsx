"use client";

import { StatusBadge } from "@/components/ui/status-badge";
import { Table, type TableColumn } from "@/components/ui/table";
import type { CatalogueRow } from "@/domain/admin/catalogue-list";
import { formatAdminTime } from "../admin-time";

const COLUMNS: readonly TableColumn<CatalogueRow>[] = [
  {
    id: "name",
    header: "Name",
    sortValue: (row) => row.name,
    cell: (row) => (
      <a
        href={`/admin/catalogue/${row.sku}`}
        className="inline-flex min-h-11 items-center font-semibold text-gold underline-offset-2 hover:underline"
        data-testid="admin-catalogue-row-link"
      >
        {row.name}
      </a>
    ),
  },
  { id: "line", header: "Line", sortValue: (row) => row.lineName, cell: (row) => row.lineName },
  { id: "sku", header: "Sku", sortValue: (row) => row.sku, cell: (row) => <code>{row.sku}</code> },
  {
    id: "status",
    header: "Status",
    cell: (row) => <StatusBadge tone={row.status === "active" ? "success" : "neutral"}>{row.status}</StatusBadge>,
  },
  { id: "price", header: "From", align: "right", cell: (row) => row.price },
  {
    id: "changed",
    header: "Last change",
    sortValue: (row) => row.updatedAt,
    cell: (row) => `${formatAdminTime(row.updatedAt)} by ${row.updatedBy}`,
  },
];

/** The products found; each row opens the product's editor. */
export function CatalogueTable({ rows }: { rows: readonly CatalogueRow[] }) {
  return (
    <Table
      caption="Products"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.sku}
      empty="No product matches this search."
      testId="admin-catalogue-table"
    />
  );
}
