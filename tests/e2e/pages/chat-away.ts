import type { Locator, Page } from "@playwright/test";

/** The shop's chat panel as a visitor uses it (live-chat.e2e.ts drives it in full). */
export class ChatPanel {
  readonly panel: Locator;
  readonly messages: Locator;
  readonly field: Locator;
  readonly emailAsk: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByTestId("chat-panel");
    this.messages = this.panel.getByTestId("chat-message");
    this.field = this.panel.getByTestId("chat-field");
    this.emailAsk = this.panel.getByTestId("chat-email-ask");
  }

  async open(): Promise<void> {
    await this.page.getByTestId("live-chat-button").click();
  }

  async send(text: string): Promise<void> {
    await this.field.fill(text);
    await this.field.press("Enter");
  }

  async giveEmail(email: string): Promise<void> {
    await this.emailAsk.getByTestId("chat-email").fill(email);
    await this.emailAsk.getByTestId("chat-email-send").click();
    await this.panel.getByTestId("chat-email-given").waitFor();
  }
}

/** An order's live chat: the section on the customer's page and the card on the admin page. */
export class OrderChat {
  readonly section: Locator;
  readonly messages: Locator;
  readonly openButton: Locator;
  readonly adminCard: Locator;
  readonly adminMessages: Locator;
  readonly adminOpen: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByTestId("order-chat");
    this.messages = this.section.getByTestId("order-chat-message");
    this.openButton = this.section.getByTestId("order-chat-open");
    this.adminCard = page.getByTestId("admin-order-chat");
    this.adminMessages = this.adminCard.getByTestId("admin-order-chat-message");
    this.adminOpen = this.adminCard.getByTestId("admin-order-chat-open");
  }
}
