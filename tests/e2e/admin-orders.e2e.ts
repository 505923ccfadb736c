import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { AdminGoldPage } from "./pages/admin-gold";
import { AdminOrderPage, AdminOrdersPage } from "./pages/admin-orders";
import type { CheckoutPage } from "./pages/checkout-page";
import { ContactModal } from "./pages/contact-modal";
import { OrderTrackingPage } from "./pages/order-tracking";
import { operatorSession } from "./support/admin";
import { axeViolations } from "./support/axe";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { placeDemoOrder, placeFireCapeOrder } from "./support/demo-order";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * Issue 16, item 3 in a browser against the production build: orders placed at the real checkout
 * (the demo provider, a Zelle order) found in the back office's list, opened, and acted on through
 * each action's confirmation, the new state and the timeline read back from the page. One server
 * and one operator for the file; the session is signed in once and handed to each test.
 */

// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written.
test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);
const OPERATOR = "orders@example.com";
const signedIn = operatorSession(() => server().databaseFile, OPERATOR, "a long enough passphrase");

test.use({ viewport: DESKTOP });

/** Places the filled checkout for a manual method and answers the order's reference (the page stays). */
async function placeManualOrder(page: Page, checkout: CheckoutPage): Promise<string> {
  await checkout.method("zelle").check();
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/checkout/order"));
  await checkout.submit.click();
  const { reference } = (await (await answered).json()) as { reference: string };
  return reference;
}

/** A demo order, placed through the shop's API and paid on /test-payment; answers its reference. */
async function paidDemoOrder(page: Page): Promise<string> {
  const { paymentPath } = await placeDemoOrder(server().baseUrl);
  await page.goto(paymentPath);
  await page.getByTestId("test-payment-pay").click();
  await expect(page.getByTestId("order-confirmation")).toHaveAttribute("data-status", "paid");
  return (await page.getByTestId("order-reference").textContent()) ?? "";
}

