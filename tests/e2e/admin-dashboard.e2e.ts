import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { divideRoundHalfUp, formatUsd } from "@/domain/money/money";
import { AdminDashboardPage } from "./pages/admin-dashboard";
import { AdminOrderPage, AdminOrdersPage } from "./pages/admin-orders";
import { operatorSession } from "./support/admin";
import { axeViolations } from "./support/axe";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { placeFireCapeOrder } from "./support/demo-order";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * Issue 17, item 4 in a browser against the production build: on a server of its own with an
 * empty database, the test places its own orders through the shop's API (two paid on the demo
 * provider's page, one refunded in part through the back office, a Zelle order left pending),
 * works out what the dashboard must say from them, and reads the page and its CSV export. The
 * e2e server runs in demo mode: every order is a test order, the dashboard shows them by default
 * and says so, and its live orders' figures are zero (live and test orders are never added up).
 */

// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written.
test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);
const signedIn = operatorSession(() => server().databaseFile, "numbers@example.com", "a long enough passphrase");

/** The fire cape every order here is for (placeFireCapeOrder's expected total). */
const FIRE_CAPE_CENTS = 3_150;
const REFUND_CENTS = 1_000;

test.use({ viewport: DESKTOP });

/** A fire cape ordered through the API and paid on /test-payment; answers its reference. */
async function paidDemoOrder(page: Page): Promise<string> {
  const { reference, redirectUrl } = await placeFireCapeOrder(server().baseUrl, "card", "numbers-buyer@example.com");
  await page.goto(redirectUrl ?? "");
  await page.getByTestId("test-payment-pay").click();
  await expect(page.getByTestId("order-confirmation")).toHaveAttribute("data-status", "paid");
  return reference;
}

/** The CSV's records as arrays of cells (no cell of these records holds a comma or a quote). */
function csvRecords(text: string): string[][] {
  return text
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));
}

const recordOf = (records: string[][], section: string, item: string) =>
  records.find((record) => record[0] === section && record[1] === item);

/** What the page must show for the orders placed below, worked out from them. */
const paidCents = [FIRE_CAPE_CENTS, FIRE_CAPE_CENTS - REFUND_CENTS];
const revenueCents = paidCents.reduce((sum, cents) => sum + cents, 0);
const averageCents = divideRoundHalfUp(revenueCents, paidCents.length);
// Each line at its share of its order's revenue (after refunds): the products add up to revenue.
const soldCents = revenueCents;

