import type { Locator, Page } from "@playwright/test";

/** /admin: the operator's sessions, Sign out everywhere, the latest audit entries. */
export class AdminHomePage {
  readonly operatorEmail: Locator;
  readonly sessions: Locator;
  readonly audit: Locator;
  readonly signOut: Locator;
  readonly signOutEverywhere: Locator;

  constructor(readonly page: Page) {
    this.operatorEmail = page.getByTestId("admin-operator-email");
    this.sessions = page.getByTestId("admin-session");
    this.audit = page.getByTestId("admin-audit-entry");
    this.signOut = page.getByRole("button", { name: "Sign out", exact: true });
    this.signOutEverywhere = page.getByRole("button", { name: "Sign out everywhere" });
  }
}
