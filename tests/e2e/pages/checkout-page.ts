import type { Locator } from "@playwright/test";
import { ShopPage } from "./shop-page";

export class CheckoutPage extends ShopPage {
  field(name: "email" | "name" | "phone" | "rsn"): Locator {
    return this.page.getByTestId(`checkout-${name}`);
  }

  method(id: string): Locator {
    return this.page.getByTestId(`method-${id}`);
  }

  get terms(): Locator {
    return this.page.getByTestId("checkout-terms");
  }

  get submit(): Locator {
    return this.page.getByTestId("checkout-submit");
  }

  /** Beside Pay: what is still missing, each a way to its field. */
  get missing(): Locator {
    return this.page.getByTestId("checkout-missing");
  }

  /** What is missing, one item each, in the form's order. */
  get missingItems(): Locator {
    return this.missing.getByRole("button");
  }

  /** Beside a disabled Pay: why no field can enable it yet. */
  get payBlocked(): Locator {
    return this.page.getByTestId("checkout-pay-blocked");
  }

  get total(): Locator {
    return this.page.getByTestId("summary-total");
  }

  /** Under a total shown in another currency: the USD amount charged. */
  get chargedInUsd(): Locator {
    return this.page.getByTestId("summary-charged-usd");
  }

  /** With OSRS gold chosen: the millions the order will ask. */
  get goldAmount(): Locator {
    return this.page.getByTestId("checkout-gold-amount");
  }

  get confirmation(): Locator {
    return this.page.getByTestId("order-confirmation");
  }

  async fillProfile(profile: { email: string; name: string; phone: string; rsn: string }): Promise<void> {
    await this.field("email").fill(profile.email);
    await this.field("name").fill(profile.name);
    await this.field("phone").fill(profile.phone);
    await this.field("rsn").fill(profile.rsn);
  }

  purchaseEvents() {
    return this.dataLayer().then((entries) => entries.filter((entry) => entry.event === "purchase"));
  }
}
