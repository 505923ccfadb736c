import type { Page } from "@playwright/test";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { saveScreenshot } from "./support/browser";
import { expect, PROFILE, test } from "./support/fixtures";

/*
 * Issue 14, item 1: variants a player buys side by side (diary tiers, DT2 modes, combat-achievement
 * tiers of one boss) are separate cart lines; a cart stored before line skus existed still works.
 */

async function storeCart(page: Page, cartItems: unknown[]): Promise<void> {
  await page.evaluate((items) => {
    localStorage.setItem("shop:cart", JSON.stringify({ uuid: crypto.randomUUID(), cartItems: items }));
  }, cartItems);
}

const GOLD_LINE = buildGoldCartItem(750);

/** Ardougne Medium as the shop stored it before line skus: under the bare product sku, at a stale price. */
const OLD_DIARY_LINE = {
  sku: "diary-ardougne",
  name: "Ardougne Diary",
  subName: "Medium · Parsec (we play on your PC)",
  count: 1,
  pricePer: 1_000,
  totalPrice: 1_000,
  imageSrc: "/art/diaries.svg",
  config: { tier: "medium", "play-method": "parsec", extras: "" },
};

test.describe("variants are separate lines", () => {
  test("Ardougne Diary Easy then Medium makes two lines; the same tier with an add-on updates its line", async ({
    product,
    cart,
  }) => {
    await product.goto("/osrs-diaries/ardougne");
    await product.addToCartButton.click();
    await expect(cart.toast).toHaveAttribute("data-outcome", "added");
    await expect(cart.toast).toContainText("Ardougne Diary (Easy");

    await product.choice("tier", "medium").check();
    await product.addToCartButton.click();
    await expect(cart.toast).toHaveAttribute("data-outcome", "added");
    await expect(cart.toast).toContainText("Ardougne Diary (Medium");
    await expect(cart.badge).toHaveText("2");

    await product.choice("extras", "express").check();
    await product.addToCartButton.click();
    await expect(cart.toast).toHaveAttribute("data-outcome", "updated");
    await expect(cart.toast).toContainText("was updated in your cart.");
    await expect(cart.badge).toHaveText("2");

    await cart.open();
    await expect(cart.items).toHaveCount(2);
    await expect(cart.items.nth(0)).toHaveAttribute("data-sku", "diary-ardougne:easy");
    await expect(cart.items.nth(1)).toHaveAttribute("data-sku", "diary-ardougne:medium");
    await expect(cart.items.nth(1)).toContainText("Express");
  });

  test("Normal and Awakened kills of one Desert Treasure II boss are two lines", async ({ product, cart }) => {
    await product.goto("/osrs-dt2/vardorvis");
    await product.addToCartButton.click();
    await expect(cart.toast).toHaveAttribute("data-outcome", "added");
    await product.choice("mode", "awakened").check();
    await product.addToCartButton.click();
    await expect(cart.toast).toContainText("Awakened");
    await expect(cart.toast).toHaveAttribute("data-outcome", "added");
    await expect(cart.badge).toHaveText("2");
    await cart.open();
    await expect(cart.items.nth(0)).toHaveAttribute("data-sku", "dt2-vardorvis:normal");
    await expect(cart.items.nth(1)).toHaveAttribute("data-sku", "dt2-vardorvis:awakened");
  });

  test("two combat-achievement tiers of one boss are two lines", async ({ product, cart }) => {
    await product.goto("/osrs-combat-achievements/boss/zulrah");
    await product.addToCartButton.click();
    await expect(cart.toast).toHaveAttribute("data-outcome", "added");
    await product.choice("tier", "elite").check();
    await product.addToCartButton.click();
    await expect(cart.badge).toHaveText("2");
    await cart.open();
    await expect(cart.items).toHaveCount(2);
    await expect(cart.items.nth(1)).toHaveAttribute("data-sku", "ca-boss-zulrah:elite");
  });
});

test.describe("carts stored before line skus", () => {
  test("an old line is re-keyed on load and checks out at the server's price", async ({
    gold,
    cart,
    checkout,
    page,
  }) => {
    await gold.open();
    await storeCart(page, [GOLD_LINE, OLD_DIARY_LINE]);
    await page.reload();
    await expect
      .poll(async () =>
        ((await cart.storedCart())?.cartItems as { sku: string }[] | undefined)?.map((item) => item.sku),
      )
      .toEqual(["osrs-gold", "diary-ardougne:medium"]);
    await expect(cart.badge).toHaveText("2");
    await expect(page.getByTestId("cart-removed-notice")).toHaveCount(0);

    await page.goto("/checkout");
    // The stored $10.00 was stale: the checkout's quote prices Medium at $25.00 less 10%, plus the
    // gold, before anything is filled in, and says the line's price changed.
    const diary = page.getByTestId("summary-line").filter({ hasText: "Ardougne" });
    await expect(diary.getByTestId("summary-price-updated")).toContainText("Price updated");
    await expect(checkout.total).toHaveText("$165.00");
    await expect(checkout.submit).toHaveText("Pay $165.00");
    await checkout.fillProfile(PROFILE);
    await checkout.terms.check();
    await checkout.submit.click();
    await page.waitForURL((url) => url.pathname === "/test-payment");
    await expect(page.getByTestId("test-payment-amount")).toHaveText("$165.00");
  });

  test("a line the shop no longer sells is named in a notice and removed", async ({ gold, cart, page }) => {
    await gold.open();
    await storeCart(page, [GOLD_LINE, { ...OLD_DIARY_LINE, sku: "diary-atlantis", name: "Atlantis Diary" }]);
    await page.reload();
    const notice = page.getByRole("status").filter({ hasText: "removed from your cart" });
    await expect(notice).toContainText("Atlantis Diary (Medium · Parsec (we play on your PC)) was removed");
    await expect(page.getByTestId("cart-removed-notice")).toBeVisible();
    await saveScreenshot(page, "cart-removed-notice-1280", { fullPage: false });
    await page.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(page, "cart-removed-notice-375", { fullPage: false });
    await expect(cart.badge).toHaveText("1");
    await expect
      .poll(async () =>
        ((await cart.storedCart())?.cartItems as { sku: string }[] | undefined)?.map((item) => item.sku),
      )
      .toEqual(["osrs-gold"]);
    await page.getByTestId("cart-removed-notice").getByRole("button", { name: "Dismiss" }).click();
    await expect(page.getByTestId("cart-removed-notice")).toHaveCount(0);
  });
});

test.describe("buying more never costs less", () => {
  test("45 Zulrah kills cost what 51 do, and the configurator says so", async ({ product }) => {
    await product.goto("/osrs-pvm/zulrah");
    await product.quantity.fill("51");
    await expect(product.price).toHaveText("$91.80"); // 51 × $2.00, less 10%
    await expect(product.configurator).not.toContainText("cost the same");
    await product.quantity.fill("45");
    await expect(product.configurator).toContainText("51 kills cost the same.");
    await expect(product.price).toHaveText("$91.80");
    await product.quantity.fill("40");
    await expect(product.price).toHaveText("$90.00"); // 40 × $2.50, less 10%
    await expect(product.configurator).not.toContainText("cost the same");
  });
});
