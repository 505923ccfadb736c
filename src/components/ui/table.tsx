"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { controlClass } from "./field";

export type SortDirection = "ascending" | "descending";

export type TableColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => string | number;
  align?: "left" | "right";
  /** One of the row's key figures (its reference, its total): first in its card on a phone. */
  keyFigure?: boolean;
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

/** Below 640 px the sort is chosen here (the header row is hidden): a column and a direction, or the given order. */
function PhoneSort<Row>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly TableColumn<Row>[];
  sort: { column: string; direction: SortDirection } | null;
  onSort: (sort: { column: string; direction: SortDirection } | null) => void;
}) {
  const id = useId();
  const sortable = columns.filter((column) => column.sortValue);
  if (sortable.length === 0) return null;
  return (
    <div className="mb-3 flex items-center gap-2 sm:hidden">
      <label htmlFor={id} className="shrink-0 text-sm text-parchment-muted">
        Sort by
      </label>
      <select
        id={id}
        value={sort ? `${sort.column}:${sort.direction}` : ""}
        onChange={(event) => {
          const [column, direction] = event.target.value.split(":");
          onSort(column && direction ? { column, direction: direction as SortDirection } : null);
        }}
        className={controlClass({ spaced: false, className: "min-h-11" })}
      >
        <option value="">As listed</option>
        {sortable.flatMap((column) => [
          <option key={`${column.id}:ascending`} value={`${column.id}:ascending`}>
            {column.header}, ascending
          </option>,
          <option key={`${column.id}:descending`} value={`${column.id}:descending`}>
            {column.header}, descending
          </option>,
        ])}
      </select>
    </div>
  );
}

/*
 * Phones (below 640 px) get the same table as cards: each row a framed block, each cell on its own
 * line after its column's header (the cell's data-label, shown by CSS), the header row hidden and
 * the sort chosen from a select. From 640 px it is a plain table, its semantics intact.
 */
const PHONE_TABLE = "max-sm:block";
const PHONE_BODY = "max-sm:grid max-sm:gap-3 max-sm:divide-y-0";
const PHONE_ROW = "max-sm:grid max-sm:gap-1 max-sm:rounded-lg max-sm:border max-sm:border-stone-line max-sm:p-3";
/** A key figure's cell leads its card. */
const PHONE_KEY_CELL = "max-sm:-order-1 max-sm:font-semibold";
/** A cell whose column has no header (a row's actions) spans the card; the others read "Header  value". */
const PHONE_BARE_CELL = "max-sm:block max-sm:p-0 max-sm:text-left";
const PHONE_CELL =
  "max-sm:grid max-sm:grid-cols-[minmax(5rem,30%)_minmax(0,1fr)] max-sm:items-baseline max-sm:gap-2 max-sm:p-0 max-sm:text-left max-sm:[overflow-wrap:anywhere] max-sm:before:text-parchment-muted max-sm:before:content-[attr(data-label)]";

/** A data table with a header row, an empty state, and columns that sort on click with aria-sort on their header; cards on a phone. */
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
    <div className="sm:overflow-x-auto" data-testid={testId}>
      <PhoneSort columns={columns} sort={sort} onSort={setSort} />
      <table className={`w-full text-left text-sm text-parchment ${PHONE_TABLE}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-line text-parchment-muted max-sm:hidden">
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
        <tbody className={`divide-y divide-stone-line ${PHONE_BODY}`}>
          {sorted.length === 0 ? (
            <tr className="max-sm:block">
              <td colSpan={columns.length} className="px-3 py-10 text-center text-parchment-muted max-sm:block">
                {empty}
              </td>
            </tr>
          ) : (
            sorted.map((row) => (
              <tr key={rowKey(row)} className={PHONE_ROW}>
                {columns.map((column) => (
                  <td
                    key={column.id}
                    data-label={column.header}
                    className={`px-3 py-2 ${column.align === "right" ? "tabular text-right" : ""} ${column.header ? PHONE_CELL : PHONE_BARE_CELL} ${column.keyFigure ? PHONE_KEY_CELL : ""}`}
                  >
                    {/* One box for the content, so on a phone it sits beside its label as one piece. */}
                    <div className="min-w-0">{column.cell(row)}</div>
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
