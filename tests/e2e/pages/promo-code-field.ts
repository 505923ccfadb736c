import type { Locator, Page } from "@playwright/test";

/** The checkout's "Promo code" field, its Apply / Remove, its message, and the summary's promo line. */
export class PromoCodeField {
  readonly input: Locator;
  readonly apply: Locator;
  readonly remove: Locator;
  readonly error: Locator;
  readonly applied: Locator;
  readonly summaryLine: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByRole("textbox", { name: "Promo code" });
    this.apply = page.getByTestId("promo-code-apply");
    this.remove = page.getByTestId("promo-code-remove");
    this.error = page.getByTestId("promo-code-field").getByRole("alert");
    this.applied = page.getByTestId("promo-code-applied");
    this.summaryLine = page.getByTestId("summary-promo");
  }

  async use(code: string): Promise<void> {
    await this.input.fill(code);
    await this.apply.click();
  }
}
