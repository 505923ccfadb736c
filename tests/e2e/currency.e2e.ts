import type { Locator, Page } from "@playwright/test";
import { formatUsdCentsIn, formatUsdRateIn } from "@/domain/money/currency-format";
import { parseUsdToCents } from "@/domain/money/money";
import { type Currency, DEFAULT_CURRENCY_RATES } from "@/domain/settings/shop-settings";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { expect, fillCartWithGold, PROFILE, test } from "./support/fixtures";
import { expectNoLayoutShift, watchLayoutShifts } from "./support/layout-shift";

/*
 * Issue 15 item 5: prices in the visitor's currency. The test server runs with the default
 * settings, so every expected figure is the production conversion at DEFAULT_CURRENCY_RATES of the
 * USD figure the page shows in USD. Carts, charges and the Pay button stay in USD.
 */

const inEur = (usdCents: number) => formatUsdCentsIn(usdCents, "EUR", DEFAULT_CURRENCY_RATES);
const inCurrency = (usdCents: number, currency: Currency) =>
  formatUsdCentsIn(usdCents, currency, DEFAULT_CURRENCY_RATES);
const texts = (locator: Locator) => locator.evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ""));

function usdCents(text: string): number {
  const cents = parseUsdToCents(text.replaceAll(",", ""));
  if (cents === null) throw new Error(`Not a USD amount: ${text}`);
  return cents;
}

/** React's hydration complaints, in development words and as production's minified errors 418, 423 and 425. */
function recordHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const hydration = /hydrat|did not match|#418|#423|#425/i;
  page.on("console", (message) => {
    if (message.type() === "error" && hydration.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (hydration.test(error.message)) errors.push(error.message);
  });
  return errors;
}

