import { expect, type Locator, type Page } from "@playwright/test";

/** /admin/dashboard: the period form, the headline figures, the sections' tables and the export. */
export class AdminDashboardPage {
  readonly period: Locator;
  readonly mode: Locator;
  readonly show: Locator;
  readonly exportLink: Locator;
  readonly error: Locator;
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.period = page.getByTestId("admin-dashboard-period");
    this.mode = page.getByTestId("admin-dashboard-mode");
    this.show = page.getByRole("button", { name: "Show", exact: true });
    this.exportLink = page.getByTestId("admin-dashboard-export");
    this.error = page.getByTestId("admin-dashboard-error");
    this.nav = page.getByRole("navigation", { name: "Back office" });
  }

  async open(query = ""): Promise<void> {
    await this.page.goto(`/admin/dashboard${query}`);
    await expect(this.page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  }

  periodChoice(days: 7 | 30 | 90): Locator {
    return this.page.getByRole("radio", { name: `Last ${days} days` });
  }

  /** "Live orders" or "Test orders": which orders the view counts (never both). */
  ordersChoice(orders: "live" | "test"): Locator {
    return this.page.getByRole("radio", { name: orders === "live" ? "Live orders" : "Test orders" });
  }

  /** A headline figure: its text as shown ("$53.00", "2"). */
  figure(name: "revenue" | "paid-orders" | "average" | "orders-placed"): Locator {
    return this.page.getByTestId(`admin-dashboard-${name}`);
  }

  /** The rows of a section's table, each as its cells' texts. */
  tableRows(table: "status" | "funnel" | "top-products" | "top-lines" | "days"): Promise<string[][]> {
    const rows = this.page.getByTestId(`admin-dashboard-${table}-table`).locator("tbody tr");
    return rows.evaluateAll((elements) =>
      elements.map((row) => Array.from(row.querySelectorAll("td"), (cell) => (cell.textContent ?? "").trim())),
    );
  }
}
