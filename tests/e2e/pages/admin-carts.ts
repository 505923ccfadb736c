import type { Locator, Page } from "@playwright/test";

/** /admin/carts: the reminder figures, the abandoned carts, each row's Send reminder and its confirmation. */
export class AdminCartsPage {
  readonly table: Locator;
  readonly confirm: Locator;
  readonly confirmSend: Locator;
  readonly confirmError: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId("admin-carts");
    this.confirm = page.getByTestId("admin-cart-confirm");
    this.confirmSend = page.getByTestId("admin-cart-confirm-send");
    this.confirmError = page.getByTestId("admin-cart-confirm-error");
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/carts");
    await this.table.waitFor();
  }

  figure(key: "reminded" | "ordered" | "paid"): Locator {
    return this.page.getByTestId(`admin-cart-figure-${key}`);
  }

  async figures(): Promise<{ reminded: number; ordered: number; paid: number }> {
    const read = async (key: "reminded" | "ordered" | "paid") => Number(await this.figure(key).innerText());
    return { reminded: await read("reminded"), ordered: await read("ordered"), paid: await read("paid") };
  }

  /** The automatic reminders' state, above the list. */
  get automatic(): Locator {
    return this.page.getByTestId("admin-carts-automatic");
  }

  /** The row of the address whose latest cart was saved with `email` (one row per address). */
  rows(email: string): Locator {
    return this.table.locator("tr", {
      has: this.page.getByTestId("admin-cart-email").getByText(email, { exact: true }),
    });
  }

  /** "3 carts", shown when the address has more than one. */
  count(row: Locator): Locator {
    return row.getByTestId("admin-cart-count");
  }

  lastReminded(row: Locator): Locator {
    return row.getByTestId("admin-cart-reminded");
  }

  items(row: Locator): Locator {
    return row.getByTestId("admin-cart-items");
  }

  value(row: Locator): Locator {
    return row.getByTestId("admin-cart-value");
  }

  reminder(row: Locator): Locator {
    return row.getByTestId("admin-cart-reminder");
  }

  send(row: Locator): Locator {
    return row.getByTestId("admin-cart-send");
  }
}

/** /cart/restore and /unsubscribe, as the reminder's links open them. */
export class ReminderLinkPage {
  readonly restoreNotice: Locator;
  readonly restoreItems: Locator;
  readonly restoreUnavailable: Locator;
  readonly toCheckout: Locator;
  readonly expired: Locator;
  readonly unsubscribe: Locator;
  readonly unsubscribed: Locator;

  constructor(readonly page: Page) {
    this.restoreNotice = page.getByTestId("cart-restore-notice");
    this.restoreItems = page.getByTestId("cart-restore-items");
    this.restoreUnavailable = page.getByTestId("cart-restore-unavailable");
    this.toCheckout = page.getByTestId("cart-restore-checkout");
    this.expired = page.getByTestId("link-expired");
    this.unsubscribe = page.getByTestId("unsubscribe-confirm");
    this.unsubscribed = page.getByTestId("unsubscribe-done");
  }

  /** What the cart store keeps in this browser (uuid and lines), or null. */
  storedCart(): Promise<{
    uuid: string;
    cartItems: { sku: string; name: string; subName?: string; count: number; imageSrc: string }[];
  } | null> {
    return this.page.evaluate(() => {
      const raw = window.localStorage.getItem("shop:cart");
      return raw === null ? null : JSON.parse(raw);
    });
  }
}
