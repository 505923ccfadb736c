import type { Locator, Page } from "@playwright/test";

export type SavedCartRequest = { uuid: string; cart: string; email: string };

/** The header's cart icon, the drawer, the toast and the flying image. */
export class Cart {
  constructor(readonly page: Page) {}

  get button(): Locator {
    return this.page.getByTestId("cart-button");
  }

  get badge(): Locator {
    return this.page.getByTestId("cart-count");
  }

  async count(): Promise<number> {
    return (await this.badge.count()) === 0 ? 0 : Number(await this.badge.innerText());
  }

  get toast(): Locator {
    return this.page.getByTestId("cart-toast");
  }

  get flyingImage(): Locator {
    return this.page.getByTestId("fly-to-cart");
  }

  get drawer(): Locator {
    return this.page.getByTestId("cart-drawer");
  }

  get items(): Locator {
    return this.drawer.getByTestId("cart-item");
  }

  get subtotal(): Locator {
    return this.drawer.getByTestId("cart-subtotal");
  }

  async open(): Promise<void> {
    await this.button.click();
    await this.drawer.waitFor({ state: "visible" });
  }

  buyNow(): Promise<void> {
    return this.drawer.getByTestId("cart-buy-now").click();
  }

  continueShopping(): Promise<void> {
    return this.drawer.getByTestId("cart-continue").click();
  }

  clear(): Promise<void> {
    return this.drawer.getByTestId("cart-clear").click();
  }

  storedCart(): Promise<Record<string, unknown> | null> {
    return this.page.evaluate(() => {
      const raw = localStorage.getItem("shop:cart");
      return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
    });
  }

  /** Records every save the page sends, in order, with the parsed payload. */
  recordSaves(): SavedCartRequest[] {
    const saves: SavedCartRequest[] = [];
    this.page.on("request", (request) => {
      if (request.url().endsWith("/api/cart/saveCartData") && request.method() === "POST") {
        saves.push(JSON.parse(request.postData() ?? "{}") as SavedCartRequest);
      }
    });
    return saves;
  }
}
