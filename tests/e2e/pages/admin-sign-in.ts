import { expect, type Locator, type Page } from "@playwright/test";

/** /admin/sign-in and its code step. */
export class AdminSignInPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly code: Locator;
  readonly codeSubmit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel("Email", { exact: true });
    this.password = page.getByLabel("Password", { exact: true });
    this.submit = page.getByRole("button", { name: "Sign in" });
    this.code = page.getByLabel("Code", { exact: true });
    this.codeSubmit = page.getByRole("button", { name: "Verify" });
    this.error = page.getByTestId("admin-form-error");
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/sign-in");
    await expect(this.email).toBeVisible();
  }

  /** Step 1; lands on the code step. */
  async signInWithPassword(email: string, password: string): Promise<void> {
    await this.open();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
    await this.page.waitForURL((url) => url.pathname === "/admin/sign-in/code");
  }

  async enterCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.codeSubmit.click();
  }

  /** Both steps; lands on the back office's home. */
  async signIn(email: string, password: string, code: string): Promise<void> {
    await this.signInWithPassword(email, password);
    await this.enterCode(code);
    await this.page.waitForURL((url) => url.pathname === "/admin");
  }
}
