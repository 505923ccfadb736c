import { expect, type Page } from "@playwright/test";
import type { Cart } from "../pages/cart";
import type { CheckoutPage } from "../pages/checkout-page";
import { PROFILE } from "./fixtures";

/**
 * The cart bought as a visitor does, by card with the demo provider: Buy Now, the checkout's total,
 * the payment page's amount (both `total`, what the shop charges), paid, the confirmation.
 */
export async function buyCartByDemoCard(page: Page, cart: Cart, checkout: CheckoutPage, total: string): Promise<void> {
  await cart.open();
  await cart.buyNow();
  await page.waitForURL((url) => url.pathname === "/checkout");
  // The drawer is modal while it slides out: typing into the page behind it meanwhile is lost.
  await expect(page.getByTestId("cart-drawer-overlay")).toHaveCount(0);
  await expect(checkout.total).toHaveText(total);
  await checkout.fillProfile(PROFILE);
  await checkout.method("card").check();
  await checkout.terms.check();
  await checkout.submit.click();
  await page.waitForURL((url) => url.pathname === "/test-payment");
  await expect(page.getByTestId("test-payment-amount")).toHaveText(total);
  await page.getByTestId("test-payment-pay").click();
  await expect(checkout.confirmation).toHaveAttribute("data-status", "paid");
}
