import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { ORDER_VIEW_EVENT } from "@/domain/api/order-tracking-names";
import { AdminOrderPage } from "./pages/admin-orders";
import { OrderTrackingPage } from "./pages/order-tracking";
import { operatorSession } from "./support/admin";
import { baseUrl, PHONE } from "./support/browser";
import { placeDemoOrder, placeFireCapeOrder } from "./support/demo-order";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";
import { orderIdOf, orderLink } from "./support/order-links";
import { startShopServer } from "./support/server";

/*
 * Issue 18, item 3 with two browsers: an operator changes an order's status and reports progress in the back office
 * while the customer's page, in another browser context, follows without a reload (a marker set on
 * window survives). Over the event stream; over the polling fallback when the stream is refused;
 * and across two `next start` servers on one database (the operator on one, the customer on the
 * other). On the shared server (its database is where the links and the operator are written),
 * one operator session for the file, the tests one after the other in one worker.
 */

const DATABASE_FILE = join(process.env.E2E_DATA_DIR ?? "", "shop.sqlite");
const signedIn = operatorSession(() => DATABASE_FILE, "live-orders@example.com", "a long enough passphrase");

/** How long a browser waits for a live change: the server's part is under two seconds. */
const LIVE = 5_000;

// Each test drives two browsers (and the first enrols the operator): more than one page's worth of
// steps. One worker: the session enrolled by the first test serves the others.
test.describe.configure({ mode: "serial", timeout: 180_000 });

/** A demo order paid on /test-payment in its own context; answers its reference. */
async function paidOrder(browser: Browser): Promise<string> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  const { paymentPath } = await placeDemoOrder(baseUrl());
  await page.goto(paymentPath);
  await page.getByTestId("test-payment-pay").click();
  await expect(page.getByTestId("order-confirmation")).toHaveAttribute("data-status", "paid");
  const reference = (await page.getByTestId("order-reference").textContent()) ?? "";
  await context.close();
  return reference;
}

/** The operator's page of the order, signed in (the list's search is admin-orders.e2e.ts's to test). */
async function operatorOn(page: Page, reference: string): Promise<AdminOrderPage> {
  await signedIn(page, page.context());
  await page.goto(`/admin/orders/${await orderIdOf(DATABASE_FILE, reference)}`);
  const order = new AdminOrderPage(page);
  await expect(order.reference).toHaveText(reference);
  return order;
}

/**
 * For each order view the stream delivers, once the page has handled it: the scripts the handling
 * added to the document (a chunk loaded on demand is a new script element).
 */
function recordViewsHandled(eventName: string) {
  const target = window as unknown as { __viewsHandled: { scriptsAdded: string[] }[] };
  target.__viewsHandled = [];
  const scripts = () => [...document.scripts].map((script) => script.src);
  const add = EventSource.prototype.addEventListener;
  EventSource.prototype.addEventListener = function (this: EventSource, ...args: Parameters<typeof add>) {
    const [type, listener, options] = args;
    if (type !== eventName || typeof listener !== "function") return add.apply(this, args);
    return add.call(
      this,
      type,
      function (this: EventSource, event: Event) {
        const before = scripts();
        listener.call(this, event);
        // After the handler's promise callbacks: a chunk it asked for has its script element by then.
        setTimeout(() =>
          target.__viewsHandled.push({ scriptsAdded: scripts().filter((src) => !before.includes(src)) }),
        );
      },
      options,
    );
  } as typeof add;
}

function viewsHandled(page: Page): Promise<{ scriptsAdded: string[] }[]> {
  return page.evaluate(() => (window as unknown as { __viewsHandled: { scriptsAdded: string[] }[] }).__viewsHandled);
}

/** The customer's page in a context of its own, at `origin`, with a marker that a reload would lose. */
async function customerOn(browser: Browser, origin: string, path: string, block?: "events") {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.addInitScript(recordViewsHandled, ORDER_VIEW_EVENT);
  if (block) await page.route("**/api/orders/*/events?**", (route) => route.abort());
  const customer = new OrderTrackingPage(page);
  await customer.open(path);
  await page.evaluate(() => {
    (window as unknown as { __noReload: string }).__noReload = "still here";
  });
  return { context, page, customer };
}

async function stillTheSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: string }).__noReload)).toBe("still here");
}

