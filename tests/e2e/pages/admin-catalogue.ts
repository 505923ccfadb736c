import type { Locator, Page } from "@playwright/test";

/** /admin/catalogue: the find form and the product table. */
export class AdminCataloguePage {
  readonly table: Locator;
  readonly line: Locator;
  readonly search: Locator;
  readonly find: Locator;
  readonly links: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId("admin-catalogue-table");
    this.line = page.getByLabel("Line", { exact: true });
    this.search = page.getByLabel("Name or sku", { exact: true });
    this.find = page.getByTestId("admin-catalogue-find");
    this.links = page.getByTestId("admin-catalogue-row-link");
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/catalogue");
    await this.table.waitFor();
  }

  row(sku: string): Locator {
    return this.table.locator("tr", { has: this.page.getByText(sku, { exact: true }) });
  }
}

/** /admin/catalogue/[sku]: the product's form, preview, publish and its history. */
export class AdminProductEditorPage {
  readonly form: Locator;
  readonly publish: Locator;
  readonly preview: Locator;
  readonly dialog: Locator;
  readonly confirm: Locator;
  readonly formError: Locator;
  readonly history: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId("admin-product-editor");
    this.publish = page.getByTestId("admin-product-publish");
    this.preview = page.getByTestId("admin-product-preview");
    this.dialog = page.getByTestId("admin-publish-dialog");
    this.confirm = page.getByTestId("admin-publish-confirm");
    this.formError = page.getByTestId("admin-product-editor-error");
    this.history = page.getByTestId("admin-catalogue-history");
  }

  async open(sku: string): Promise<void> {
    await this.page.goto(`/admin/catalogue/${sku}`);
    await this.form.waitFor();
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  /** The message shown beside a field: the one its aria-describedby names as an error. */
  async fieldError(label: string): Promise<Locator> {
    const id = await this.field(label).getAttribute("id");
    return this.form.locator(`[id="${id}-error"]`);
  }

  async publishConfirmed(): Promise<void> {
    await this.publish.click();
    await this.confirm.click();
    await this.dialog.waitFor({ state: "detached" });
  }
}

/** The history list (on /admin/catalogue/history and each product's page) and its revert. */
export class AdminCatalogueHistory {
  readonly list: Locator;
  readonly items: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByTestId("admin-catalogue-history");
    this.items = this.list.getByTestId("admin-history-item");
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/catalogue/history");
    await this.list.waitFor();
  }

  latest(key: string): Locator {
    return this.list.locator(`[data-testid="admin-history-item"][data-key="${key}"]`).first();
  }

  async revert(item: Locator): Promise<void> {
    await item.getByTestId("admin-history-revert").click();
    await this.page.getByTestId("admin-revert-confirm").click();
    await this.page.getByTestId("admin-revert-dialog").waitFor({ state: "detached" });
  }
}

/** /admin/settings: one form per setting. */
export class AdminSettingsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto("/admin/settings");
    await this.page.getByTestId("admin-setting").first().waitFor();
  }

  setting(key: string): Locator {
    return this.page.locator(`[data-testid="admin-setting"][data-key="${key}"]`);
  }

  async save(key: string, value: string): Promise<void> {
    await this.submit(key, value);
    await this.page.getByTestId("admin-setting-dialog").waitFor({ state: "detached" });
  }

  /** Types the value, saves and confirms once; a large change leaves the dialog open on its second question. */
  async submit(key: string, value: string): Promise<void> {
    const form = this.setting(key);
    await form.getByRole("textbox").fill(value);
    await form.getByRole("button", { name: /^Save/ }).click();
    await this.page.getByTestId("admin-setting-confirm").click();
  }

  /** Picks one of a choice setting's options (on, off), saves and confirms. */
  async choose(key: string, option: string): Promise<void> {
    const form = this.setting(key);
    await form.getByRole("combobox").selectOption(option);
    await form.getByRole("button", { name: /^Save/ }).click();
    await this.page.getByTestId("admin-setting-confirm").click();
    await this.page.getByTestId("admin-setting-dialog").waitFor({ state: "detached" });
  }

  /** The second question's effect, as the server worded it. */
  get effect(): Locator {
    return this.page.getByTestId("admin-setting-effect");
  }

  get confirm(): Locator {
    return this.page.getByTestId("admin-setting-confirm");
  }
}
