"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { type ReactNode, useState } from "react";

export type SortDirection = "ascending" | "descending";

export type TableColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => string | number;
  align?: "left" | "right";
};

type TableProps<Row> = {
  /** Names the table for screen readers (not shown). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  initialSort?: { column: string; direction: SortDirection };
  testId?: string;
};

function compare(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), "en");
}

function sortRows<Row>(
  rows: readonly Row[],
  column: TableColumn<Row> | undefined,
  direction: SortDirection,
): readonly Row[] {
  const value = column?.sortValue;
  if (!value) return rows;
  const sign = direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(value(a), value(b)));
}

/** A data table with a header row, an empty state, and columns that sort on click with aria-sort on their header. */
export function Table<Row>({ caption, columns, rows, rowKey, empty, initialSort, testId }: TableProps<Row>) {
  const [sort, setSort] = useState(initialSort ?? null);
  const sorted = sortRows(
    rows,
    columns.find((column) => column.id === sort?.column),
    sort?.direction ?? "ascending",
  );
  const toggle = (id: string) =>
    setSort((current) => ({
      column: id,
      direction: current?.column === id && current.direction === "ascending" ? "descending" : "ascending",
    }));

  return (
    <div className="overflow-x-auto" data-testid={testId}>
      <table className="w-full text-left text-sm text-parchment">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-line text-parchment-muted">
          <tr>
            {columns.map((column) => {
              const direction = sort?.column === column.id ? sort.direction : undefined;
              const Icon = direction === "ascending" ? ArrowUp : direction === "descending" ? ArrowDown : ArrowUpDown;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={direction}
                  className={`px-3 py-2 font-medium ${column.align === "right" ? "text-right" : ""}`}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      onClick={() => toggle(column.id)}
                      className="inline-flex min-h-11 items-center gap-1 hover:text-gold"
                    >
                      {column.header}
                      <Icon aria-hidden="true" className="size-3.5" />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-line">
          {sorted.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-10 text-center text-parchment-muted">
                {empty}
              </td>
            </tr>
          ) : (
            sorted.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={`px-3 py-2 ${column.align === "right" ? "tabular text-right" : ""}`}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
