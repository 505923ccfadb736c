import type { Browser } from "@playwright/test";
import SQLite from "better-sqlite3";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { AdminOrderPage } from "./pages/admin-orders";
import { OrderTrackingPage } from "./pages/order-tracking";
import { operatorSession } from "./support/admin";
import { axeViolations } from "./support/axe";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";
import { orderIdOf, orderLink } from "./support/order-links";

/*
 * A gold order delivered in part, then in full, against the production build: the operator records
 * each trade from the order page's Gold card (the dialog offers the rest, the ledger's accounts and
 * now) while the customer's page, open in another browser, follows without a reload: "Delivered 300M
 * of 500M" with the trade's time, then the Delivered step. Its own server: the stock it adds to the
 * ledger is the shop's whole book, which the shared server's other tests must not find there.
 */

test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);
const signedIn = operatorSession(
  () => server().databaseFile,
  "gold-delivery@example.com",
  "a long enough passphrase for gold delivery",
);

/** How long a browser waits for a live change: the server's part is under two seconds. */
const LIVE = 5_000;

/** 2,000M on hand in the server's ledger, held by "RF Mule 1", before any order is paid. */
function addStock(databaseFile: string): void {
  const db = new SQLite(databaseFile);
  try {
    const at = new Date().toISOString();
    db.prepare(
      `insert into gold_movements (id, kind, tenths, on_hand_tenths, reserved_tenths, account, override, happened_at, created_at)
       values (?, 'added', 20000, 20000, 0, 'RF Mule 1', 0, ?, ?)`,
    ).run(crypto.randomUUID(), at, at);
  } finally {
    db.close();
  }
}

/** 500M of gold ordered through the shop's API and paid on the demo provider's page; answers its reference. */
async function paidGoldOrder(browser: Browser, baseUrl: string): Promise<string> {
  const gold = buildGoldCartItem(500);
  const placed = await fetch(`${baseUrl}/api/checkout/order`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({
      cartUuid: crypto.randomUUID(),
      items: [gold],
      profile: { email: "gold-delivery@example.com", name: "Zezima", phone: "", rsn: "Zezima" },
      method: "card",
      acceptTerms: true,
      expectedTotalCents: gold.totalPrice,
    }),
  });
  expect(placed.status).toBe(201);
  const { redirectUrl } = (await placed.json()) as { redirectUrl?: string };
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await page.goto(redirectUrl ?? "");
  await page.getByTestId("test-payment-pay").click();
  await expect(page.getByTestId("order-confirmation")).toHaveAttribute("data-status", "paid");
  const reference = (await page.getByTestId("order-reference").textContent()) ?? "";
  await context.close();
  return reference;
}

/** The delivery emails about the order, oldest first, without the shop's name and test mark. */
function deliveryEmails(databaseFile: string, reference: string): string[] {
  const db = new SQLite(databaseFile, { readonly: true });
  try {
    const rows = db
      .prepare(
        `select subject from outbox where order_id = (select id from orders where reference = ?)
         and subject like '%delivered' order by created_at, id`,
      )
      .all(reference) as { subject: string }[];
    return rows.map((row) => row.subject.replace(/^.*order \S+: /, ""));
  } finally {
    db.close();
  }
}

test("a gold order delivered in part then in full: the operator records each trade, the customer's open page follows", async ({
  page,
  context,
  browser,
}) => {
  const { databaseFile, baseUrl } = server();
  addStock(databaseFile);
  const reference = await paidGoldOrder(browser, baseUrl);

  const customerContext = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
  const customerPage = await customerContext.newPage();
  const customer = new OrderTrackingPage(customerPage);
  await customer.open(await orderLink(databaseFile, reference));
  await expect(customer.step).toHaveText("Queued");
  await expect(customer.goldDelivered).toHaveCount(0);
  await customerPage.evaluate(() => {
    (window as unknown as { __noReload: string }).__noReload = "still here";
  });

  await signedIn(page, context);
  await page.goto(`/admin/orders/${await orderIdOf(databaseFile, reference)}`);
  const order = new AdminOrderPage(page);
  await expect(order.reference).toHaveText(reference);
  await expect(order.gold("Ordered")).toHaveText("500M");
  await expect(order.gold("Reserved")).toHaveText("500M");
  await expect(order.gold("State")).toHaveText("reserved");

  // A part: the dialog offers the rest, the ledger's account and now; more than is left is refused beside its field.
  await page.getByTestId("admin-order-record-delivery").click();
  const millions = order.dialog.getByLabel("Millions traded");
  await expect(millions).toBeFocused();
  await expect(millions).toHaveValue("500");
  await expect(order.dialog.getByLabel("Our account that traded")).toHaveValue("RF Mule 1");
  await millions.fill("600");
  await order.dialog.getByRole("button", { name: "Record delivery" }).click();
  await expect(order.fieldError("delivery")).toHaveText("Only 500M is left to deliver on this order.");
  await expect(millions).toBeFocused();
  await millions.fill("300");
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "delivery-admin-dialog-1280", { fullPage: false });
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, "delivery-admin-dialog-375", { fullPage: false });
  await page.setViewportSize(DESKTOP);
  await order.dialog.getByRole("button", { name: "Record delivery" }).click();
  await expect(order.dialog).toBeHidden();
  await expect(order.gold("Delivered")).toHaveText("300M");
  await expect(order.gold("Reserved")).toHaveText("200M");
  await expect(page.getByTestId("admin-order-delivery-row")).toHaveText([/300M\s*from RF Mule 1/]);
  await page.getByTestId("admin-order-gold-card").scrollIntoViewIfNeeded();
  await saveScreenshot(page, "delivery-admin-part-1280", { fullPage: false });

  await expect(customer.goldDelivered).toHaveText("Delivered 300M of 500M", { timeout: LIVE });
  await expect(customer.goldDeliveries).toHaveCount(1);
  await expect(customer.goldDeliveries.first()).toContainText("300M traded");
  await expect(customer.step).toHaveText("In progress");
  expect(await axeViolations(customerPage)).toEqual([]);
  await saveScreenshot(customerPage, "delivery-customer-part-375");

  // The rest, as the dialog offers it: the order is delivered.
  await order.recordDelivery();
  await expect(order.gold("State")).toHaveText("delivered");
  await expect(order.fulfilment).toHaveText("delivered");
  await expect(page.getByTestId("admin-order-record-delivery")).toHaveCount(0);
  await saveScreenshot(page, "delivery-admin-1280");
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, "delivery-admin-375");

  await expect(customer.step).toHaveText("Delivered", { timeout: LIVE });
  await expect(customer.goldDelivered).toHaveText("Delivered 500M");
  await expect(customer.goldDeliveries).toHaveCount(2);
  expect(await customerPage.evaluate(() => (window as unknown as { __noReload?: string }).__noReload)).toBe(
    "still here",
  );
  await saveScreenshot(customerPage, "delivery-customer-375");
  await customerPage.setViewportSize(DESKTOP);
  await saveScreenshot(customerPage, "delivery-customer-1280");
  await customerContext.close();

  expect(deliveryEmails(databaseFile, reference)).toEqual(["300M of 500M delivered", "your gold is delivered"]);
});
