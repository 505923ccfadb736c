import type { Locator } from "@playwright/test";
import { DESKTOP, saveScreenshot } from "./support/browser";
import { expect, PROFILE, test } from "./support/fixtures";

/*
 * Issue 14 item 4: one cart, gold (never discounted) and a zerker fire cape ($35.00 less 10%), told
 * the same way everywhere: each line at what it is charged, the list price struck before a
 * discounted one, a Total of $174.00 and "You save $3.50" beside it; the list sum ($177.50) and a
 * subtracted discount appear nowhere. add_to_cart and purchase carry the charged amounts.
 */

type Entry = { event?: string; ecommerce?: { value?: number; items?: { price?: number }[] } };

const texts = (locator: Locator) => locator.evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()));

test.describe("one price story", () => {
  test.use({ viewport: DESKTOP });

  test("the product page, the drawer, the checkout, the test payment page and the confirmation show the same lines and total", async ({
    gold,
    product,
    cart,
    checkout,
    page,
  }) => {
    const addEvents = async () =>
      ((await product.dataLayer()) as Entry[]).filter((entry) => entry.event === "add_to_cart");
    await gold.open();
    await gold.addMillions(750);
    // Each page load starts a new data layer: the gold line's event is read on the gold page.
    await expect.poll(async () => (await addEvents()).map((entry) => entry.ecommerce?.value)).toEqual([142.5]);
    await product.goto("/fire-cape");
    await product.choice("account-type", "zerker").check();
    await expect(product.priceBeforeDiscount).toHaveText("$35.00");
    await expect(product.price).toHaveText("$31.50");
    await saveScreenshot(page, "price-story-product", { fullPage: false });
    await product.addToCartButton.click();
    await expect(cart.badge).toHaveText("2");

    // The cape's add_to_cart carries what it will be charged, not its $35.00 list price.
    const adds = await addEvents();
    expect(adds.map((entry) => entry.ecommerce?.value)).toEqual([31.5]);
    expect(adds.map((entry) => entry.ecommerce?.items?.[0]?.price)).toEqual([31.5]);

    // The drawer: the lines as charged, the cape's list price struck, the sum and the saving.
    await cart.open();
    expect(await texts(cart.items.getByTestId("cart-item-total"))).toEqual(["$142.50", "$31.50"]);
    expect(await texts(cart.items.getByTestId("cart-item-total-list"))).toEqual(["$35.00"]);
    await expect(cart.items.nth(1).locator("s")).toHaveText("$35.00");
    await expect(cart.subtotal).toHaveText("$174.00");
    await expect(cart.drawer.getByTestId("cart-discount")).toHaveText("$3.50");
    await expect(cart.drawer).not.toContainText("$177.50");
    await expect(cart.drawer).not.toContainText("−");
    await saveScreenshot(page, "price-story-drawer", { fullPage: false });

    // The checkout: the server's quote, told the same way.
    await cart.buyNow();
    await page.waitForURL((url) => url.pathname === "/checkout");
    await expect(page.getByTestId("checkout-form")).toHaveAttribute("data-quote", "quoted");
    const summary = page.getByTestId("order-summary");
    expect(await texts(summary.getByTestId("summary-line-price"))).toEqual(["$142.50", "$31.50"]);
    expect(await texts(summary.getByTestId("summary-line-price-list"))).toEqual(["$35.00"]);
    await expect(checkout.total).toHaveText("$174.00");
    await expect(summary.getByTestId("summary-discount")).toHaveText("$3.50");
    await expect(summary).not.toContainText("$177.50");
    await expect(summary.getByTestId("summary-price-updated")).toHaveCount(0);
    await saveScreenshot(page, "price-story-checkout", { fullPage: false });

    await checkout.fillProfile(PROFILE);
    await checkout.method("card").check();
    await checkout.terms.check();
    await expect(checkout.submit).toHaveText("Pay $174.00");
    await checkout.submit.click();

    // The test payment page.
    await page.waitForURL((url) => url.pathname === "/test-payment");
    const payment = page.getByTestId("test-payment-page");
    expect(await texts(payment.getByTestId("test-payment-line"))).toEqual(["$142.50", "$31.50"]);
    expect(await texts(payment.getByTestId("test-payment-line-list"))).toEqual(["$35.00"]);
    await expect(page.getByTestId("test-payment-amount")).toHaveText("$174.00");
    await expect(page.getByTestId("test-payment-saved")).toHaveText("$3.50");
    await expect(payment).not.toContainText("$177.50");
    await page.getByTestId("test-payment-pay").click();

    // The confirmation, and the purchase event's charged amounts.
    await expect(checkout.confirmation).toHaveAttribute("data-status", "paid");
    const confirmation = checkout.confirmation;
    expect(await texts(confirmation.getByTestId("summary-line-price"))).toEqual(["$142.50", "$31.50"]);
    expect(await texts(confirmation.getByTestId("summary-line-price-list"))).toEqual(["$35.00"]);
    await expect(confirmation.getByTestId("summary-total")).toHaveText("$174.00");
    await expect(confirmation.getByTestId("summary-discount")).toHaveText("$3.50");
    await expect.poll(() => checkout.purchaseEvents()).toHaveLength(1);
    const [purchase] = (await checkout.purchaseEvents()) as Entry[];
    expect(purchase?.ecommerce?.value).toBe(174);
    expect(purchase?.ecommerce?.items?.map((item) => item.price)).toEqual([142.5, 31.5]);
  });
});
