import type { Locator, Page } from "@playwright/test";

export type PromoFormValues = Partial<
  Record<"code" | "amount" | "targets" | "minTotal" | "maxUses" | "maxUsesPerEmail" | "startsAt" | "endsAt", string>
> & { kind?: "percent" | "fixed"; scope?: "all" | "lines" | "skus"; includeGold?: boolean };

/** /admin/promotions: the new code form (its fields, their messages, the confirmation) and the list. */
export class AdminPromotionsPage {
  readonly form: Locator;
  readonly create: Locator;
  readonly created: Locator;
  readonly table: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId("admin-promo-form");
    this.create = page.getByTestId("admin-promo-create");
    this.created = page.getByTestId("admin-promo-created");
    this.table = page.getByTestId("admin-promos");
    this.confirm = page.getByTestId("admin-confirm-action");
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/promotions");
    await this.table.waitFor();
  }

  field(name: string): Locator {
    return this.page.getByTestId(`admin-promo-${name}`);
  }

  fieldError(name: string): Locator {
    return this.page.getByTestId(`admin-promo-${name}-error`);
  }

  async fill(values: PromoFormValues): Promise<void> {
    if (values.kind) await this.field("kind").selectOption(values.kind);
    if (values.scope) await this.field("scope").selectOption(values.scope);
    for (const name of [
      "code",
      "amount",
      "targets",
      "minTotal",
      "maxUses",
      "maxUsesPerEmail",
      "startsAt",
      "endsAt",
    ] as const) {
      const value = values[name];
      if (value !== undefined) await this.field(name).fill(value);
    }
    if (values.includeGold !== undefined) await this.field("includeGold").setChecked(values.includeGold);
  }

  /** Create, then the confirmation's Create; waits for the list to show the code. */
  async createCode(values: PromoFormValues): Promise<void> {
    await this.fill(values);
    await this.create.click();
    await this.confirm.click();
    await this.created.filter({ hasText: `Created ${values.code?.toUpperCase()}.` }).waitFor();
  }

  row(code: string): Locator {
    return this.table.locator("tr", { has: this.page.getByRole("link", { name: code, exact: true }) });
  }
}

/** /admin/promotions/[code]: its state, the orders placed with it, deactivation. */
export class AdminPromotionPage {
  readonly state: Locator;
  readonly totals: Locator;
  readonly orders: Locator;
  readonly deactivate: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.state = page.getByTestId("admin-promo-state");
    this.totals = page.getByTestId("admin-promo-totals");
    this.orders = page.getByTestId("admin-promo-orders");
    this.deactivate = page.getByTestId("admin-promo-deactivate");
    this.confirm = page.getByTestId("admin-confirm-action");
  }

  async open(code: string): Promise<void> {
    await this.page.goto(`/admin/promotions/${encodeURIComponent(code)}`);
    await this.state.waitFor();
  }
}
