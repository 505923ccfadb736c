import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { fireCapeItem } from "../support/fixtures";
import { DESKTOP, type Page, PHONE, saveScreenshot } from "./support/browser";
import { expect, test } from "./support/fixtures";

/*
 * Pictures of the views the lead compares before and after a change that must not show (issue 13):
 * test-results/screenshots/<view>-<width>.png at 1280 × 800 and 375 × 812, without motion. Carts
 * are put in local storage before the page loads, so no toast or flying image is caught mid-way.
 */

const GOLD_750M = buildGoldCartItem(750);

// The browser keeps each line at its price before the site discount (the checkout takes it off).
const FIRE_CAPE = fireCapeItem(3_500);

async function seedCart(page: Page, items: unknown[]): Promise<void> {
  await page.addInitScript(
    (cartItems) => localStorage.setItem("shop:cart", JSON.stringify({ uuid: crypto.randomUUID(), cartItems })),
    items,
  );
}

function photograph(page: Page, view: string, fullPage: boolean): Promise<string> {
  return saveScreenshot(page, `${view}-${page.viewportSize()?.width}`, { fullPage });
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`views at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: "reduce" });

    test("home", async ({ home }) => {
      await home.open();
      await expect(home.page.getByTestId("home-hero")).toBeVisible();
      await expect(home.productLines.first()).toBeVisible();
      await photograph(home.page, "home", true);
    });

    test("the fire cape's product page", async ({ product }) => {
      await product.goto("/fire-cape");
      await expect(product.configurator).toBeVisible();
      await expect(product.addToCartButton).toBeVisible();
      await photograph(product.page, "fire-cape", true);
    });

    test("the cart drawer open with a fire cape", async ({ page, shop, cart }) => {
      await seedCart(page, [FIRE_CAPE]);
      await shop.goto("/fire-cape");
      await cart.open();
      await expect(cart.items).toHaveCount(1);
      await expect(cart.items.first()).toContainText("Fire Cape");
      await photograph(page, "cart-drawer", false);
    });

    test("the contact modal open", async ({ shop, contact }) => {
      await shop.goto("/");
      await contact.openFromFooter();
      await expect(contact.email).toBeVisible();
      await expect(contact.submit).toBeVisible();
      await photograph(shop.page, "contact-modal", false);
    });

    test("the checkout with a cart", async ({ page, checkout }) => {
      await seedCart(page, [GOLD_750M, FIRE_CAPE]);
      await checkout.goto("/checkout");
      await expect(page.getByTestId("checkout-form")).toBeVisible();
      await expect(page.getByTestId("summary-line")).toHaveCount(2);
      await expect(checkout.total).toHaveText("$174.00");
      await photograph(page, "checkout", true);
    });
  });
}
