import { expect, type Locator, type Page } from "@playwright/test";

/** /admin/staff: the operators, the invite form and each operator's actions with their confirm dialog. */
export class AdminStaffPage {
  readonly table: Locator;
  readonly inviteEmail: Locator;
  readonly inviteRole: Locator;
  readonly inviteSend: Locator;
  readonly link: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId("admin-staff");
    this.inviteEmail = page.getByTestId("admin-invite-email");
    this.inviteRole = page.getByTestId("admin-invite-role");
    this.inviteSend = page.getByTestId("admin-invite-send");
    this.link = page.getByTestId("admin-staff-link-url");
    this.dialog = page.getByTestId("admin-staff-confirm");
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/staff");
    await expect(this.table).toBeVisible();
  }

  row(email: string): Locator {
    return this.table.locator("tbody tr").filter({ has: this.page.getByTestId("admin-staff-email").getByText(email) });
  }

  /** Invites `email` as `role`; answers the one-time link the page shows. */
  async invite(email: string, role: "Owner" | "Staff"): Promise<string> {
    // Hydrated first: a field filled before React takes the page over is emptied by it.
    await expect(this.page.getByTestId("admin-invite-submit")).toBeEnabled();
    await this.inviteEmail.fill(email);
    await this.inviteRole.selectOption({ label: role });
    await this.page.getByTestId("admin-invite-submit").click();
    await expect(this.link).toBeVisible();
    return (await this.link.textContent()) ?? "";
  }

  /** One of the row's actions (Suspend, Restore, Make owner, …), confirmed in its dialog. */
  async act(email: string, action: string): Promise<void> {
    await this.row(email)
      .getByRole("button", { name: `${action}: ${email}` })
      .click();
    await this.dialog.getByRole("button", { name: action, exact: true }).click();
    await expect(this.dialog).toHaveCount(0);
  }
}

/** /admin/account: the recovery codes left, their renewal and the password change. */
export class AdminAccountPage {
  readonly codesLeft: Locator;
  readonly recoveryCodes: Locator;

  constructor(readonly page: Page) {
    this.codesLeft = page.getByTestId("admin-codes-left");
    this.recoveryCodes = page.getByTestId("admin-recovery-code");
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/account");
    await expect(this.codesLeft).toBeVisible();
  }

  async changePassword(current: string, next: string): Promise<void> {
    // Hydrated first: a field filled before React takes the page over is emptied by it.
    await expect(this.page.getByTestId("admin-password-submit")).toBeEnabled();
    await this.page.getByLabel("Current password").fill(current);
    await this.page.getByLabel("New password").fill(next);
    await this.page.getByTestId("admin-password-submit").click();
  }

  async renewCodes(code: string): Promise<void> {
    await expect(this.page.getByTestId("admin-renew-submit")).toBeEnabled();
    await this.page.getByLabel("Code from the app").fill(code);
    await this.page.getByTestId("admin-renew-submit").click();
  }
}
