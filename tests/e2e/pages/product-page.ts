import type { Locator } from "@playwright/test";
import { ShopPage } from "./shop-page";

/** A catalogue product page and its configurator. */
export class ProductPage extends ShopPage {
  get configurator(): Locator {
    return this.page.getByTestId("configurator");
  }

  get price(): Locator {
    return this.page.getByTestId("price");
  }

  get priceBeforeDiscount(): Locator {
    return this.page.getByTestId("price-before-discount");
  }

  get goldEquivalent(): Locator {
    return this.page.getByTestId("gold-equivalent");
  }

  /** The message that says why there is no price, beside the field it is about or under the options. */
  get error(): Locator {
    return this.configurator.getByTestId(/^(configurator|quantity|xp-start|xp-target)-error$/).filter({ hasText: /./ });
  }

  get quantityError(): Locator {
    return this.page.getByTestId("quantity-error");
  }

  get startError(): Locator {
    return this.page.getByTestId("xp-start-error");
  }

  get targetError(): Locator {
    return this.page.getByTestId("xp-target-error");
  }

  /** "Enter exact XP (up to 200M)". */
  get xpMode(): Locator {
    return this.page.getByTestId("xp-mode");
  }

  get addToCartButton(): Locator {
    return this.page.getByTestId("add-to-cart");
  }

  get quantity(): Locator {
    return this.page.getByTestId("quantity");
  }

  get startLevel(): Locator {
    return this.page.getByTestId("xp-start");
  }

  get targetLevel(): Locator {
    return this.page.getByTestId("xp-target");
  }

  get method(): Locator {
    return this.page.getByTestId("xp-method");
  }

  choice(group: string, choice: string): Locator {
    return this.page.getByTestId(`choice-${group}-${choice}`);
  }
}