test.describe("prices in the visitor's currency", () => {
  test.use({ viewport: DESKTOP });

  test("EUR picked in the header: listings, product pages, the cart, the gold page and the checkout say euros, charged in USD; kept across reloads and tabs; USD again", async ({
    page,
    home,
    shop,
    product,
    gold,
    cart,
    checkout,
    context,
  }) => {
    const hydrationErrors = recordHydrationErrors(page);
    await watchLayoutShifts(page);

    // What the pages say in USD, to convert.
    await shop.goto("/osrs-pvm");
    const listingUsd = await texts(page.getByTestId("from-price"));
    expect(listingUsd.length).toBeGreaterThan(3);
    await product.goto("/fire-cape");
    const defaultCapeUsd = usdCents(await product.price.innerText());

    await home.goto("/");
    await expect(home.currencyPicker).toHaveValue("USD");
    await home.chooseCurrency("EUR");

    // A prerendered listing loads in euros: no shift, no hydration complaint.
    await shop.goto("/osrs-pvm");
    await expect(shop.currencyPicker).toHaveValue("EUR");
    expect(await texts(page.getByTestId("from-price"))).toEqual(listingUsd.map((text) => inEur(usdCents(text))));
    await expectNoLayoutShift(page);

    // A product page and its configurator, before and after an option changes.
    await product.goto("/fire-cape");
    await expect(product.price).toHaveText(inEur(defaultCapeUsd));
    await expectNoLayoutShift(page);
    await product.choice("account-type", "zerker").check();
    await expect(product.priceBeforeDiscount).toHaveText(inEur(3_500));
    await expect(product.price).toHaveText(inEur(3_150));
    await expect(product.configurator).not.toContainText("$");
    await saveScreenshot(page, "currency-eur-product-1280", { fullPage: false });
    expect(hydrationErrors).toEqual([]);

    // The cart drawer and the gold page (its own picker says EUR too).
    await product.addToCartButton.click();
    await expect(cart.badge).toHaveText("1");
    await gold.open();
    await expect(gold.formCurrencyPicker).toHaveValue("EUR");
    await expect(gold.rate).toContainText(`${formatUsdRateIn(19_000, "EUR", DEFAULT_CURRENCY_RATES)} per million`);
    await gold.millionsInput.fill("750");
    await expect(gold.price).toHaveText(inEur(14_250));
    await gold.addToCartButton.click();
    await expect(cart.badge).toHaveText("2");
    await cart.open();
    expect(await texts(cart.items.getByTestId("cart-item-total"))).toEqual([inEur(3_150), inEur(14_250)]);
    await expect(cart.subtotal).toHaveText(inEur(17_400));

    // The checkout: the lines and total in euros, the USD charge beside them; the button charges USD.
    await cart.buyNow();
    await page.waitForURL((url) => url.pathname === "/checkout");
    await expect(page.getByTestId("checkout-form")).toHaveAttribute("data-quote", "quoted");
    const summary = page.getByTestId("order-summary");
    expect(await texts(summary.getByTestId("summary-line-price"))).toEqual([inEur(3_150), inEur(14_250)]);
    await expect(checkout.total).toHaveText(`≈ about ${inEur(17_400)}`);
    await expect(checkout.chargedInUsd).toHaveText("$174.00");
    await expect(summary).toContainText("Charged in USD");
    await checkout.fillProfile(PROFILE);
    await checkout.terms.check();
    await expect(checkout.submit).toHaveText("Pay $174.00");
    await saveScreenshot(page, "currency-eur-checkout-1280", { fullPage: false });

    // A reload and another tab keep the choice; a change in one tab reaches the other.
    await page.reload();
    await expect(checkout.chargedInUsd).toHaveText("$174.00");
    await expect(checkout.total).toHaveText(`≈ about ${inEur(17_400)}`);
    const other = await context.newPage();
    await other.goto("/osrs-gold");
    await expect(other.getByTestId("currency-picker-gold")).toHaveValue("EUR");
    await expect(other.getByTestId("gold-price")).toHaveText(inEur(9_500));
    await other.getByTestId("currency-picker-gold").selectOption("GBP");
    await expect(other.getByTestId("gold-price")).toHaveText(inCurrency(9_500, "GBP"));
    await expect(checkout.total).toHaveText(`≈ about ${inCurrency(17_400, "GBP")}`);
    await expect(checkout.currencyPicker).toHaveValue("GBP");

    // Back to USD: dollars everywhere, and no charge row (the total is the charge).
    await checkout.currencyPicker.selectOption("USD");
    await expect(checkout.total).toHaveText("$174.00");
    await expect(checkout.chargedInUsd).toHaveCount(0);
    await expect(other.getByTestId("gold-price")).toHaveText("$95.00");
    await other.close();
    await product.goto("/fire-cape");
    await expect(product.price).toHaveText(`$${(defaultCapeUsd / 100).toFixed(2)}`);
    await shop.goto("/osrs-pvm");
    expect(await texts(page.getByTestId("from-price"))).toEqual(listingUsd);
    expect(hydrationErrors).toEqual([]);
  });

  test("before any script of the app runs, a prerendered page already says the chosen currency (the boot script)", async ({
    page,
  }) => {
    // Without the app's chunks React never hydrates: what shows is the HTML as the boot script left it.
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    await page.goto("/osrs-pvm");
    const listingUsd = await texts(page.getByTestId("from-price"));
    expect(listingUsd.length).toBeGreaterThan(3);
    expect(listingUsd.every((text) => text.startsWith("$"))).toBe(true);
    await page.evaluate(() => localStorage.setItem("shop:currency", "EUR"));
    await page.reload();
    expect(await texts(page.getByTestId("from-price"))).toEqual(listingUsd.map((text) => inEur(usdCents(text))));
    await expect(page.locator("html")).toHaveAttribute("data-currency", "EUR");
    // An unknown stored value leaves the page in USD.
    await page.evaluate(() => localStorage.setItem("shop:currency", "XYZ"));
    await page.reload();
    expect(await texts(page.getByTestId("from-price"))).toEqual(listingUsd);
  });

  test("on a phone the picker is in the mobile menu and works from the keyboard", async ({
    page,
    shop,
    product,
    gold,
    cart,
  }) => {
    await page.setViewportSize(PHONE);
    const hydrationErrors = recordHydrationErrors(page);
    await shop.goto("/fire-cape");
    await expect(shop.currencyPicker).toBeHidden();
    await shop.openMobileMenu();
    const picker = shop.menuCurrencyPicker;
    await expect(picker).toHaveValue("USD");
    // From the menu's first link, Tab reaches the picker; the arrow key picks the next currency.
    await shop.mobileMenuLink("Home").focus();
    for (let step = 0; step < 6 && !(await picker.evaluate((element) => element === document.activeElement)); step++) {
      await page.keyboard.press("Tab");
    }
    await expect(picker).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(picker).toHaveValue("EUR");
    await saveScreenshot(page, "currency-menu-375", { fullPage: false });
    await page.keyboard.press("Escape");
    await expect(shop.mobileMenu).toBeHidden();
    await expect(product.price).toHaveText(/^€/);

    await fillCartWithGold({ gold, product, cart });
    await expect(product.price).toHaveText(inEur(3_150));
    await saveScreenshot(page, "currency-eur-product-375", { fullPage: false });
    await cart.open();
    await cart.buyNow();
    await page.waitForURL((url) => url.pathname === "/checkout");
    await expect(page.getByTestId("order-summary").getByTestId("summary-charged-usd")).toHaveText("$174.00");
    await saveScreenshot(page, "currency-eur-checkout-375");
    expect(hydrationErrors).toEqual([]);
  });
});
