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

  async openLiveChat(): Promise<void> {
    await this.page.getByTestId("live-chat-button").click();
    await this.dialog.waitFor();
  }
}
