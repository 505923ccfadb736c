import type { Locator, Page } from "@playwright/test";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { expect, PROFILE, test } from "./support/fixtures";

/*
 * A checkout that explains itself: Pay says what is missing and takes the buyer to it; a line's
 * options are read in full on a phone; the added-to-cart toast stays on the page it was for; the
 * Live chat button covers none of the checkout's or the drawer's buttons, the heading or the footer;
 * the notice naming a restored cart's removed lines sits in the page under the heading.
 */

/** The longest line the shop sells: a Desert Treasure II boss with every option a buyer can add. */
const LONG_OPTIONS = [
  "Awakened",
  "Account login through a VPN near you",
  "Express (priority start)",
  "Watch live on a private stream",
];

async function shot(page: Page, name: string, fullPage: boolean, prefix = "checkout"): Promise<void> {
  await saveScreenshot(page, `${prefix}-${name}`, { fullPage });
}

/** Every word of the text on screen: no ellipsis, nothing wider than its box. */
async function expectShownInFull(text: Locator, words: string[]): Promise<void> {
  await expect(text).toBeVisible();
  for (const word of words) await expect(text).toContainText(word);
  const clipped = await text.evaluate(
    (element) =>
      element.scrollWidth > element.clientWidth ||
      element.scrollHeight > element.clientHeight ||
      getComputedStyle(element).textOverflow === "ellipsis",
  );
  expect(clipped).toBe(false);
}