test("the customer's page follows the operator's status changes live, without a reload", async ({ page, browser }) => {
  const reference = await paidOrder(browser);
  const {
    context,
    page: customerPage,
    customer,
  } = await customerOn(browser, baseUrl(), await orderLink(DATABASE_FILE, reference));
  await expect(customer.step).toHaveText("Queued");
  await expect(customer.live).toHaveAttribute("data-mode", "stream");
  // The stream opens with the view the page was rendered with: recognised as the one shown, it
  // loads no code (the schema waits for a view that differs, ADR 0021).
  await expect.poll(async () => (await viewsHandled(customerPage)).length).toBeGreaterThan(0);
  expect((await viewsHandled(customerPage))[0]?.scriptsAdded).toEqual([]);

  const operator = await operatorOn(page, reference);
  await operator.setFulfilment("in progress");
  // The stream's poller reads every second, so the view arrives within the two seconds
  // (order-tracking-routes.integ.ts measures that); the browsers on this loaded machine get more room.
  await expect(customer.step).toHaveText("In progress", { timeout: LIVE });
  await expect(customer.announcer).toHaveText("Order update: In progress.");
  // A new view is checked against the schema, loaded for it now.
  expect((await viewsHandled(customerPage)).flatMap((view) => view.scriptsAdded)).not.toEqual([]);
  await expect(customer.timelineSteps).toHaveCount(1);

  // The operator reports a figure, then a better one: each reaches the open page.
  await operator.reportProgress({ done: 120, target: 250, unit: "kills" });
  await expect(customer.progressText).toHaveText("120 of 250 kills", { timeout: LIVE });
  await expect(customer.progress).toHaveAttribute("aria-valuenow", "48");
  await operator.reportProgress({ done: 200, target: 250 });
  await expect(customer.progressText).toHaveText("200 of 250 kills", { timeout: LIVE });
  await expect(customer.progress).toHaveAttribute("aria-valuenow", "80");
  await expect(customer.timelineSteps).toHaveCount(3);

  await operator.setFulfilment("delivered");
  await expect(customer.step).toHaveText("Delivered", { timeout: LIVE });
  await expect(customer.timelineSteps).toHaveCount(4);
  await expect(customer.live).toHaveAttribute("data-mode", "stream");
  await stillTheSameDocument(customerPage);
  await context.close();
});

/** The customer's emails about the order with `reference` whose subject has `about`, oldest first, from the server's outbox. */
function customerEmails(reference: string, about: string): { subject: string; body_text: string }[] {
  const db = new SQLite(DATABASE_FILE, { readonly: true });
  try {
    return db
      .prepare(
        `select subject, body_text from outbox where order_id = (select id from orders where reference = ?)
           and to_address = (select email from orders where reference = ?) and subject like ? order by created_at`,
      )
      .all(reference, reference, `%${about}%`) as { subject: string; body_text: string }[];
  } finally {
    db.close();
  }
}

test("a card order refunded in part, then cancelled with the rest refunded: the customer is emailed each time and their open page follows", async ({
  page,
  browser,
}) => {
  const reference = await paidOrder(browser);
  const {
    context,
    page: customerPage,
    customer,
  } = await customerOn(browser, baseUrl(), await orderLink(DATABASE_FILE, reference));
  await expect(customer.payment).toHaveText("Paid");

  const operator = await operatorOn(page, reference);
  await operator.refund("10.00", "The express option could not be delivered");
  await expect(customer.payment).toHaveText("Partially refunded ($10.00 of $31.50)", { timeout: LIVE });
  await expect(customerPage.getByTestId("order-money-reason")).toHaveText(
    "Why: The express option could not be delivered",
  );
  await expect(customer.step).toHaveText("Queued");
  await stillTheSameDocument(customerPage);
  const partial = customerEmails(reference, "refunded");
  expect(partial.map((email) => email.subject)).toEqual([`[TEST] RuneForge order ${reference}: $10.00 refunded`]);
  expect(partial[0]?.body_text).toContain("We refunded $10.00 of the $31.50 you paid");
  expect(partial[0]?.body_text).toContain("Work on the rest of your order continues.");

  // Cancelled from the fulfilment control: the dialog asks about the money (all of the rest by default) and why.
  await operator.action("Set fulfilment").click();
  await operator.dialog.getByLabel("New status").selectOption({ label: "cancelled" });
  await operator.dialog.getByRole("button", { name: "Next: refund and reason" }).click();
  await expect(operator.dialog.getByLabel(/^All of it \(\$21\.50\)/)).toBeChecked();
  await operator.dialog.getByLabel("Reason").fill("No booster for this order this week");
  await page.screenshot({ path: "/tmp/refunds-cancel-dialog-desktop.png" });
  await operator.dialog.getByRole("button", { name: "Cancel and refund" }).click();
  await expect(operator.dialog).toBeHidden();
  await expect(operator.fulfilment).toHaveText("cancelled");
  await expect(operator.status).toHaveText("refunded");

  await expect(customer.step).toHaveText("Cancelled", { timeout: LIVE });
  await expect(customer.payment).toHaveText("Refunded");
  await expect(customer.stepText).toHaveText(
    "This order was cancelled. Nothing more happens with it; ask us on live chat if you have a question.",
  );
  await expect(customerPage.getByTestId("order-money-reason")).toHaveText("Why: No booster for this order this week");
  await stillTheSameDocument(customerPage);
  const cancelled = customerEmails(reference, "cancelled");
  expect(cancelled.map((email) => email.subject)).toEqual([
    `[TEST] RuneForge order ${reference}: cancelled, $21.50 refunded`,
  ]);
  expect(cancelled[0]?.body_text).toContain("Why: No booster for this order this week");
  expect(cancelled[0]?.body_text).toContain("Work on this order has stopped.");
  await customerPage.screenshot({ path: "/tmp/refunds-order-page-desktop.png", fullPage: true });
  await customerPage.setViewportSize(PHONE);
  await customerPage.screenshot({ path: "/tmp/refunds-order-page-phone.png", fullPage: true });
  await context.close();
});

