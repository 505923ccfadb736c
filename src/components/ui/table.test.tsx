// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Table, type TableColumn } from "./table";

afterEach(cleanup);

type Order = { reference: string; totalCents: number; status: string };

const COLUMNS: TableColumn<Order>[] = [
  { id: "reference", header: "Reference", cell: (order) => order.reference, sortValue: (order) => order.reference },
  { id: "total", header: "Total", cell: (order) => order.totalCents, sortValue: (order) => order.totalCents },
  { id: "status", header: "Status", cell: (order) => order.status },
];

const ORDERS: Order[] = [
  { reference: "RF-B", totalCents: 900, status: "paid" },
  { reference: "RF-A", totalCents: 10_000, status: "pending" },
  { reference: "RF-C", totalCents: 2_500, status: "paid" },
];

function firstColumn(): string[] {
  return screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent ?? "");
}

describe("Table", () => {
  it("shows a header row and the rows in the given order until a column is sorted", () => {
    render(<Table caption="Orders" columns={COLUMNS} rows={ORDERS} rowKey={(order) => order.reference} empty="None" />);
    expect(screen.getByRole("table", { name: "Orders" })).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Reference",
      "Total",
      "Status",
    ]);
    expect(firstColumn()).toEqual(["RF-B", "RF-A", "RF-C"]);
    expect(screen.getAllByRole("columnheader").some((header) => header.hasAttribute("aria-sort"))).toBe(false);
  });

  it("sorts numbers as numbers, ascending then descending, with aria-sort on the header", () => {
    render(<Table caption="Orders" columns={COLUMNS} rows={ORDERS} rowKey={(order) => order.reference} empty="None" />);
    const total = screen.getByRole("columnheader", { name: "Total" });
    fireEvent.click(within(total).getByRole("button"));
    expect(total.getAttribute("aria-sort")).toBe("ascending");
    expect(firstColumn()).toEqual(["RF-B", "RF-C", "RF-A"]);

    fireEvent.click(within(total).getByRole("button"));
    expect(total.getAttribute("aria-sort")).toBe("descending");
    expect(firstColumn()).toEqual(["RF-A", "RF-C", "RF-B"]);

    const reference = screen.getByRole("columnheader", { name: "Reference" });
    fireEvent.click(within(reference).getByRole("button"));
    expect(reference.getAttribute("aria-sort")).toBe("ascending");
    expect(total.hasAttribute("aria-sort")).toBe(false);
    expect(firstColumn()).toEqual(["RF-A", "RF-B", "RF-C"]);
  });

  it("has no sort button on a column without a sort value", () => {
    render(<Table caption="Orders" columns={COLUMNS} rows={ORDERS} rowKey={(order) => order.reference} empty="None" />);
    expect(within(screen.getByRole("columnheader", { name: "Status" })).queryByRole("button")).toBeNull();
  });

  it("shows the empty state across every column when there are no rows", () => {
    render(
      <Table caption="Orders" columns={COLUMNS} rows={[]} rowKey={(order) => order.reference} empty="No orders yet." />,
    );
    const cell = screen.getByRole("cell", { name: "No orders yet." });
    expect(cell.getAttribute("colspan")).toBe("3");
  });

  it("labels every cell with its column's header, which a phone shows beside it as a card", () => {
    render(<Table caption="Orders" columns={COLUMNS} rows={ORDERS} rowKey={(order) => order.reference} empty="None" />);
    const [first] = screen.getAllByRole("row").slice(1);
    expect(
      within(first as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.getAttribute("data-label")),
    ).toEqual(["Reference", "Total", "Status"]);
  });

  it("sorts from the phone's select as from the headers, and back to the given order", () => {
    render(<Table caption="Orders" columns={COLUMNS} rows={ORDERS} rowKey={(order) => order.reference} empty="None" />);
    const select = screen.getByRole("combobox", { name: "Sort by" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["As listed", "Reference, ascending", "Reference, descending", "Total, ascending", "Total, descending"]);
    fireEvent.change(select, { target: { value: "total:descending" } });
    expect(firstColumn()).toEqual(["RF-A", "RF-C", "RF-B"]);
    expect(screen.getByRole("columnheader", { name: "Total" }).getAttribute("aria-sort")).toBe("descending");
    fireEvent.click(within(screen.getByRole("columnheader", { name: "Reference" })).getByRole("button"));
    expect((select as HTMLSelectElement).value).toBe("reference:ascending");
    fireEvent.change(select, { target: { value: "" } });
    expect(firstColumn()).toEqual(["RF-B", "RF-A", "RF-C"]);
  });
});
