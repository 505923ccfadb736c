import type { Page } from "@playwright/test";
import { formatUsd } from "@/domain/money/money";
import { AdminEnrolPage } from "./pages/admin-enrol";
import { AdminHomePage } from "./pages/admin-home";
import { AdminInboxPage } from "./pages/admin-messages";
import { AdminOrderPage, AdminOrdersPage } from "./pages/admin-orders";
import { operatorSession, signInOperator } from "./support/admin";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { placeFireCapeOrder } from "./support/demo-order";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";
import { enrolPath, runOperatorCommand, totpCode } from "./support/operators";

/*
 * The back office's home and its phone layout, on a server of its own with an empty database: an
 * order placed and paid, a Zelle order waiting for its money and a question sent through the shop's
 * API show in the home's counts, each linking to the list that holds it; a refund shows in the
 * activity in words; at 375 px every admin page fits the screen, the lists are cards and the
 * header's links sit behind Menu. The e2e server runs in demo mode: the counts are its test orders.
 */

// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), and the later ones read what the first placed: one worker, in order.
test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);
const OWNER = "home-owner@example.com";
const PASSWORD = "a long enough passphrase for the home";
const signedIn = operatorSession(() => server().databaseFile, OWNER, PASSWORD);
const SENDER = "home-question@example.com";
const FIRE_CAPE_CENTS = 3_150;
const REFUND_CENTS = 1_000;

const paid = { reference: "", id: "" };
let waiting = "";

/** A fire cape ordered through the API and paid on the demo provider through its API; answers its reference. */
async function paidOrder(): Promise<string> {
  const { reference, redirectUrl } = await placeFireCapeOrder(server().baseUrl, "card", "home-buyer@example.com");
  const session = new URL(redirectUrl ?? "", server().baseUrl).searchParams.get("session");
  const answer = await fetch(`${server().baseUrl}/api/test-payment`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server().baseUrl },
    body: JSON.stringify({ session, action: "pay" }),
  });
  expect(answer.status).toBe(200);
  return reference;
}

/** Clicks a count and answers the list's address; the home is opened again after. */
async function follow(home: AdminHomePage, tile: Parameters<AdminHomePage["tile"]>[0]): Promise<URL> {
  await home.tile(tile).click();
  await home.page.waitForURL((url) => url.pathname !== "/admin");
  return new URL(home.page.url());
}

test.use({ viewport: DESKTOP });

test("the home counts today's orders and what waits on the shop, each linking to its list, and says the activity in words", async ({
  page,
  context,
}) => {
  paid.reference = await paidOrder();
  waiting = (await placeFireCapeOrder(server().baseUrl, "zelle", "home-zelle@example.com")).reference;
  const sent = await fetch(`${server().baseUrl}/api/brevo/fallback`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server().baseUrl },
    body: JSON.stringify({ email: SENDER, message: "When does my cape arrive?" }),
  });
  expect(sent.ok).toBe(true);

  await signedIn(page, context);
  const home = new AdminHomePage(page);
  await home.open();
  await expect(page.getByTestId("admin-home-mode")).toContainText("test orders");
  await expect(home.value("placed-today")).toHaveText("2");
  await expect(home.value("paid-today")).toHaveText("1");
  await expect(home.value("revenue-today")).toHaveText(formatUsd(FIRE_CAPE_CENTS));
  await expect(home.value("to-start")).toHaveText("1");
  await expect(home.value("to-confirm")).toHaveText("1");
  await expect(home.value("to-answer")).toHaveText("1");

  const orders = new AdminOrdersPage(page);
  const toStart = await follow(home, "to-start");
  expect(Object.fromEntries(toStart.searchParams)).toEqual({ mode: "test", status: "paid", fulfilment: "queued" });
  await expect(orders.rows).toHaveCount(1);
  await expect(orders.row(paid.reference)).toBeVisible();
  await home.open();
  const toConfirm = await follow(home, "to-confirm");
  expect(Object.fromEntries(toConfirm.searchParams)).toEqual({ mode: "test", status: "pending", method: "manual" });
  await expect(orders.rows).toHaveCount(1);
  await expect(orders.row(waiting)).toBeVisible();
  await home.open();
  await follow(home, "to-answer");
  const inbox = new AdminInboxPage(page);
  await expect(inbox.senders).toHaveCount(1);
  await expect(inbox.row(SENDER)).toBeVisible();
  await home.open();
  const today = await follow(home, "placed-today");
  expect(today.searchParams.get("from")).toBe(new Date().toISOString().slice(0, 10));
  await expect(orders.rows).toHaveCount(2);

  await orders.open();
  await orders.openOrder(paid.reference);
  paid.id = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  await new AdminOrderPage(page).refund((REFUND_CENTS / 100).toFixed(2));

  await home.open();
  await expect(home.value("revenue-today")).toHaveText(formatUsd(FIRE_CAPE_CENTS - REFUND_CENTS));
  const refund = home.audit.filter({ hasText: `${OWNER} refunded ${formatUsd(REFUND_CENTS)} on ${paid.reference}.` });
  await expect(refund).toHaveCount(1);
  await expect(refund.getByRole("link")).toHaveAttribute("href", `/admin/orders/${paid.id}`);
  await expect(home.audit.filter({ hasText: `${OWNER} signed in.` }).first()).toBeVisible();
  await expect(home.audit.filter({ hasText: /[A-Z]+_[A-Z_]+/ })).toHaveCount(0);
  await expect(home.signOutEverywhere).toBeVisible();
  await saveScreenshot(page, "admin-home-1280");
  await orders.open();
  await saveScreenshot(page, "admin-orders-1280");
});

