import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cart } from "./pages/cart";
import { CheckoutPage } from "./pages/checkout-page";
import { ContactModal } from "./pages/contact-modal";
import { GoldPage } from "./pages/gold-page";
import { ProductPage } from "./pages/product-page";
import { type BrowserSession, openBrowser } from "./support/browser";

let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser.close();
});

const PROFILE = {
  email: "  Zezima@Example.COM ",
  name: "Zezima of Lumbridge",
  phone: "+44 20 7946 0000",
  rsn: "Zezima",
};

/** Gold (750M, $142.50, no discount) and a zerker fire cape ($35 less 10%): $174.00 in all. */
async function cartWithGoldAndCape(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto("/");
  await page.evaluate(() => localStorage.clear());
  const gold = new GoldPage(page);
  await gold.open();
  await gold.addMillions(750);
  const cape = new ProductPage(page);
  await cape.goto("/fire-cape");
  await cape.choice("account-type", "zerker").check();
  await cape.addToCartButton.click();
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === "2");
  return page;
}

async function toCheckout(page: Page): Promise<CheckoutPage> {
  const cart = new Cart(page);
  await cart.open();
  await cart.buyNow();
  await page.waitForURL((url) => url.pathname === "/checkout");
  const checkout = new CheckoutPage(page);
  await checkout.page.getByTestId("checkout-form").waitFor();
  return checkout;
}

describe("checkout with the demo provider", () => {
  it("goes from the cart to /test-payment and back to a confirmation, with exactly one purchase event", async () => {
    const page = await cartWithGoldAndCape();
    const checkout = await toCheckout(page);
    expect(await checkout.total.innerText()).toBe("$174.00");
    expect(await checkout.submit.isDisabled()).toBe(true);
    await checkout.fillProfile(PROFILE);
    await checkout.method("card").check();
    await checkout.terms.check();
    expect(await checkout.submit.innerText()).toBe("Pay $174.00");
    await checkout.submit.click();

    await page.waitForURL((url) => url.pathname === "/test-payment");
    expect(await page.getByTestId("test-payment-amount").innerText()).toBe("$174.00");
    await page.getByTestId("test-payment-pay").click();

    await page.waitForURL(
      (url) => url.pathname === "/checkout" && url.searchParams.get("stripe_id")?.startsWith("demo_cs_") === true,
    );
    await checkout.confirmation.waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="order-confirmation"]')?.getAttribute("data-status") === "paid",
    );
    const reference = await page.getByTestId("order-reference").innerText();
    expect(reference).toMatch(/^RF-[A-Z2-9]{8}$/);
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
        (entry) => entry.event === "purchase",
      ),
    );
    const purchases = await checkout.purchaseEvents();
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      ecommerce: { transaction_id: reference, currency: "USD", value: 174 },
      user_data: {
        email: "zezima@example.com",
        email_address: "zezima@example.com",
        phone_number: "+44 20 7946 0000",
        first_name: "Zezima",
        last_name: "of Lumbridge",
      },
    });
    expect(typeof purchases[0]?.event_id).toBe("string");
    await new Cart(page).badge.waitFor({ state: "detached" });

    await page.reload();
    await checkout.confirmation.waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="order-confirmation"]')?.getAttribute("data-status") === "paid",
    );
    await page.waitForTimeout(500);
    expect(await checkout.purchaseEvents()).toHaveLength(0);
    expect(await page.getByTestId("order-reference").innerText()).toBe(reference);
    await page.close();
  });

  it("keeps the cart when the payment is cancelled", async () => {
    const page = await cartWithGoldAndCape();
    const checkout = await toCheckout(page);
    await checkout.fillProfile(PROFILE);
    await checkout.terms.check();
    await checkout.submit.click();
    await page.waitForURL((url) => url.pathname === "/test-payment");
    await page.getByTestId("test-payment-cancel").click();
    await page.waitForURL((url) => url.pathname === "/checkout" && url.searchParams.get("cancelled") === "1");
    await page.getByTestId("payment-cancelled").waitFor();
    expect(await page.getByTestId("summary-line").count()).toBe(2);
    expect(await new Cart(page).count()).toBe(2);
    await page.close();
  });

  it("shows the server's total before paying when the browser's prices were tampered with", async () => {
    const page = await cartWithGoldAndCape();
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem("shop:cart") ?? "{}");
      for (const item of cart.cartItems) {
        item.pricePer = 1;
        item.totalPrice = 1;
      }
      localStorage.setItem("shop:cart", JSON.stringify(cart));
    });
    await page.goto("/checkout");
    const checkout = new CheckoutPage(page);
    await checkout.page.getByTestId("checkout-form").waitFor();
    await checkout.fillProfile(PROFILE);
    await checkout.terms.check();
    expect(await checkout.submit.innerText()).not.toBe("Pay $174.00");
    await checkout.submit.click();
    await page.getByTestId("checkout-price-changed").waitFor();
    expect(await checkout.total.innerText()).toBe("$174.00");
    expect(await checkout.submit.innerText()).toBe("Pay $174.00");
    await checkout.submit.click();
    await page.waitForURL((url) => url.pathname === "/test-payment");
    expect(await page.getByTestId("test-payment-amount").innerText()).toBe("$174.00");
    await page.close();
  });
});

describe("manual methods", () => {
  it("with no chat widget, shows the checkout fallback message and tells the shop about the order", async () => {
    const page = await cartWithGoldAndCape();
    const checkout = await toCheckout(page);
    await checkout.fillProfile(PROFILE);
    await checkout.method("zelle").check();
    await checkout.terms.check();
    expect(await checkout.submit.innerText()).toBe("Place order for $174.00");
    const notified = page.waitForResponse((response) => response.url().endsWith("/api/brevo/fallback"));
    await checkout.submit.click();

    const contact = new ContactModal(page);
    await contact.dialog.waitFor();
    expect(await contact.dialog.getAttribute("data-mode")).toBe("checkout-fallback");
    expect(await contact.fallbackMessage.innerText()).toBe(
      "Uh oh! Looks like your browser/ad blocker is blocking our livechat! We have received a notification of your checkout, and we'll reach out to the email you provided as soon as possible!",
    );
    expect(await contact.dialog.getByTestId("contact-form").count()).toBe(0);
    const response = await notified;
    expect(response.status()).toBe(202);
    const sent = JSON.parse(response.request().postData() ?? "{}");
    expect(sent.email).toBe("zezima@example.com");
    expect(sent.message).toMatch(/^Manual order RF-[A-Z2-9]{8}: \$174\.00 by Zelle, RSN Zezima\.$/);
    await page.keyboard.press("Escape");
    await page.getByTestId("manual-order").waitFor();
    await page.close();
  });
});
