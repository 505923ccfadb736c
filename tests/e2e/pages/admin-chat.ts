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
  readonly typing: Locator;
  readonly live: Locator;
  readonly linksToggle: Locator;
  readonly transcript: Locator;
  readonly toast: Locator;
  readonly cart: Locator;
  readonly orders: Locator;

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
    this.typing = page.getByTestId("admin-chat-typing");
    this.live = page.getByTestId("admin-chat-live");
    this.linksToggle = page.getByTestId("admin-chat-links-toggle");
    this.transcript = page.getByTestId("admin-chat-transcript");
    this.toast = page.getByTestId("admin-chat-toast");
    this.cart = page.getByTestId("admin-chat-cart");
    this.orders = page.getByTestId("admin-chat-orders");
  }

  /** The console, with `conversationId` opened as the admin order page's link opens it. */
  async open(conversationId?: string): Promise<void> {
    await this.page.goto(conversationId ? `/admin/chat?c=${conversationId}` : "/admin/chat");
  }

  conversation(id: string): Locator {
    return this.page.locator(`[data-testid="admin-chat-conversation"][data-conversation-id="${id}"]`);
  }
}
