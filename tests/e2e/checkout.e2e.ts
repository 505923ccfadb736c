import { Cart } from "./pages/cart";
import { ContactModal } from "./pages/contact-modal";
import { baseUrl, DESKTOP, PHONE } from "./support/browser";
import { expect, leavePage, PROFILE, test } from "./support/fixtures";
import { expectNoLayoutShift, watchLayoutShifts } from "./support/layout-shift";
import { onSlowPhone } from "./support/slow-phone";
import { splitDocumentFront } from "./support/split-document";

test.describe("checkout with the demo provider", () => {
  test("goes from the cart to /test-payment and back to a confirmation, with exactly one purchase event", async ({
    checkoutWithCart: checkout,
    page,
  }) => {
    await expect(checkout.total).toHaveText("$174.00");
    // Pay is never a silent dim button: it stays pressable and says what is missing beside it.
    await expect(checkout.submit).toBeEnabled();
    await expect(checkout.missing).toContainText("Tick the terms to continue");
    await checkout.fillProfile(PROFILE);
    await checkout.method("card").check();
    await checkout.terms.check();
    await expect(checkout.submit).toHaveText("Pay $174.00");
    await checkout.submit.click();

    await page.waitForURL((url) => url.pathname === "/test-payment");
    await expect(page.getByTestId("test-payment-amount")).toHaveText("$174.00");
    await page.getByTestId("test-payment-pay").click();

    await page.waitForURL(
      (url) => url.pathname === "/checkout" && url.searchParams.get("stripe_id")?.startsWith("demo_cs_") === true,
    );
    await expect(checkout.confirmation).toHaveAttribute("data-status", "paid");
    const reference = page.getByTestId("order-reference");
    await expect(reference).toHaveText(/^RF-[A-Z2-9]{8}$/);
    const referenceText = await reference.innerText();
    await expect.poll(() => checkout.purchaseEvents()).toHaveLength(1);
    const purchases = await checkout.purchaseEvents();
    expect(purchases[0]).toMatchObject({
      ecommerce: { transaction_id: referenceText, currency: "USD", value: 174 },
      user_data: {
        email: "zezima@example.com",
        email_address: "zezima@example.com",
        phone_number: "+44 20 7946 0000",
        first_name: "Zezima",
        last_name: "of Lumbridge",
      },
    });
    expect(typeof purchases[0]?.event_id).toBe("string");
    await expect(new Cart(page).badge).toHaveCount(0);

    await page.reload();
    // The page pushes the event in the same step that shows the paid status: once "paid" is on
    // screen, a second event would already be in the data layer.
    await expect(checkout.confirmation).toHaveAttribute("data-status", "paid");
    expect(await checkout.purchaseEvents()).toHaveLength(0);
    await expect(reference).toHaveText(referenceText);
  });

  test("keeps the cart and the buyer's details when the payment is cancelled", async ({
    filledCheckout: checkout,
    page,
    cart,
  }) => {
    await checkout.submit.click();
    await page.waitForURL((url) => url.pathname === "/test-payment");
    await page.getByTestId("test-payment-cancel").click();
    await page.waitForURL((url) => url.pathname === "/checkout" && url.searchParams.get("cancelled") === "1");
    await expect(page.getByTestId("payment-cancelled")).toBeVisible();
    await expect(page.getByTestId("summary-line")).toHaveCount(2);
    await expect(cart.badge).toHaveText("2");
    // A new page load: the details come back (trimmed) from this browser's storage.
    await expect(checkout.field("email")).toHaveValue(PROFILE.email.trim());
    await expect(checkout.field("rsn")).toHaveValue(PROFILE.rsn.trim());
  });

  test("shows the server's total before anything is filled in when the browser's prices were tampered with", async ({
    cartWithGold: _filled,
    checkout,
    page,
  }) => {
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem("shop:cart") ?? "{}");
      for (const item of cart.cartItems) {
        item.pricePer = 1;
        item.totalPrice = 1;
      }
      localStorage.setItem("shop:cart", JSON.stringify(cart));
    });
    await page.goto("/checkout");
    // Issue 14 item 5: the server's quote comes first, so the tampered prices are never the ones shown.
    await expect(checkout.total).toHaveText("$174.00");
    await expect(page.getByTestId("summary-price-updated")).toHaveCount(2);
    await checkout.fillProfile(PROFILE);
    await checkout.terms.check();
    await expect(checkout.submit).toHaveText("Pay $174.00");
    await checkout.submit.click();
    await page.waitForURL((url) => url.pathname === "/test-payment");
    await expect(page.getByTestId("test-payment-amount")).toHaveText("$174.00");
  });
});

test.describe("manual methods", () => {
  test("with no chat widget, shows the checkout fallback message; the order is not sent again as an inbox message", async ({
    filledCheckout: checkout,
    page,
  }) => {
    await checkout.method("zelle").check();
    await expect(checkout.submit).toHaveText("Place order for $174.00");
    // The shop heard of the order with it (its email and Discord post, queued by the server once).
    const messages: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/brevo/fallback")) messages.push(request.url());
    });
    await checkout.submit.click();

    const contact = new ContactModal(page);
    await expect(contact.dialog).toHaveAttribute("data-mode", "checkout-fallback");
    await expect(contact.fallbackMessage).toHaveText(
      "Uh oh! Looks like your browser/ad blocker is blocking our livechat! We have received a notification of your checkout, and we'll reach out to the email you provided as soon as possible!",
    );
    await expect(contact.dialog.getByTestId("contact-form")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("manual-order")).toBeVisible();
    expect(messages).toEqual([]);
  });
});

test.describe("the checkout loading on a slow phone", () => {
  test("moves nothing the visitor sees when the form replaces its placeholder", async ({ product, checkout, page }) => {
    await page.setViewportSize(PHONE);
    await product.goto("/fire-cape");
    const saved = page.waitForResponse((response) => response.url().endsWith("/api/cart/saveCartData"));
    await product.addToCartButton.click();
    await saved;
    // The page paints its placeholder well before hydration renders the form, which is when the
    // footer used to jump from mid-screen.
    await onSlowPhone(page, async () => {
      await watchLayoutShifts(page);
      await checkout.goto("/checkout");
      await expect(page.getByTestId("checkout-form")).toHaveAttribute("data-quote", "quoted");
      await expect(checkout.total).toBeVisible();
      await expectNoLayoutShift(page);
    });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`moves nothing with an empty cart, ${viewport.width} px wide`, async ({ page }) => {
      // The short page shows its footer on the first screen. The HTML arrives in two parts, the
      // second from the footer's links on, as on a slow link: the browser draws the page with half
      // a footer first (the footer used to sit at the bottom of the screen, then jump up).
      const front = await splitDocumentFront(baseUrl(), {
        path: "/checkout",
        cutBefore: '<nav aria-label="Footer"',
        pauseMs: 1500,
      });
      try {
        await page.setViewportSize(viewport);
        await onSlowPhone(page, async () => {
          await watchLayoutShifts(page);
          await page.goto(`${front.url}/checkout`);
          await expect(page.getByTestId("checkout-empty")).toBeVisible();
          await expect(page.getByTestId("site-footer").getByRole("navigation", { name: "Footer" })).toBeVisible();
          await expectNoLayoutShift(page);
        });
      } finally {
        // Off the front before it stops: a page left on a stopped server can navigate on its own.
        await leavePage(page);
        await front.close();
      }
    });
  }
});
