import { expect, type Locator, type Page } from "@playwright/test";

/** /admin/gold: the balance, the accounts, today's trade, the stock chart, the forms and the ledger. */
export class AdminGoldPage {
  readonly lowStock: Locator;
  readonly chart: Locator;
  readonly onHandLine: Locator;
  readonly availableLine: Locator;
  readonly accounts: Locator;
  readonly ledger: Locator;
  readonly ledgerRows: Locator;
  readonly addForm: Locator;
  readonly addDone: Locator;
  readonly correctForm: Locator;
  readonly correctDone: Locator;
  readonly correctError: Locator;
  readonly filter: Locator;
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.lowStock = page.getByTestId("admin-gold-low-stock");
    this.chart = page.getByTestId("admin-gold-chart");
    this.onHandLine = page.getByTestId("admin-gold-chart-on-hand");
    this.availableLine = page.getByTestId("admin-gold-chart-available");
    this.accounts = page.getByTestId("admin-gold-accounts-table").locator("tbody tr");
    this.ledger = page.getByTestId("admin-gold-ledger");
    this.ledgerRows = this.ledger.locator("tbody tr");
    this.addForm = page.getByTestId("admin-gold-add-form");
    this.addDone = page.getByTestId("admin-gold-add-done");
    this.correctForm = page.getByTestId("admin-gold-correct-form");
    this.correctDone = page.getByTestId("admin-gold-correct-done");
    this.correctError = page.getByTestId("admin-gold-correct-error");
    this.filter = page.getByTestId("admin-gold-filter");
    this.nav = page.getByRole("navigation", { name: "Back office" });
  }

  async open(query = ""): Promise<void> {
    await this.page.goto(`/admin/gold${query}`);
    await expect(this.page.getByRole("heading", { name: "Gold", level: 1 })).toBeVisible();
  }

  /** A balance figure as shown ("1,500M"). */
  figure(name: "on-hand" | "reserved" | "available" | "waiting"): Locator {
    return this.page.getByTestId(`admin-gold-${name}`);
  }

  async addStock(millions: string, account: string, note = ""): Promise<void> {
    // The button is enabled once the form has hydrated: a field typed in before that is reset by
    // React's first render (it happened on a fast first paint).
    await expect(this.page.getByTestId("admin-gold-add-submit")).toBeEnabled();
    await this.page.getByTestId("admin-gold-add-millions").fill(millions);
    await this.page.getByTestId("admin-gold-add-account").fill(account);
    await this.page.getByTestId("admin-gold-add-note").fill(note);
    await this.page.getByTestId("admin-gold-add-submit").click();
  }

  async correct(millions: string, reason: string, account = ""): Promise<void> {
    await expect(this.page.getByTestId("admin-gold-correct-submit")).toBeEnabled();
    await this.page.getByTestId("admin-gold-correct-millions").fill(millions);
    await this.page.getByTestId("admin-gold-correct-account").fill(account);
    await this.page.getByTestId("admin-gold-correct-reason").fill(reason);
    await this.page.getByTestId("admin-gold-correct-submit").click();
  }

  /** The ledger filtered from its form: the address changes and the page is read again. */
  async filterBy(values: { kind?: string; account?: string }): Promise<void> {
    if (values.kind !== undefined) await this.page.getByTestId("gold-filter-kind").selectOption(values.kind);
    if (values.account !== undefined) await this.page.getByTestId("gold-filter-account").selectOption(values.account);
    await Promise.all([
      this.page.waitForURL((url) => url.pathname === "/admin/gold" && url.search !== ""),
      this.page.getByTestId("admin-gold-filter-submit").click(),
    ]);
  }
}
