import type { Locator, Page } from "@playwright/test";

export class ContactModal {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByTestId("contact-modal");
  }

  get email(): Locator {
    return this.dialog.getByTestId("contact-email");
  }

  get message(): Locator {
    return this.dialog.getByTestId("contact-message");
  }

  get submit(): Locator {
    return this.dialog.getByTestId("contact-submit");
  }

  get status(): Locator {
    return this.dialog.getByTestId("contact-status");
  }

  get fallbackMessage(): Locator {
    return this.dialog.getByTestId("contact-fallback-message");
  }

  async openFromFooter(): Promise<void> {
    await this.page.getByTestId("contact-us-button").click();
    await this.dialog.waitFor();
  }

  /** The shop's own chat out of reach (GET /api/chat fails on the network): the Live chat button falls back to this modal. */
  async cutShopChat(): Promise<void> {
    await this.page.route(
      (url) => url.pathname === "/api/chat",
      (route) => route.abort("connectionrefused"),
    );
  }

  async openLiveChat(): Promise<void> {
    await this.page.getByTestId("live-chat-button").click();
    await this.dialog.waitFor();
  }
}