/** The header's height, and how far apart the tops of its name, links and buttons are (one line: a few px). */
async function headerLine(page: Page) {
  return page.getByTestId("admin-header").evaluate((header) => {
    const tops = [...header.querySelectorAll<HTMLElement>("p > a, nav li, button")]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => element.getBoundingClientRect().top);
    return { height: header.getBoundingClientRect().height, spread: Math.max(...tops) - Math.min(...tops) };
  });
}

test("at 1280 px the header is one line with every section an owner sees", async ({ page, context }) => {
  await signedIn(page, context);
  const home = new AdminHomePage(page);
  await home.open();
  await expect(home.navMenu).toBeHidden();
  // Every section an owner opens: Dashboard, Orders, Messages, Reviews, Chat, Customers, Gold,
  // Catalogue, Settings, Promotions, Carts, Staff.
  await expect(home.nav.getByRole("link")).toHaveCount(12);
  const line = await headerLine(page);
  expect(line.spread).toBeLessThan(8);
  expect(line.height).toBeLessThan(80);
  await home.accountMenu.click();
  await expect(home.operatorEmail).toHaveText(OWNER);
  await expect(page.getByTestId("admin-header").getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
});

/** Fails when the page scrolls sideways or a control on it sits past the screen's edge. */
async function expectFits(page: Page, name: string): Promise<void> {
  await page.waitForLoadState("load");
  const fit = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const off = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea")]
      .filter((control) => control.getClientRects().length > 0 && !control.closest("[inert]"))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        // A visually hidden control (1 px, clipped) is for screen readers, not fingers.
        return box.width > 1 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .map((control) => (control.textContent || control.getAttribute("aria-label") || control.tagName).trim());
    return { scroll: document.documentElement.scrollWidth, width, off };
  });
  expect.soft(fit.scroll, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(fit.width);
  expect.soft(fit.off, `${name}: controls off the screen`).toEqual([]);
}

test("at 375 px every admin page fits the screen, the orders are cards with their totals, and the links are behind Menu", async ({
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  await signedIn(page, context);
  const home = new AdminHomePage(page);
  await home.open();
  await expectFits(page, "home");
  expect((await headerLine(page)).spread).toBeLessThan(8);
  await saveScreenshot(page, "admin-home-375");

  await expect(home.nav.getByRole("link")).toHaveCount(0);
  await home.navMenu.click();
  await expect(home.nav.getByRole("link")).toHaveCount(12);
  for (const link of await home.nav.getByRole("link").all()) await expect(link).toBeInViewport({ ratio: 1 });
  await expectFits(page, "home with the menu open");
  await page.keyboard.press("Escape");
  await expect(home.nav.getByRole("link")).toHaveCount(0);
  await expect(home.navMenu).toBeFocused();
  await home.accountMenu.click();
  const signOut = page.getByTestId("admin-header").getByRole("button", { name: "Sign out", exact: true });
  await expect(signOut).toBeInViewport({ ratio: 1 });
  await page.keyboard.press("Escape");

  const orders = new AdminOrdersPage(page);
  await orders.open();
  await expect(orders.rows).toHaveCount(2);
  await expect(orders.table.locator("thead")).toBeHidden();
  for (const row of await orders.rows.all()) {
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe("grid");
    const total = row.locator("td[data-label=Total]");
    await expect(total).toHaveText(formatUsd(FIRE_CAPE_CENTS));
    await total.scrollIntoViewIfNeeded();
    await expect(total).toBeInViewport({ ratio: 1 });
    // The cell's label is drawn before it: its column's header.
    expect(['"Total"', "attr(data-label)"]).toContain(
      await total.evaluate((cell) => getComputedStyle(cell, "::before").content),
    );
  }
  await expectFits(page, "orders");
  await saveScreenshot(page, "admin-orders-375");

  const pages = [
    `/admin/orders/${paid.id}`,
    "/admin/messages",
    "/admin/reviews",
    "/admin/carts",
    "/admin/promotions",
    "/admin/catalogue",
    "/admin/catalogue/history",
    "/admin/settings",
    "/admin/dashboard",
    "/admin/customers",
    "/admin/gold",
    "/admin/chat",
    "/admin/staff",
    "/admin/account",
  ];
  for (const path of pages) {
    await page.goto(path);
    await expectFits(page, path);
  }
});

test("staff see the counts of the lists they may open, never the revenue", async ({ page, context }) => {
  await context.clearCookies();
  const email = "home-staff@example.com";
  const link = await runOperatorCommand(server().databaseFile, "create", email, "--role", "staff");
  const enrol = new AdminEnrolPage(page);
  await page.goto(enrolPath(link));
  await enrol.choosePassword(PASSWORD);
  const secret = await enrol.secret();
  await enrol.confirm(totpCode(secret));
  await expect(enrol.recoveryCodes).toHaveCount(10);
  await signInOperator(page, { email, password: PASSWORD, secret });

  const home = new AdminHomePage(page);
  await home.open();
  await expect(home.value("to-start")).toHaveText("1");
  await expect(home.value("to-answer")).toHaveText("1");
  await expect(home.tile("revenue-today")).toHaveCount(0);
  await expect(home.nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  // The refund's entry still links to the order: staff may open orders.
  await expect(
    home.audit.filter({ hasText: `refunded ${formatUsd(REFUND_CENTS)} on ${paid.reference}.` }).getByRole("link"),
  ).toHaveAttribute("href", `/admin/orders/${paid.id}`);
});
