import type { Locator, Page } from "@playwright/test";

export type PromoFormValues = Partial<
  Record<"code" | "amount" | "minTotal" | "maxUses" | "maxUsesPerEmail" | "startsAt" | "endsAt", string>
> & {
  kind?: "percent" | "fixed";
  scope?: "all" | "lines" | "skus";
  includeGold?: boolean;
  /** Products or lines by name, chosen in the picker (typed, then Enter). */
  targets?: string[];
};

/** The fields of a code's terms and the eligible products picker: the new code form and the edit form alike. */
class PromoTermsFields {
  readonly targetSearch: Locator;
  readonly targetOptions: Locator;
  readonly chips: Locator;

  constructor(readonly page: Page) {
    this.targetSearch = page.getByTestId("admin-promo-targets-search");
    this.targetOptions = page.getByTestId("admin-promo-targets-options");
    this.chips = page.getByTestId("admin-promo-target-chip");
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
    for (const name of ["code", "amount", "minTotal", "maxUses", "maxUsesPerEmail", "startsAt", "endsAt"] as const) {
      const value = values[name];
      if (value !== undefined) await this.field(name).fill(value);
    }
    for (const name of values.targets ?? []) {
      await this.targetSearch.fill(name);
      await this.targetOptions.getByRole("option", { name, exact: true }).waitFor();
      await this.targetSearch.press("Enter");
      await this.chips.filter({ hasText: name }).waitFor();
    }
    if (values.includeGold !== undefined) await this.field("includeGold").setChecked(values.includeGold);
  }
}

/** /admin/promotions: the new code form (its fields, their messages, the confirmation) and the list. */
export class AdminPromotionsPage extends PromoTermsFields {
  readonly form: Locator;
  readonly create: Locator;
  readonly created: Locator;
  readonly table: Locator;
  readonly confirm: Locator;

  constructor(page: Page) {
    super(page);
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

/** /admin/promotions/[code]: its state, pause and resume, the edit form, the orders placed with it, its history, ending it. */
export class AdminPromotionPage extends PromoTermsFields {
  readonly state: Locator;
  readonly facts: Locator;
  readonly totals: Locator;
  readonly orders: Locator;
  readonly deactivate: Locator;
  readonly pause: Locator;
  readonly resume: Locator;
  readonly stateMessage: Locator;
  readonly editForm: Locator;
  readonly save: Locator;
  readonly saved: Locator;
  readonly changes: Locator;
  readonly history: Locator;
  readonly confirm: Locator;

  constructor(page: Page) {
    super(page);
    this.state = page.getByTestId("admin-promo-state");
    this.facts = page.getByTestId("admin-promo-facts");
    this.totals = page.getByTestId("admin-promo-totals");
    this.orders = page.getByTestId("admin-promo-orders");
    this.deactivate = page.getByTestId("admin-promo-deactivate");
    this.pause = page.getByTestId("admin-promo-pause");
    this.resume = page.getByTestId("admin-promo-resume");
    this.stateMessage = page.getByTestId("admin-promo-state-message");
    this.editForm = page.getByTestId("admin-promo-edit-form");
    this.save = page.getByTestId("admin-promo-save");
    this.saved = page.getByTestId("admin-promo-saved");
    this.changes = page.getByTestId("admin-promo-changes");
    this.history = page.getByTestId("admin-promo-history");
    this.confirm = page.getByTestId("admin-confirm-action");
  }

  async open(code: string): Promise<void> {
    await this.page.goto(`/admin/promotions/${encodeURIComponent(code)}`);
    await this.state.waitFor();
  }
}
