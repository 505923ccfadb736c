"use client";

import { Table, type TableColumn } from "@/components/ui/table";
import { formatUsd } from "@/domain/money/money";
import type { AdminOrderView } from "@/domain/orders/admin-order-view";
import { lineOptionsText } from "@/domain/orders/line-options";

type Line = AdminOrderView["lines"][number];

const COLUMNS: readonly TableColumn<Line>[] = [
  {
    id: "item",
    header: "Item",
    cell: (line) => (
      <span className="grid">
        <span className="font-semibold">{line.name}</span>
        {line.subName && <span className="text-parchment-muted">{line.subName}</span>}
      </span>
    ),
  },
  { id: "config", header: "Options", cell: (line) => line.options ?? lineOptionsText(line.config, undefined) },
  { id: "count", header: "Count", align: "right", cell: (line) => line.count },
  { id: "unit", header: "Each", align: "right", cell: (line) => formatUsd(line.unitCents) },
  {
    id: "discount",
    header: "Discount",
    align: "right",
    cell: (line) => (line.discountCents > 0 ? `−${formatUsd(line.discountCents)}` : "—"),
  },
  { id: "payable", header: "Line total", align: "right", cell: (line) => formatUsd(line.payableCents) },
];

/** The order's lines as they were priced when it was placed. */
export function OrderLinesTable({ lines }: { lines: readonly Line[] }) {
  return (
    <Table
      caption="The order's lines"
      columns={COLUMNS}
      rows={lines}
      rowKey={(line) => `${line.sku}:${JSON.stringify(line.config)}`}
      empty="No lines."
      testId="admin-order-lines"
    />
  );
}
