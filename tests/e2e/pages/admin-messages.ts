import type { Locator, Page } from "@playwright/test";

/** /admin/messages: the inbox's tabs with counts, search, rows and Next page. */
export class AdminInboxPage {
  readonly table: Locator;
  readonly senders: Locator;
  readonly statuses: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId("admin-inbox");
    this.senders = page.getByTestId("admin-inbox-sender");
    this.statuses = page.getByTestId("admin-inbox-status");
    this.empty = page.getByTestId("admin-inbox-empty");
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/messages");
    await this.table.waitFor();
  }

  tab(key: "all" | "new" | "open" | "closed"): Locator {
    return this.page.getByTestId(`admin-inbox-tab-${key}`);
  }

  row(email: string): Locator {
    return this.table.locator("tr", { has: this.page.getByRole("link", { name: email, exact: true }) });
  }
}

/** /admin/messages/[id]: the thread, the status actions, the reply form and its confirmation. */
export class AdminMessagePage {
  readonly status: Locator;
  readonly threadMessage: Locator;
  readonly replies: Locator;
  readonly subject: Locator;
  readonly body: Locator;
  readonly send: Locator;
  readonly bodyError: Locator;
  readonly confirm: Locator;
  readonly confirmAction: Locator;
  readonly senderOrders: Locator;

  constructor(readonly page: Page) {
    this.status = page.getByTestId("admin-message-status");
    this.threadMessage = page.getByTestId("admin-thread-message");
    this.replies = page.getByTestId("admin-thread-reply");
    this.subject = page.getByLabel("Subject (optional)");
    this.body = page.getByTestId("admin-reply-body");
    this.send = page.getByTestId("admin-reply-submit");
    this.bodyError = page.getByTestId("admin-reply-body-error");
    this.confirm = page.getByTestId("admin-confirm");
    this.confirmAction = page.getByTestId("admin-confirm-action");
    this.senderOrders = page.getByTestId("admin-sender-order");
  }

  /** Writes and sends a reply, confirming it. */
  async reply(body: string, subject = ""): Promise<void> {
    await this.subject.fill(subject);
    await this.body.fill(body);
    await this.send.click();
    await this.confirmAction.click();
  }

  /** Clicks a status action (Open, Close, Reopen) and confirms it. */
  async setStatus(action: "open" | "close" | "reopen"): Promise<void> {
    await this.page.getByTestId(`admin-message-${action}`).click();
    await this.confirmAction.click();
  }
}
