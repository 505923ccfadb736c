import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { ORDER_VIEW_EVENT } from "@/domain/api/order-tracking-names";
import { AdminOrderPage } from "./pages/admin-orders";
import { OrderTrackingPage } from "./pages/order-tracking";
import { operatorSession } from "./support/admin";
import { baseUrl } from "./support/browser";
import { placeDemoOrder } from "./support/demo-order";
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
