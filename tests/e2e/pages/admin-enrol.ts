import { expect, type Locator, type Page } from "@playwright/test";

/** /admin/enrol#token=…: password, then the app (QR and URI) and its first code, then the recovery codes. */
export class AdminEnrolPage {
  readonly newPassword: Locator;
  readonly uri: Locator;
  readonly qr: Locator;
  readonly code: Locator;
  readonly recoveryCodes: Locator;
  /** The key typed into an app that takes no QR code, grouped by four (issue 42). */
  readonly plainSecret: Locator;

  constructor(readonly page: Page) {
    this.plainSecret = page.getByTestId("admin-enrol-secret");
    this.newPassword = page.getByLabel("New password");
    this.uri = page.getByTestId("admin-enrol-uri");
    this.qr = page.getByRole("img", { name: "QR code of the authenticator address" });
    this.code = page.getByLabel("First code from the app");
    this.recoveryCodes = page.getByTestId("admin-recovery-code");
  }

  async choosePassword(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.page.getByRole("button", { name: "Continue" }).click();
    await expect(this.uri).toBeVisible();
  }

  /** The TOTP secret, read from the otpauth:// URI on the page, as an app would. */
  async secret(): Promise<string> {
    const uri = (await this.uri.textContent()) ?? "";
    return new URL(uri).searchParams.get("secret") ?? "";
  }

  async confirm(code: string): Promise<void> {
    await this.code.fill(code);
    await this.page.getByRole("button", { name: "Confirm" }).click();
  }
}
