import type { Locator, Page } from "@playwright/test";

export type HomeTileId = "placed-today" | "paid-today" | "revenue-today" | "to-start" | "to-confirm" | "to-answer";

/** /admin: what waits on the shop and today's counts, the latest activity in words, the operator's sessions. */
export class AdminHomePage {
  readonly operatorEmail: Locator;
  readonly sessions: Locator;
  readonly audit: Locator;
  readonly signOut: Locator;
  readonly signOutEverywhere: Locator;
  readonly header: Locator;
  readonly accountMenu: Locator;
  readonly navMenu: Locator;
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.operatorEmail = page.getByTestId("admin-operator-email");
    this.sessions = page.getByTestId("admin-session");
    this.audit = page.getByTestId("admin-audit-entry");
    this.signOut = page.getByRole("button", { name: "Sign out", exact: true });
    this.signOutEverywhere = page.getByRole("button", { name: "Sign out everywhere" });
    this.header = page.getByTestId("admin-header");
    this.accountMenu = page.getByTestId("admin-account-menu");
    this.navMenu = page.getByTestId("admin-nav-menu");
    this.nav = page.getByRole("navigation", { name: "Back office" });
  }

  async open(): Promise<void> {
    await this.page.goto("/admin");
    await this.page.getByRole("heading", { name: "Back office", level: 1 }).waitFor();
  }

  /** A count's link on the home. */
  tile(id: HomeTileId): Locator {
    return this.page.getByTestId(`admin-home-${id}`);
  }

  /** The figure a count's link shows. */
  value(id: HomeTileId): Locator {
    return this.tile(id).getByTestId("admin-home-value");
  }
}
