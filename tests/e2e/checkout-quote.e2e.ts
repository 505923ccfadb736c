import type { Page } from "@playwright/test";
import { expect, PROFILE, test } from "./support/fixtures";

/*
 * Issue 14 item 5: /checkout asks the server to price the cart before anything is typed, shows its
 * lines and total (a line whose price moved says so), puts the server's total on the Pay button,
 * and tells the visitor when placing the order finds yet another total.
 */

type StoredLine = { sku: string; name: string; pricePer: number; totalPrice: number; [key: string]: unknown };

/** Rewrites the cart in local storage as an old tab or a stale browser would hold it. */
async function editStoredCart(page: Page, edit: (lines: StoredLine[]) => StoredLine[]): Promise<void> {
  const raw = await page.evaluate(() => localStorage.getItem("shop:cart") ?? "{}");
  const cart = JSON.parse(raw) as { cartItems: StoredLine[] };
  cart.cartItems = edit(cart.cartItems);
  await page.evaluate((value) => localStorage.setItem("shop:cart", value), JSON.stringify(cart));
}

const capeLine = (page: Page) => page.getByTestId("summary-line").filter({ hasText: "Fire Cape" });

test.describe("the checkout quotes first", () => {
  test("a stale price in the browser is shown at the server's price with a note, and the button carries the server's total", async ({
    cartWithGold: _cart,
    checkout,
    page,
  }) => {
    await editStoredCart(page, (lines) =>
      lines.map((line) => (line.sku === "fire-cape" ? { ...line, pricePer: 3_000, totalPrice: 3_000 } : line)),
    );
    await page.goto("/checkout");
    // Before anything is filled in, the server's figures are on screen.
    await expect(capeLine(page).getByTestId("summary-line-price")).toHaveText("$31.50");
    await expect(capeLine(page).getByTestId("summary-price-updated")).toHaveText("Price updated: was $27.00");
    await expect(page.getByTestId("summary-price-updated")).toHaveCount(1);
    await expect(checkout.total).toHaveText("$174.00");
    await expect(checkout.submit).toHaveText("Pay $174.00");
    await expect(checkout.missing).toContainText("Enter your email for the receipt");
    // The cart now holds the server's price.
    await expect
      .poll(async () => {
        const raw = await page.evaluate(() => localStorage.getItem("shop:cart") ?? "{}");
        return (JSON.parse(raw) as { cartItems: StoredLine[] }).cartItems.find((line) => line.sku === "fire-cape")
          ?.totalPrice;
      })
      .toBe(3_500);

    await checkout.fillProfile(PROFILE);
    await checkout.method("card").check();
    await checkout.terms.check();
    await expect(checkout.submit).toHaveText("Pay $174.00");
    await checkout.submit.click();
    await page.waitForURL((url) => url.pathname === "/test-payment");
    await expect(page.getByTestId("test-payment-amount")).toHaveText("$174.00");
  });

  test("a checkout with a cart reads its answers with zod/mini: the full zod API is never loaded", async ({
    cartWithGold: _cart,
    checkout,
    page,
  }) => {
    // A fresh load of the page, as a returning buyer's: the quote and the stored cart's review.
    const reviewed = page.waitForResponse((response) => response.url().endsWith("/api/cart/review"));
    await page.goto("/checkout");
    await expect(checkout.total).toHaveText("$174.00");
    await reviewed;
    // Both answers are parsed (the review's after its response) before the page is idle again.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
    const zod = await page.evaluate(() => {
      const global = globalThis as { __zod_globalConfig?: { jitless?: boolean; localeError?: unknown } };
      return {
        // zod's core ran (so the check below means something) and was told not to use eval.
        core: "__zod_globalRegistry" in globalThis,
        jitless: global.__zod_globalConfig?.jitless,
        // The full API sets its English messages when it builds its first schema; zod/mini never does.
        fullApi: global.__zod_globalConfig?.localeError !== undefined,
      };
    });
    expect(zod).toEqual({ core: true, jitless: true, fullApi: false });
  });

  test("shows a loading state while the server prices the cart, and a Notice with a retry when it cannot", async ({
    cartWithGold: _cart,
    checkout,
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/checkout/quote", async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "internal:checkout", message: "Something went wrong on our side." }),
      });
    });
    await page.goto("/checkout");
    await expect(page.getByTestId("checkout-quote-loading")).toBeVisible();
    await expect(checkout.submit).toBeDisabled();
    await expect(checkout.payBlocked).toHaveText("Pay opens once our server has checked your prices.");
    await expect(checkout.submit).toHaveText("Pay");
    release();
    await expect(page.getByTestId("checkout-quote-error")).toContainText("Something went wrong on our side.");
    await expect(checkout.submit).toBeDisabled();

    await page.unroute("**/api/checkout/quote");
    await page.getByTestId("checkout-quote-retry").click();
    await expect(checkout.total).toHaveText("$174.00");
    await expect(page.getByTestId("checkout-quote-error")).toHaveCount(0);
  });

  test("a line the server refuses says why and can be removed; the order is then possible", async ({
    cartWithGold: _cart,
    checkout,
    page,
  }) => {
    // The browser drops lines its own catalogue does not know when the cart loads, so a refused
    // line is one the server stopped selling after this page was built: the quote says so.
    await page.route("**/api/checkout/quote", async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const index = body.results.findIndex(
        (result: { status: string; line?: { sku: string } }) => result.line?.sku === "fire-cape",
      );
      if (index !== -1) {
        body.results[index] = { status: "refused", sku: "fire-cape", reason: "This product is no longer sold." };
        body.totals = { subtotalCents: 14_250, discountCents: 0, totalCents: 14_250 };
      }
      await route.fulfill({ response, json: body });
    });
    await page.goto("/checkout");
    const refused = capeLine(page);
    await expect(refused.getByTestId("summary-line-refused")).toContainText("This product is no longer sold.");
    await expect(checkout.total).toHaveText("$142.50");
    await checkout.fillProfile(PROFILE);
    await checkout.terms.check();
    await expect(checkout.submit).toBeDisabled();
    await expect(checkout.payBlocked).toHaveText("Remove the line we no longer sell to pay for the rest.");
    await refused.getByRole("button", { name: "Remove Fire Cape from your cart" }).click();
    await expect(page.getByTestId("summary-line")).toHaveCount(1);
    await expect(checkout.total).toHaveText("$142.50");
    await expect(checkout.submit).toBeEnabled();
    await expect(checkout.submit).toHaveText("Pay $142.50");
  });

  test("when placing the order finds another total than the quote, the visitor sees it before paying", async ({
    filledCheckout: checkout,
    page,
  }) => {
    // The quote the page got said $1.00 less for the cape: as if the price rose between the two.
    await page.route("**/api/checkout/quote", async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const cape = body.results[1].line;
      cape.payableCents -= 100;
      cape.discountCents += 100;
      body.totals.totalCents -= 100;
      body.totals.discountCents += 100;
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await checkout.terms.check();
    await expect(checkout.total).toHaveText("$173.00");
    await expect(checkout.submit).toHaveText("Pay $173.00");
    await checkout.submit.click();
    await expect(page.getByTestId("checkout-price-changed")).toBeVisible();
    await expect(checkout.total).toHaveText("$174.00");
    await expect(capeLine(page).getByTestId("summary-price-updated")).toHaveText("Price updated: was $30.50");
    await expect(checkout.submit).toHaveText("Pay $174.00");
    await checkout.submit.click();
    await page.waitForURL((url) => url.pathname === "/test-payment");
    await expect(page.getByTestId("test-payment-amount")).toHaveText("$174.00");
  });
});
