import type { Page } from "@playwright/test";
import { AdminOrdersPage } from "./pages/admin-orders";
import { operatorSession } from "./support/admin";
import { axeViolations } from "./support/axe";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { placeDemoOrder, placeFireCapeOrder } from "./support/demo-order";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * Issue 16, item 5 in a browser against the production build: the operator keeps /admin/orders
 * open while a customer pays a demo order in another page; the order comes into the list without
 * a reload (a mark left on the window survives), lit and announced, counted in the tab title; a
 * list filtered to another method, or a later page, does not take it in. Its own server: the live
 * feed sees every order paid on it, and no other file's orders.
 */

// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written.
test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);
const signedIn = operatorSession(() => server().databaseFile, "live@example.com", "a long enough passphrase");

test.use({ viewport: DESKTOP });

/** A demo order placed through the shop's API and paid on /test-payment in `page`; answers its reference. */
async function paidDemoOrder(page: Page): Promise<string> {
  const { paymentPath } = await placeDemoOrder(server().baseUrl);
  await page.goto(paymentPath);
  await page.getByTestId("test-payment-pay").click();
  await expect(page.getByTestId("order-confirmation")).toHaveAttribute("data-status", "paid");
  return (await page.getByTestId("order-reference").textContent()) ?? "";
}

/** A mark on the window: it is gone if the page was loaded again. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { liveTestMark: "kept" }));
}

async function documentMark(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { liveTestMark?: string }).liveTestMark);
}

/** The next reading of the list by the router (a refresh), not a page load. */
function listRefreshed(page: Page) {
  return page.waitForResponse(
    (response) => response.request().headers().rsc === "1" && new URL(response.url()).pathname === "/admin/orders",
  );
}

test("a demo order paid in another page comes into the open list without a reload: lit, announced, counted in the title; a filter that leaves it out keeps it out", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  const orders = new AdminOrdersPage(page);
  await orders.open();
  const zellePage = await context.newPage();
  const zelle = new AdminOrdersPage(zellePage);
  await zelle.open("?method=zelle");
  await markDocument(page);
  await markDocument(zellePage);
  // The operator is typing a search, not sent yet: the live update must leave it and the focus alone.
  await orders.search.fill("Zez");
  const zelleRefreshed = listRefreshed(zellePage);

  const payer = await context.newPage();
  const reference = await paidDemoOrder(payer);
  await payer.close();

  const row = orders.row(reference);
  await expect(row).toContainText("paid");
  await expect(row.locator("[data-live-new]")).toHaveText("new");
  await expect(page.getByTestId("admin-orders-live")).toHaveText(`New paid order ${reference}.`);
  await expect(page).toHaveTitle(/^\(1\) Orders \| /);
  await expect(orders.search).toHaveValue("Zez");
  await expect(orders.search).toBeFocused();
  expect(await documentMark(page)).toBe("kept");
  // The row's light fades out, except for someone who asked for less motion.
  const fade = () =>
    row
      .locator("td")
      .first()
      .evaluate((element) => getComputedStyle(element).transitionDuration);
  expect(await fade()).toBe("1s");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await fade()).not.toBe("1s");
  await page.emulateMedia({ reducedMotion: null });
  await saveScreenshot(page, "admin-orders-live-1280");
  expect(await axeViolations(page)).toEqual([]);

  // The list filtered to Zelle read itself again and left the card order out.
  await zelleRefreshed;
  await expect(zellePage).toHaveTitle(/^\(1\) Orders \| /);
  await expect(zelle.table).toContainText("No orders match this filter.");
  await expect(zelle.row(reference)).toHaveCount(0);
  expect(await documentMark(zellePage)).toBe("kept");
  await zellePage.close();

  await page.setViewportSize(PHONE);
  // The table scrolls in its own box: the page itself is no wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // The paid order's toast stays until dismissed: on a phone it sits at the bottom, off the header's links.
  const toast = await page.getByTestId("admin-live-toast").boundingBox();
  const nav = await orders.nav.boundingBox();
  expect(toast && nav).toBeTruthy();
  if (toast && nav) expect(toast.y).toBeGreaterThanOrEqual(nav.y + nav.height);
  await saveScreenshot(page, "admin-orders-live-375");
});

test("on a later page the rows stay put: a notice counts the new paid orders and links to the newest", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  const payer = await context.newPage();
  // Two orders at least, so the list has a second page to stand on.
  await paidDemoOrder(payer);
  await paidDemoOrder(payer);
  const first = (await (await page.request.get("/api/admin/orders?limit=1")).json()) as { nextCursor: string | null };
  expect(first.nextCursor).toBeTruthy();
  const orders = new AdminOrdersPage(page);
  await orders.open(`?cursor=${first.nextCursor}`);
  const rowsBefore = await orders.rows.allTextContents();
  await markDocument(page);

  const reference = await paidDemoOrder(payer);
  await payer.close();

  const notice = page.getByTestId("admin-orders-new");
  await expect(notice).toHaveText("1 new order: show newest");
  await expect(page.getByTestId("admin-orders-live")).toHaveText("1 new order: show newest.");
  expect(await orders.rows.allTextContents()).toEqual(rowsBefore);
  await expect(orders.row(reference)).toHaveCount(0);
  expect(await documentMark(page)).toBe("kept");
  await saveScreenshot(page, "admin-orders-live-later-page-1280");
  expect(await axeViolations(page)).toEqual([]);

  await notice.getByRole("link", { name: "show newest" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/orders" && !url.searchParams.has("cursor"));
  await expect(orders.row(reference)).toContainText("paid");
});

test("a manual order placed by a customer comes into the open list at once, as an order waiting for its money", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  const orders = new AdminOrdersPage(page);
  await orders.open();
  await markDocument(page);
  const { reference } = await placeFireCapeOrder(server().baseUrl, "zelle", "live-manual@example.com");
  const row = orders.row(reference);
  await expect(row).toContainText("pending");
  await expect(page.getByTestId("admin-orders-live")).toHaveText(`New order ${reference}.`);
  expect(await documentMark(page)).toBe("kept");
});
