import type { Locator, Page } from "@playwright/test";

/** /orders: the lost-link form. */
export class OrderLookupPage {
  readonly reference: Locator;
  readonly email: Locator;
  readonly submit: Locator;
  readonly answer: Locator;
  readonly error: Locator;
  readonly referenceError: Locator;

  constructor(readonly page: Page) {
    this.reference = page.getByLabel("Order reference", { exact: true });
    this.email = page.getByLabel("Email", { exact: true });
    this.submit = page.getByTestId("order-lookup-submit");
    this.answer = page.getByTestId("order-lookup-answer");
    this.error = page.getByTestId("order-lookup-error");
    this.referenceError = page.getByTestId("order-lookup-reference-error");
  }

  async open(): Promise<void> {
    await this.page.goto("/orders");
    await this.page.getByRole("heading", { name: "Find your order" }).waitFor();
  }
}

/** The question form at the end of an order's private page. */
export class OrderQuestionForm {
  readonly message: Locator;
  readonly submit: Locator;
  readonly sent: Locator;

  constructor(readonly page: Page) {
    this.message = page.getByLabel("Your question");
    this.submit = page.getByTestId("order-question-submit");
    this.sent = page.getByTestId("order-question-sent");
  }
}