/** Whether two elements' boxes on screen share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error("Both elements must be on screen");
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

test("on a phone: the long line's options in full, no toast on the checkout, Pay sends the buyer to the RuneScape name, the chat button in nobody's way", async ({
  page,
  gold,
  product,
  cart,
  checkout,
}) => {
  await page.setViewportSize(PHONE);
  const chat = page.getByTestId("live-chat-button");
  await gold.open();
  await gold.addMillions(750);
  await expect(cart.badge).toHaveText("1");
  await product.goto("/osrs-dt2/vardorvis");
  await product.choice("mode", "awakened").check();
  await product.choice("play-method", "vpn").check();
  await product.choice("extras", "express").check();
  await product.choice("extras", "stream").check();
  await product.addToCartButton.click();
  await expect(cart.toast).toBeVisible();

  // Straight on to the checkout, well within the toast's 4.2 s: it belonged to the product page
  // and is not carried over the checkout's heading.
  await cart.open();
  await cart.buyNow();
  await page.waitForURL((url) => url.pathname === "/checkout");
  await expect(page.getByTestId("checkout-form")).toBeVisible();
  await expect(cart.toast).toHaveCount(0);
  await expect(page.getByTestId("cart-drawer-overlay")).toHaveCount(0);
  const heading = page.getByRole("heading", { level: 1, name: "Checkout" });
  await expect(chat).toBeVisible();
  expect(await overlap(chat, heading)).toBe(false);
  await expectShownInFull(
    page.getByTestId("summary-line").filter({ hasText: "Vardorvis" }).getByTestId("summary-line-sub-name"),
    LONG_OPTIONS,
  );

  await cart.open();
  const line = cart.items.filter({ hasText: "Vardorvis" });
  await expectShownInFull(line.getByTestId("cart-item-sub-name"), LONG_OPTIONS);
  // The drawer's buttons sit at the bottom of a phone: the chat button steps aside while it is open.
  await expect(chat).toBeHidden();
  await shot(page, "drawer-375", false);
  await page.setViewportSize(DESKTOP);
  await expectShownInFull(line.getByTestId("cart-item-sub-name"), LONG_OPTIONS);
  await shot(page, "drawer-1280", false);
  await page.setViewportSize(PHONE);
  await cart.continueShopping();
  await expect(page.getByTestId("cart-drawer-overlay")).toHaveCount(0);
  await expect(chat).toBeVisible();

  await checkout.field("email").fill(PROFILE.email);
  await checkout.terms.check();
  await expect(checkout.missingItems).toHaveText(["Enter your RuneScape name"]);
  await expect(checkout.submit).toBeEnabled();
  await checkout.submit.click();
  await expect(checkout.field("rsn")).toBeFocused();
  await expect(checkout.field("rsn")).toBeInViewport();
  await expect(page.getByTestId("checkout-rsn-error")).toHaveText("Enter your RuneScape name");
  await expect(checkout.missing).toHaveAttribute("data-attempted", "true");

  await checkout.submit.evaluate((button) => button.scrollIntoView({ block: "center" }));
  expect(await overlap(chat, checkout.submit)).toBe(false);
  expect(await overlap(chat, checkout.missing)).toBe(false);
  await shot(page, "pay-explained-375", false);

  // At the page's end the footer's last links and line scroll clear of the chat button.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.getByTestId("site-footer");
  await expect(footer.getByText(/©/)).toBeInViewport();
  for (const target of await footer.locator("a:visible, button:visible, p:visible").all()) {
    expect(await overlap(chat, target), await target.innerText()).toBe(false);
  }
});

test("on a wide screen Pay at the top says the terms are missing and brings the box below the fold into view", async ({
  checkoutWithCart: checkout,
  page,
}) => {
  await checkout.field("email").fill(PROFILE.email);
  await checkout.field("rsn").fill(PROFILE.rsn);
  await expect(checkout.missingItems).toHaveText(["Tick the terms to continue"]);
  await expect(checkout.submit).toBeInViewport();
  await expect(checkout.terms).not.toBeInViewport();

  await checkout.submit.click();
  await expect(checkout.terms).toBeFocused();
  await expect(checkout.terms).toBeInViewport();
  await expect(page.getByTestId("checkout-terms-error")).toHaveText("Tick the terms to continue");
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "pay-explained-1280", false);

  await checkout.terms.check();
  await expect(checkout.missing).toBeHidden();
  await expect(page.getByTestId("checkout-terms-error")).toHaveCount(0);
  await checkout.submit.click();
  await page.waitForURL((url) => url.pathname === "/test-payment");

  // The payment page's heading wraps around the order's reference, never inside it.
  const reference = page.getByRole("heading", { level: 1 }).getByText(/^RF-/);
  for (const [size, width] of [
    [PHONE, 375],
    [DESKTOP, 1280],
  ] as const) {
    await page.setViewportSize(size);
    expect(await reference.evaluate((span) => span.getClientRects().length)).toBe(1);
    await shot(page, `test-payment-${width}`, false);
  }
});

test("a restored cart's removed line is named in the checkout's flow, under the heading, at 375 and 1280 px", async ({
  page,
  cart,
}) => {
  await page.goto("/osrs-gold");
  const gone = {
    sku: "diary-atlantis",
    name: "Atlantis Diary",
    subName: "Medium",
    count: 1,
    pricePer: 1_000,
    totalPrice: 1_000,
    imageSrc: "/art/diaries.svg",
    config: { tier: "medium" },
  };
  await page.evaluate(
    (items) => {
      localStorage.setItem("shop:cart", JSON.stringify({ uuid: crypto.randomUUID(), cartItems: items }));
    },
    [buildGoldCartItem(750), gone],
  );
  await page.goto("/checkout");

  const notice = page.getByTestId("cart-removed-notice");
  await expect(notice).toContainText("Atlantis Diary (Medium) was removed from your cart");
  // Once, in the page: not also in the toast above it.
  await expect(page.getByRole("status").filter({ hasText: "removed from your cart" })).toHaveCount(1);
  await expect(cart.badge).toHaveText("1");
  await expect(page.getByTestId("checkout-form")).toBeVisible();
  const heading = page.getByRole("heading", { level: 1, name: "Checkout" });
  for (const [size, width] of [
    [PHONE, 375],
    [DESKTOP, 1280],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await overlap(notice, heading), `at ${width} px`).toBe(false);
    expect(await overlap(notice, page.getByTestId("checkout-form")), `at ${width} px`).toBe(false);
    await shot(page, `removed-notice-${width}`, false, "leftovers");
  }
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
});