test("a card order refunded in full: the open page says refunded and the work stopped, not queued", async ({
  page,
  browser,
}) => {
  const reference = await paidOrder(browser);
  const {
    context,
    page: customerPage,
    customer,
  } = await customerOn(browser, baseUrl(), await orderLink(DATABASE_FILE, reference));
  const operator = await operatorOn(page, reference);
  await operator.refund("full", "Ordered twice by mistake");
  await expect(customer.payment).toHaveText("Refunded", { timeout: LIVE });
  await expect(customer.step).toHaveText("Stopped");
  await expect(customer.stepText).not.toContainText("booster");
  await expect(customerPage.getByTestId("order-money-reason")).toHaveText("Why: Ordered twice by mistake");
  await stillTheSameDocument(customerPage);
  const full = customerEmails(reference, "refunded in full");
  expect(full).toHaveLength(1);
  expect(full[0]?.body_text).toContain("We refunded all you paid: $31.50.");
  await context.close();
});

test("a Zelle order paid by hand is refunded by hand: the refund is recorded with how it was sent, and the customer told", async ({
  page,
}) => {
  const { reference } = await placeFireCapeOrder(baseUrl(), "zelle", "zelle-refund@example.com");
  const operator = await operatorOn(page, reference);
  await operator.action("Record payment").click();
  await operator.recordPayment("31.50", "ZELLE-IN-1");
  await expect(operator.dialog).toBeHidden();
  await expect(operator.total("Refundable")).toHaveText("$31.50");
  await operator.action("Record refund").click();
  await operator.fillRefund("12.00", "Part of the order was not possible");
  await operator.dialog.getByLabel("Sent by").fill("Zelle");
  await operator.dialog.getByLabel("Refund reference").fill("ZELLE-OUT-9");
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: "/tmp/refunds-record-refund-phone.png" });
  await operator.dialog.getByRole("button", { name: "Record refund" }).click();
  await expect(operator.dialog).toBeHidden();
  await expect(operator.total("Refunded")).toHaveText("$12.00");
  await expect(operator.total("Refundable")).toHaveText("$19.50");
  await page.screenshot({ path: "/tmp/refunds-admin-order-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "/tmp/refunds-admin-order-desktop.png", fullPage: true });
  await expect(operator.timeline.filter({ hasText: "Refund of $12.00 by Zelle (ZELLE-OUT-9): succeeded" })).toHaveCount(
    1,
  );
  const told = customerEmails(reference, "refunded");
  expect(told.map((email) => email.subject)).toEqual([`[TEST] RuneForge order ${reference}: $12.00 refunded`]);
  expect(told[0]?.body_text).toContain("We sent it by Zelle (reference: ZELLE-OUT-9)");
});

test("with the event stream refused, the page falls back to polling and still follows", async ({ page, browser }) => {
  const reference = await paidOrder(browser);
  const {
    context,
    page: customerPage,
    customer,
  } = await customerOn(browser, baseUrl(), await orderLink(DATABASE_FILE, reference), "events");
  await expect(customer.live).toHaveAttribute("data-mode", "poll");

  const operator = await operatorOn(page, reference);
  await operator.setFulfilment("in progress");
  // A poll every 2 s.
  await expect(customer.step).toHaveText("In progress", { timeout: LIVE });
  await stillTheSameDocument(customerPage);
  await context.close();
});

test("across two servers on one database: the operator on one, the customer on the other", async ({
  page,
  browser,
}) => {
  const other = await startShopServer({ ...E2E_ENV, DATABASE_URL: DATABASE_FILE });
  try {
    const reference = await paidOrder(browser);
    const {
      context,
      page: customerPage,
      customer,
    } = await customerOn(browser, other.baseUrl, await orderLink(DATABASE_FILE, reference));
    await expect(customer.step).toHaveText("Queued");
    await expect(customer.live).toHaveAttribute("data-mode", "stream");

    const operator = await operatorOn(page, reference);
    await operator.setFulfilment("in progress");
    await expect(customer.step).toHaveText("In progress", { timeout: LIVE });
    await expect(customer.live).toHaveAttribute("data-mode", "stream");
    await stillTheSameDocument(customerPage);
    await context.close();
  } finally {
    await other.stop();
  }
});