test("in demo mode the figures are the test orders placed in the test, the live ones are zero, and the CSV says the same", async ({
  page,
  context,
}) => {
  await paidDemoOrder(page);
  const refunded = await paidDemoOrder(page);
  await placeFireCapeOrder(server().baseUrl, "zelle", "numbers-pending@example.com");

  await signedIn(page, context);
  const orders = new AdminOrdersPage(page);
  await orders.open();
  await orders.openOrder(refunded);
  const order = new AdminOrderPage(page);
  await order.refund((REFUND_CENTS / 100).toFixed(2));
  await expect(order.total("Refunded")).toHaveText(formatUsd(REFUND_CENTS));

  const dashboard = new AdminDashboardPage(page);
  await dashboard.open("?days=7");
  await expect(dashboard.nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(dashboard.mode).toHaveText(
    "Demo mode: these are test orders, no real money was taken. Live orders are never added to them.",
  );
  await expect(dashboard.ordersChoice("test")).toBeChecked();
  await expect(dashboard.figure("revenue")).toHaveText(formatUsd(revenueCents));
  await expect(dashboard.figure("paid-orders")).toHaveText("2");
  await expect(dashboard.figure("average")).toHaveText(formatUsd(averageCents));
  await expect(dashboard.figure("orders-placed")).toHaveText("3");
  await expect
    .poll(() => dashboard.tableRows("status"))
    .toEqual([
      ["pending", "1"],
      ["paid", "2"],
      ["cancelled", "0"],
      ["failed", "0"],
      ["expired", "0"],
      ["refunded", "0"],
      ["disputed", "0"],
    ]);
  // The orders came through the API, not a saved cart: no cart step.
  await expect
    .poll(() => dashboard.tableRows("funnel"))
    .toEqual([
      ["Carts with items", "0", ""],
      ["Orders placed", "3", "–"],
      ["Orders paid", "2", "67%"],
    ]);
  await expect.poll(() => dashboard.tableRows("top-products")).toEqual([["Fire Cape", "2", formatUsd(soldCents)]]);
  await expect.poll(() => dashboard.tableRows("top-lines")).toEqual([["Capes", "2", formatUsd(soldCents)]]);
  const today = new Date().toISOString().slice(0, 10);
  await expect
    .poll(async () => (await dashboard.tableRows("days")).filter((row) => row[1] !== "0"))
    .toEqual([[today, "2", formatUsd(revenueCents)]]);

  const download = page.waitForEvent("download");
  await dashboard.exportLink.click();
  const records = csvRecords(readFileSync(await (await download).path(), "utf8"));
  expect(records[0]).toEqual(["section", "item", "count", "amount_usd"]);
  const revenue = recordOf(records, "summary", "Revenue");
  expect(revenue).toEqual(["summary", "Revenue", "2", (revenueCents / 100).toFixed(2)]);
  expect(`$${revenue?.[3]}`).toBe(await dashboard.figure("revenue").textContent());
  expect(`$${recordOf(records, "summary", "Average order value")?.[3]}`).toBe(
    await dashboard.figure("average").textContent(),
  );
  expect(recordOf(records, "status", "paid")?.[2]).toBe("2");
  expect(recordOf(records, "status", "pending")?.[2]).toBe("1");
  expect(recordOf(records, "funnel", "Orders paid")?.[2]).toBe("2");
  expect(recordOf(records, "product", "Fire Cape")).toEqual([
    "product",
    "Fire Cape",
    "2",
    (soldCents / 100).toFixed(2),
  ]);
  await saveScreenshot(page, "admin-dashboard-1280", { fullPage: true });
  await page.screenshot({ path: "/tmp/dashboard-1280.png", fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await dashboard.ordersChoice("live").check();
  await dashboard.show.click();
  await page.waitForURL((url) => url.searchParams.get("days") === "7" && url.searchParams.get("orders") === "live");
  await expect(dashboard.mode).toContainText("Live orders only. The shop is in demo mode");
  await expect(dashboard.figure("revenue")).toHaveText("$0.00");
  await expect(dashboard.figure("paid-orders")).toHaveText("0");
  await expect(dashboard.figure("average")).toHaveText("$0.00");
  await expect(dashboard.figure("orders-placed")).toHaveText("0");
  await expect.poll(async () => (await dashboard.tableRows("status")).filter((row) => row[1] !== "0")).toEqual([]);
  await expect(page.getByTestId("admin-dashboard-top-products-table")).toContainText("Nothing sold in this period.");
  await expect.poll(async () => (await dashboard.tableRows("funnel")).map((row) => row[1])).toEqual(["0", "0", "0"]);
});

test("the period and test orders are chosen with the keyboard alone, and land in the address", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  const dashboard = new AdminDashboardPage(page);
  await dashboard.open();
  await expect(dashboard.period).toContainText("Last 30 days");
  await expect(dashboard.mode).toContainText("Demo mode: these are test orders");
  const thirty = dashboard.periodChoice(30);
  await expect(thirty).toBeChecked();
  for (
    let presses = 0;
    presses < 30 && !(await thirty.evaluate((radio) => radio === document.activeElement));
    presses++
  )
    await page.keyboard.press("Tab");
  await expect(thirty).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(dashboard.periodChoice(7)).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(dashboard.ordersChoice("test")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(dashboard.ordersChoice("live")).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(dashboard.show).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.searchParams.get("days") === "7" && url.searchParams.get("orders") === "live");
  await expect(dashboard.period).toContainText("Last 7 days");
  await expect(dashboard.mode).toContainText("Live orders only");
  await expect(dashboard.periodChoice(7)).toBeChecked();
  await expect(dashboard.ordersChoice("live")).toBeChecked();
  await expect(dashboard.exportLink).toHaveAttribute("href", "/api/admin/dashboard/export?days=7&orders=live");

  await page.setViewportSize(PHONE);
  await dashboard.open("?days=7");
  await saveScreenshot(page, "admin-dashboard-375", { fullPage: true });
  await page.screenshot({ path: "/tmp/dashboard-375.png", fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
});

test("a period the dashboard does not offer is refused on the page, naming the rule", async ({ page, context }) => {
  await signedIn(page, context);
  const dashboard = new AdminDashboardPage(page);
  await dashboard.open("?days=14");
  await expect(dashboard.error).toHaveText(
    "This view cannot be shown: Invalid request: days must be one of 7, 30, 90.",
  );
  await expect(dashboard.exportLink).toHaveCount(0);
});
