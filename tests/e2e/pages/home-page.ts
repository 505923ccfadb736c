import type { Locator } from "@playwright/test";
import { ShopPage } from "./shop-page";

export class HomePage extends ShopPage {
  async open(): Promise<void> {
    await this.goto("/");
  }

  get productLines(): Locator {
    return this.page.getByTestId("product-lines").getByRole("link");
  }

  productLine(id: string): Locator {
    return this.page.getByTestId(`product-line-${id}`);
  }

  get rating(): Locator {
    return this.page.getByTestId("review-rating");
  }

  get orderSteps(): Locator {
    return this.page.getByTestId("order-steps").getByRole("listitem");
  }

  get faq(): Locator {
    return this.page.getByTestId("faq");
  }
}
