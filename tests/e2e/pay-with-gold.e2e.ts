import type { Page } from "@playwright/test";
import { AdminOrderPage, AdminOrdersPage } from "./pages/admin-orders";
import { ContactModal } from "./pages/contact-modal";
import { OrderTrackingPage } from "./pages/order-tracking";
import { operatorSession } from "./support/admin";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { E2E_ENV } from "./support/e2e-env";
import { expect, PROFILE, test, withOwnServer } from "./support/fixtures";

/*
 * A service paid with OSRS gold against the production build: the product page's "or about N M
 * gold", the checkout asking the same N with the method chosen, the order's page with the amount and
 * the trade details, the operator confirming the gold received (less than asked refused), the order paid.
 */

// One server with its own database, so the operator made here signs in to it; its tests share it.
test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);
const signedIn = operatorSession(
  () => server().databaseFile,
  "paygold@example.com",
  "a long enough passphrase for gold payments",
);

/** The screenshots at 1280 and 375 px, full page from the top (the header where a visitor sees it). */
async function shoot(page: Page, name: string) {
  for (const [size, width] of [
    [DESKTOP, 1280],
    [PHONE, 375],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, `paygold-${name}-${width}`);
  }
  await page.setViewportSize(DESKTOP);
}

test("a service paid with gold: the page's figure asked at checkout, traded, confirmed by the operator, paid", async ({
  page,
  context,
  product,
  cart,
  checkout,
}) => {
  await product.goto("/fire-cape");
  await product.choice("account-type", "zerker").check();
  const shown = /([\d,.]+M) gold/.exec((await product.goldEquivalent.textContent()) ?? "")?.[1];
  expect(shown).toMatch(/^[\d,]+(\.\d)?M$/);
  const millions = shown ?? "";
  await product.addToCartButton.click();
  await expect(cart.badge).toHaveText("1");
  await cart.open();
  await cart.buyNow();
  await page.waitForURL((url) => url.pathname === "/checkout");
  await expect(page.getByTestId("cart-drawer-overlay")).toHaveCount(0);
  await checkout.fillProfile(PROFILE);
  await checkout.terms.check();
  await checkout.method("gold").check();
  await expect(checkout.goldAmount).toHaveText(millions);
  await expect(checkout.submit).toHaveText(`Place order for ${millions} gold`);
  // The cart's "added" toast has gone by the time a visitor reaches the method.
  await expect(page.getByText("was added to your cart")).toHaveCount(0);
  await shoot(page, "checkout");

  const answered = page.waitForResponse((response) => response.url().endsWith("/api/checkout/order"));
  await checkout.submit.click();
  const placed = (await (await answered).json()) as { reference: string; orderPath: string };
  await expect(new ContactModal(page).dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("manual-order-gold")).toHaveText(millions);
  await expect(page.getByTestId("manual-order-steps").getByRole("listitem").first()).toHaveText(
    `Pay ${millions} of OSRS gold by trading it to our trader in game, and quote ${placed.reference}.`,
  );

  const tracking = new OrderTrackingPage(page);
  await page.goto(placed.orderPath);
  await expect(tracking.goldAmount).toHaveText(millions);
  await expect(page.getByTestId("order-trade-pending")).toBeVisible();

  // The operator gives the meeting, and the buyer's page shows it.
  await signedIn(page, context);
  await new AdminOrdersPage(page).open();
  await new AdminOrdersPage(page).openOrder(placed.reference);
  const order = new AdminOrderPage(page);
  await order.action("Trade details").click();
  await order.dialog.getByLabel("World").fill("420");
  await order.dialog.getByLabel("Meeting place").fill("Grand Exchange");
  await order.dialog.getByLabel("Our trader's in-game name").fill("RF Trader");
  await order.dialog.getByRole("button", { name: "Save trade details" }).click();
  await expect(order.dialog).toBeHidden();
  await expect(order.work("Trade")).toHaveText("World 420, Grand Exchange, with our trader RF Trader");

  await page.goto(placed.orderPath);
  await expect(tracking.trade).toContainText("Grand Exchange");
  await expect(tracking.goldPayment).toContainText(`Trade the whole ${millions}`);
  await shoot(page, "order-page");

  // Less than asked is refused beside the figure; the amount asked pays the order.
  await new AdminOrdersPage(page).open();
  await new AdminOrdersPage(page).openOrder(placed.reference);
  await order.action("Confirm gold received").click();
  const received = order.dialog.getByLabel("Millions received");
  await expect(received).toHaveValue(millions.replace(/[M,]/g, ""));
  await order.dialog.getByLabel("In-game account that received it").fill("Shop Mule");
  await received.fill("1");
  await order.dialog.getByRole("button", { name: "Confirm gold" }).click();
  await expect(order.fieldError("gold-payment")).toContainText(`less than the ${millions} asked`);
  await received.fill(millions.replace(/[M,]/g, ""));
  await order.dialog.getByRole("button", { name: "Confirm gold" }).click();
  await expect(order.dialog).toBeHidden();
  await expect(order.status).toContainText(/paid/i);
  await expect(order.action("Confirm gold received")).toHaveCount(0);

  await page.goto(placed.orderPath);
  await expect(tracking.payment).toHaveText("Paid");
  await expect(tracking.goldPayment).toHaveCount(0);
});
