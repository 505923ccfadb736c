import type { Locator, Page } from "@playwright/test";

/** /admin/chat: the open conversations, the selected one's messages, the reply box and the actions. */
export class AdminChatPage {
  readonly conversations: Locator;
  readonly waiting: Locator;
  readonly pane: Locator;
  readonly messages: Locator;
  readonly claim: Locator;
  readonly holder: Locator;
  readonly reply: Locator;
  readonly send: Locator;
  readonly canned: Locator;
  readonly cannedEditor: Locator;

  constructor(readonly page: Page) {
    this.conversations = page.getByTestId("admin-chat-conversation");
    this.waiting = page.getByTestId("admin-chat-waiting");
    this.pane = page.getByTestId("admin-chat-pane");
    this.messages = page.getByTestId("admin-chat-message");
    this.claim = page.getByTestId("admin-chat-claim");
    this.holder = page.getByTestId("admin-chat-holder");
    this.reply = page.getByTestId("admin-chat-reply");
    this.send = page.getByTestId("admin-chat-send");
    this.canned = page.getByTestId("admin-chat-canned");
    this.cannedEditor = page.getByTestId("admin-chat-canned-editor");
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/chat");
  }

  conversation(id: string): Locator {
    return this.page.locator(`[data-testid="admin-chat-conversation"][data-conversation-id="${id}"]`);
  }
}
