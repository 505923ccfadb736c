"use client";

import { Table, type TableColumn } from "@/components/ui/table";

/*
 * The dashboard's tables, from plain data so the server page can hand them over: the cells as
 * already formatted text, and per sortable column the raw value it sorts by (cents, counts).
 */

export type FigureColumn = { header: string; align?: "left" | "right"; sortable?: boolean };
export type FigureRow = { key: string; cells: string[]; values?: (string | number)[] };

export function FigureTable({
  caption,
  columns,
  rows,
  empty,
  testId,
}: {
  caption: string;
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
  empty: string;
  testId: string;
}) {
  const tableColumns: TableColumn<FigureRow>[] = columns.map((column, index) => ({
    id: `c${index}`,
    header: column.header,
    align: column.align,
    cell: (row) => row.cells[index],
    sortValue: column.sortable ? (row) => row.values?.[index] ?? row.cells[index] ?? "" : undefined,
  }));
  return (
    <Table
      caption={caption}
      columns={tableColumns}
      rows={rows}
      rowKey={(row) => row.key}
      empty={empty}
      testId={testId}
    />
  );
}
