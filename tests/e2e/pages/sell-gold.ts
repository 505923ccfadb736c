import type { Locator, Page } from "@playwright/test";

/** The Sell gold form on /osrs-gold. */
export class SellGoldForm {
  constructor(readonly page: Page) {}

  get panel(): Locator {
    return this.page.getByTestId("sell-gold");
  }

  get payout(): Locator {
    return this.page.getByTestId("sell-payout");
  }

  async fill(input: { millions: number; rsn: string; email: string; method: string; details: string }): Promise<void> {
    await this.page.getByTestId("sell-millions").fill(String(input.millions));
    await this.page.getByTestId("sell-rsn").fill(input.rsn);
    await this.page.getByTestId("sell-email").fill(input.email);
    await this.page.getByTestId("sell-method").selectOption(input.method);
    await this.page.getByTestId("sell-details").fill(input.details);
  }

  get submit(): Locator {
    return this.page.getByTestId("sell-submit");
  }

  get millionsError(): Locator {
    return this.page.getByTestId("sell-millions-error");
  }
}

/** A sale's private page, /sell-orders/REFERENCE?k=TOKEN. */
export class SellOrderPage {
  constructor(readonly page: Page) {}

  get reference(): Locator {
    return this.page.getByTestId("sell-order-reference");
  }

  get state(): Locator {
    return this.page.getByTestId("sell-order-state");
  }

  get tradeWorld(): Locator {
    return this.page.getByTestId("sell-order-trade-world");
  }

  get tradeRsn(): Locator {
    return this.page.getByTestId("sell-order-trade-rsn");
  }

  get received(): Locator {
    return this.page.getByTestId("sell-order-received");
  }

  get paid(): Locator {
    return this.page.getByTestId("sell-order-paid");
  }
}

/** The back office's sell order list and one sale's page. */
export class AdminSellOrdersPage {
  constructor(readonly page: Page) {}

  async open(status?: string): Promise<void> {
    await this.page.goto(status ? `/admin/gold/sell-orders?status=${status}` : "/admin/gold/sell-orders");
  }

  link(reference: string): Locator {
    return this.page.getByTestId("admin-sell-link").filter({ hasText: reference });
  }

  get state(): Locator {
    return this.page.getByTestId("admin-sell-detail-state");
  }

  get dialog(): Locator {
    return this.page.getByTestId("admin-sell-dialog");
  }

  async arrange(trade: { world: number; place: string; trader: string }): Promise<void> {
    await this.page.getByTestId("admin-sell-arrange").click();
    await this.page.getByTestId("admin-sell-world").fill(String(trade.world));
    await this.page.getByTestId("admin-sell-place").fill(trade.place);
    await this.page.getByTestId("admin-sell-trader").fill(trade.trader);
    await this.dialog.getByRole("button", { name: "Save and tell the player" }).click();
    await this.dialog.waitFor({ state: "detached" });
  }

  async receive(millions: number, account: string): Promise<void> {
    await this.page.getByTestId("admin-sell-receive").click();
    await this.page.getByTestId("admin-sell-received").fill(String(millions));
    await this.page.getByTestId("admin-sell-account").fill(account);
    await this.dialog.getByRole("button", { name: "Confirm gold received" }).click();
    await this.dialog.waitFor({ state: "detached" });
  }

  async pay(reference: string): Promise<void> {
    await this.page.getByTestId("admin-sell-pay").click();
    await this.page.getByTestId("admin-sell-payout-reference").fill(reference);
    await this.dialog.getByRole("button", { name: "Record payout" }).click();
    await this.dialog.waitFor({ state: "detached" });
  }
}
