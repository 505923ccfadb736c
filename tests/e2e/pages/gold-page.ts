import type { Locator } from "@playwright/test";
import { ShopPage } from "./shop-page";

export class GoldPage extends ShopPage {
  async open(): Promise<void> {
    await this.goto("/osrs-gold");
  }

  pick(millions: number): Locator {
    return this.page.getByTestId(`gold-pick-${millions}`);
  }

  get millionsInput(): Locator {
    return this.page.getByTestId("gold-millions");
  }

  get usdInput(): Locator {
    return this.page.getByTestId("gold-usd");
  }

  get price(): Locator {
    return this.page.getByTestId("gold-price");
  }

  /** The refusal, beside the field the buyer typed in last. */
  get error(): Locator {
    return this.page.getByTestId("gold-error");
  }

  /** "You get": the amount the price is for. */
  get amount(): Locator {
    return this.page.getByTestId("gold-amount");
  }

  /** The gold form's own currency picker. */
  get formCurrencyPicker(): Locator {
    return this.page.getByTestId("currency-picker-gold");
  }

  /** "$0.19 per million · minimum …", in the visitor's currency. */
  get rate(): Locator {
    return this.page.getByTestId("gold-rate");
  }

  /** The delivery promise for the amount: `data-promise` is its kind ("loading" before the stock is known). */
  get promise(): Locator {
    return this.page.getByTestId("gold-promise");
  }

  get promiseTitle(): Locator {
    return this.page.getByTestId("gold-promise-title");
  }

  get addToCartButton(): Locator {
    return this.page.getByTestId("gold-add-to-cart");
  }

  async addMillions(millions: number): Promise<void> {
    await this.millionsInput.fill(String(millions));
    await this.addToCartButton.click();
  }
}