test("a demo order is found by its reference, set in progress then delivered, and noted, with the operator in the timeline", async ({
  filledCheckout: checkout,
  page,
  context,
}) => {
  await checkout.method("card").check();
  await checkout.submit.click();
  await page.waitForURL((url) => url.pathname === "/test-payment");
  await page.getByTestId("test-payment-pay").click();
  await expect(checkout.confirmation).toHaveAttribute("data-status", "paid");
  const demoReference = (await page.getByTestId("order-reference").textContent()) ?? "";

  await signedIn(page, context);
  const orders = new AdminOrdersPage(page);
  await orders.open();
  await expect(orders.nav.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
  await expect(orders.row(demoReference)).toContainText("paid");
  await orders.openOrder(demoReference);

  const order = new AdminOrderPage(page);
  await expect(order.status).toHaveText("paid");
  await expect(order.fulfilment).toHaveText("queued");
  await expect(page.getByTestId("admin-order-customer-email")).toHaveText("zezima@example.com");
  await expect(page.getByTestId("admin-order-customer-rsn")).toHaveText("Zezima");
  await expect(order.total("Total")).toHaveText("$174.00");
  await expect(page.getByTestId("admin-order-lines").locator("tbody tr")).toHaveCount(2);
  await order.setFulfilment("in progress");
  // Its gold is delivered by recording it, from stock: plenty, as other tests' paid gold orders may wait before this one.
  const book = new AdminGoldPage(page);
  await book.open();
  await book.addStock("100,000", "Mule One");
  await expect(book.addDone).toBeVisible();
  await orders.open();
  await orders.openOrder(demoReference);
  await order.recordDelivery();
  await expect(order.fulfilment).toHaveText("delivered");
  await order.addNote("Handed over at the Grand Exchange.");

  const byOperator = order.timeline.filter({ hasText: OPERATOR });
  await expect(byOperator.filter({ hasText: "Customer sees: in progress" })).toHaveCount(1);
  await expect(byOperator.filter({ hasText: "fulfilment: queued → in progress" })).toHaveCount(1);
  await expect(byOperator.filter({ hasText: "fulfilment: in progress → delivered" })).toHaveCount(1);
  await expect(byOperator.filter({ hasText: "Handed over at the Grand Exchange." })).toHaveCount(1);
  await saveScreenshot(page, "admin-order-1280", { fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
});

test("a Zelle order paid in two parts: the balance on the admin page and, live, on the customer's page", async ({
  filledCheckout: checkout,
  page,
  context,
}) => {
  const zelleReference = await placeManualOrder(page, checkout);
  await expect(new ContactModal(page).dialog).toBeVisible();
  await page.keyboard.press("Escape");
  const orderPath = (await page.getByTestId("order-page-link").getAttribute("href")) ?? "";
  const customer = new OrderTrackingPage(await context.newPage());
  await customer.open(orderPath);
  await expect(customer.manualPayment.getByTestId("order-amount-due")).toHaveText("Amount to pay: $174.00 by Zelle");

  await signedIn(page, context);
  const orders = new AdminOrdersPage(page);
  await orders.open();
  await orders.openOrder(zelleReference);
  const order = new AdminOrderPage(page);
  await expect(order.status).toHaveText("pending");
  await expect(order.action("Refund")).toHaveCount(0);
  await expect(order.received("Balance due")).toHaveText("$174.00");
  await order.action("Record payment").click();
  // Far over the balance: a slip of the keyboard, refused with the bound named.
  await order.recordPayment("17400.00", "ZELLE-7781");
  await expect(order.dialogError).toHaveText(
    "The amount received ($17,400.00) is far over the balance due ($174.00): one payment may be at most $348.00. Check the amount.",
  );
  await order.recordPayment("170.00", "ZELLE-7781");
  await expect(order.dialog).toBeHidden();
  await expect(order.status).toHaveText("pending");
  await expect(order.received("Received")).toHaveText("$170.00 of $174.00");
  await expect(order.received("Balance due")).toHaveText("$4.00");
  await expect(page.getByTestId("admin-order-payment-row")).toHaveCount(1);
  // The customer's open page shows the balance without a reload.
  await expect(customer.balanceDue).toHaveText("Received $170.00 of $174.00. Balance due: $4.00");
  await saveScreenshot(customer.page, "manual-order-page-balance-1280");
  await customer.page.setViewportSize(PHONE);
  await saveScreenshot(customer.page, "manual-order-page-balance-375");
  await saveScreenshot(page, "manual-admin-order-balance-1280");

  await order.action("Record payment").click();
  await expect(order.dialog.getByTestId("admin-record-payment-balance")).toContainText("$4.00 is still due");
  await order.recordPayment("4.00", "ZELLE-7782");
  await expect(order.dialog).toBeHidden();
  await expect(order.status).toHaveText("paid");
  await expect(order.action("Record payment")).toHaveCount(0);
  await expect(order.received("Balance due")).toHaveText("$0.00");
  await expect(page.getByTestId("admin-order-payment-payment-id")).toHaveText("ZELLE-7782");
  await expect(order.timeline.filter({ hasText: "receipt for order" })).toHaveCount(1);
  await expect(order.timeline.filter({ hasText: "Order marked paid" }).filter({ hasText: OPERATOR })).toHaveCount(1);
  await expect(customer.payment).toHaveText("Paid");
  await expect(customer.manualPayment).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, "manual-admin-order-paid-375");
  await page.setViewportSize(DESKTOP);
  await customer.page.close();
});

test("a crypto order overpaid ($32.00 for $31.50) is paid, the excess noted", async ({ page, context }) => {
  const { reference } = await placeFireCapeOrder(server().baseUrl, "crypto", "crypto@example.com");
  await signedIn(page, context);
  const orders = new AdminOrdersPage(page);
  await orders.open();
  await orders.openOrder(reference);
  const order = new AdminOrderPage(page);
  await order.action("Record payment").click();
  await order.recordPayment("32.00", "0x5e1f00d");
  await expect(order.dialog).toBeHidden();
  await expect(order.status).toHaveText("paid");
  await expect(order.received("Received")).toHaveText("$32.00 of $31.50");
  await expect(order.received("Overpaid by")).toHaveText("$0.50 (not refundable here)");
  await expect(page.getByTestId("admin-order-payment-issue")).toHaveCount(0);
});

test("a demo order is refunded in part, then in full", async ({ page, context }) => {
  const reference = await paidDemoOrder(page);
  await signedIn(page, context);
  const orders = new AdminOrdersPage(page);
  await orders.open();
  await orders.openOrder(reference);
  const order = new AdminOrderPage(page);
  await expect(order.total("Refundable")).toHaveText("$31.50");
  await order.refund("10.00");
  await expect(order.total("Refunded")).toHaveText("$10.00");
  await expect(order.total("Refundable")).toHaveText("$21.50");
  await expect(order.status).toHaveText("paid");
  await order.refund("full");
  await expect(order.total("Refunded")).toHaveText("$31.50");
  await expect(order.status).toHaveText("refunded");
  await expect(order.action("Refund")).toHaveCount(0);
  await expect(order.timeline.filter({ hasText: "Refund of" }).filter({ hasText: OPERATOR })).toHaveCount(2);
});

test("the filter and search live in the address, a bad filter says why, and the CSV export holds the order", async ({
  page,
  context,
}) => {
  const demoReference = await paidDemoOrder(page);
  const { reference: zelleReference } = await placeFireCapeOrder(server().baseUrl, "zelle", "filter@example.com");
  await signedIn(page, context);
  const orders = new AdminOrdersPage(page);
  await orders.open();
  await orders.select("Method").selectOption("zelle");
  await orders.filterButton.click();
  await page.waitForURL((url) => url.searchParams.get("method") === "zelle");
  await expect(orders.row(zelleReference)).toHaveCount(1);
  await expect(orders.row(demoReference)).toHaveCount(0);
  await orders.search.fill(demoReference.toLowerCase());
  await orders.select("Method").selectOption("");
  await orders.filterButton.click();
  await page.waitForURL((url) => url.searchParams.get("q") === demoReference.toLowerCase());
  await expect(orders.rows).toHaveCount(1);
  await expect(orders.row(demoReference)).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.searchParams.get("method") === "zelle" && !url.searchParams.get("q"));
  await expect(orders.row(zelleReference)).toHaveCount(1);

  const download = page.waitForEvent("download");
  await orders.exportLink.click();
  const file = await (await download).path();
  const csv = readFileSync(file, "utf8");
  expect(csv).toContain(zelleReference);
  expect(csv).not.toContain(demoReference);

  await orders.open("?from=2026-13-40");
  await expect(orders.error).toHaveText("This filter cannot be used: From date: must be a date as YYYY-MM-DD");
  await orders.open("?q=nobody-by-this-name");
  await expect(orders.table).toContainText("No orders match this filter.");
  await orders.open();
  await saveScreenshot(page, "admin-orders-1280");
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, "admin-orders-375");
});

