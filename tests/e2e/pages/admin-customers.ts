import { expect, type Locator, type Page } from "@playwright/test";

/** /admin/customers: the search, the table and paging. */
export class AdminCustomersPage {
  readonly search: Locator;
  readonly searchButton: Locator;
  readonly table: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByTestId("admin-customers-search");
    this.searchButton = page.getByTestId("admin-customers-search-submit");
    this.table = page.getByTestId("admin-customers-table");
    this.rows = this.table.locator("tbody tr");
  }

  async open(query = ""): Promise<void> {
    await this.page.goto(`/admin/customers${query}`);
    await expect(this.page.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
  }

  async find(text: string): Promise<void> {
    await this.search.fill(text);
    await this.searchButton.click();
    await this.page.waitForURL((url) => url.searchParams.get("q") === text);
  }

  row(email: string): Locator {
    return this.rows.filter({ hasText: email });
  }
}

/** /admin/customers/[key]: one customer's totals, orders, messages and promo uses. */
export class AdminCustomerPage {
  readonly email: Locator;
  readonly orders: Locator;
  readonly messages: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByTestId("admin-customer-email");
    this.orders = page.getByTestId("admin-customer-order");
    this.messages = page.getByTestId("admin-customer-message");
  }

  total(term: string): Locator {
    return this.page.getByTestId(`admin-customer-totals-${term.toLowerCase().replaceAll(" ", "-")}`);
  }
}