test("an order's note is added with the keyboard alone, through its dialog", async ({ page, context }) => {
  const demoReference = await paidDemoOrder(page);
  await signedIn(page, context);
  const orders = new AdminOrdersPage(page);
  await orders.open(`?q=${demoReference}`);
  await orders.row(demoReference).getByRole("link").click();
  const order = new AdminOrderPage(page);
  await expect(order.reference).toHaveText(demoReference);
  const addNote = order.action("Add note");
  for (
    let presses = 0;
    presses < 30 && !(await addNote.evaluate((button) => button === document.activeElement));
    presses++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(addNote).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(order.dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(order.dialog).toBeHidden();
  await expect(addNote).toBeFocused();
  await page.keyboard.press("Enter");
  // The dialog opens on its field (autoFocus), not on its ×.
  await expect(order.dialog.getByLabel("Note")).toBeFocused();
  await page.keyboard.type("Typed without a mouse.");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(order.dialog.getByRole("button", { name: "Add note" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(order.dialog).toBeHidden();
  await expect(order.timeline.filter({ hasText: "Typed without a mouse." })).toHaveCount(1);
});

// Last in the file: from here on, this server's manual orders carry the shop's payment details.
test("payment details are set in settings, a wrong address refused with what it must be", async ({ page, context }) => {
  await signedIn(page, context);
  await page.goto("/admin/settings");
  const form = page.getByTestId("admin-payment-details");
  await form.getByLabel("Zelle recipient").fill("pay@runeforge.example");
  await form.getByLabel("Bitcoin (BTC) address").fill("0x52908400098527886E0F7030069857D2E4169EE7");
  await form.getByRole("button", { name: "Save payment details" }).click();
  await expect(form.getByTestId("admin-payment-detail-error-btc")).toHaveText(
    "must be a Bitcoin address (bc1…, 1… or 3…)",
  );
  await expect(form.getByLabel("Bitcoin (BTC) address")).toBeFocused();
  await form.getByLabel("Bitcoin (BTC) address").fill("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq");
  await form.getByLabel("Instructions").fill("Payments are checked by hand within the hour.");
  await form.getByRole("button", { name: "Save payment details" }).click();
  await page.getByTestId("admin-payment-details-confirm").click();
  await expect(page.getByTestId("admin-payment-details-saved")).toBeVisible();
  await saveScreenshot(page, "manual-settings-payment-details-1280");
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, "manual-settings-payment-details-375");
  await page.setViewportSize(DESKTOP);
});

test("the payment details set in settings appear on a Zelle order's confirmation", async ({
  filledCheckout: checkout,
  page,
}) => {
  const reference = await placeManualOrder(page, checkout);
  await page.keyboard.press("Escape");
  const steps = page.getByTestId("manual-order-steps").getByRole("listitem");
  await expect(steps.nth(0)).toHaveText("Pay $174.00 by Zelle to pay@runeforge.example.");
  await expect(steps.nth(1)).toHaveText(`Put your order reference in the memo, and quote ${reference}.`);
  await expect(steps.nth(2)).toHaveText("Payments are checked by hand within the hour.");
  await saveScreenshot(page, "manual-confirmation-details-1280");
});
