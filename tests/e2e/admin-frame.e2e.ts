import type { BrowserContext, Locator, Page } from "@playwright/test";
import { PAGE_VIEW_DELAY_MS } from "@/domain/analytics/events";
import { AdminEnrolPage } from "./pages/admin-enrol";
import { AdminInboxPage, AdminMessagePage } from "./pages/admin-messages";
import { AdminOrderPage, AdminOrdersPage } from "./pages/admin-orders";
import { AdminSignInPage } from "./pages/admin-sign-in";
import { operatorSession } from "./support/admin";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { placeDemoOrder, placeFireCapeOrder } from "./support/demo-order";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";
import { enrolPath, runOperatorCommand, totpCode } from "./support/operators";

/*
 * The back office's own frame (issue 16 polish): none of the storefront's site-wide hosts on /admin
 * (no Live chat, no cart, no page view, no vendor), every admin page usable on a 375 px phone, the
 * order filter true to the address after Back, and the confirmations' focus. The shop runs with a
 * tag manager and a chat vendor configured, so a host left running would show itself; the same
 * checks on the shop's home first prove they can see one.
 */

// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written.
test.describe.configure({ mode: "serial" });
const server = withOwnServer({
  ...E2E_ENV,
  GTM_ID: "GTM-FRAME01",
  CHAT_PROVIDER: "crisp",
  CRISP_WEBSITE_ID: "0f4c6c52-7c41-4a4f-9d44-0b6b1b8a7e11",
});
const PASSWORD = "a long enough passphrase for the frame";
const signedIn = operatorSession(() => server().databaseFile, "frame@example.com", PASSWORD);

test.use({ viewport: DESKTOP });

/** Every request the page makes, kept for the test (the context refuses outside hosts, after this sees them). */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on("request", (request) => urls.push(request.url()));
  return urls;
}

const outside = (urls: string[]) => urls.filter((url) => !url.startsWith(server().baseUrl) && !url.startsWith("data:"));
const clientConfig = (urls: string[]) => urls.filter((url) => new URL(url).pathname === "/api/client-config");

/** The page views pushed on this document so far. */
function pageViews(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "page_view"),
  );
}

/**
 * Lets a storefront host that would run on this page have run: the page view's timer (started on
 * load), then two idle periods (the vendors load on the first one, their config answer after).
 */
async function letHostsRun(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate((delay) => new Promise((done) => setTimeout(done, delay)), PAGE_VIEW_DELAY_MS);
  for (let round = 0; round < 2; round++) {
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 4_000 })));
  }
}

async function expectNoStorefrontHosts(page: Page, requests: string[]): Promise<void> {
  await letHostsRun(page);
  await expect(page.getByTestId("live-chat-button")).toHaveCount(0);
  await expect(page.getByTestId("cart-button")).toHaveCount(0);
  await expect(page.getByTestId("cart-drawer")).toHaveCount(0);
  expect(await pageViews(page)).toEqual([]);
  expect(outside(requests)).toEqual([]);
  expect(clientConfig(requests)).toEqual([]);
}

test("the storefront's hosts run on the shop and never on /admin, signed out or signed in", async ({
  page,
  context,
}) => {
  const requests = recordRequests(context);
  // The control: on the shop the same checks see the chat, the cart, a page view and the vendors.
  await page.goto("/");
  await expect(page.getByTestId("live-chat-button")).toBeVisible();
  await expect(page.getByTestId("cart-button")).toBeVisible();
  await expect.poll(async () => (await pageViews(page)).length).toBe(1);
  await expect.poll(() => outside(requests).some((url) => url.startsWith("https://client.crisp.chat/"))).toBe(true);
  expect(outside(requests).some((url) => url.startsWith("https://www.googletagmanager.com/"))).toBe(true);

  for (const path of ["/admin/sign-in", "/admin"]) {
    requests.length = 0;
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === "/admin/sign-in");
    await expectNoStorefrontHosts(page, requests);
  }

  await signedIn(page, context);
  for (const path of ["/admin", "/admin/orders", "/admin/messages"]) {
    requests.length = 0;
    await page.goto(path);
    await expect(page.getByTestId("admin-account-menu")).toBeVisible();
    await expectNoStorefrontHosts(page, requests);
  }
  // And after a client-side move inside the back office.
  requests.length = 0;
  await new AdminOrdersPage(page).nav.getByRole("link", { name: "Orders" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/orders");
  await expectNoStorefrontHosts(page, requests);
});

test("an id that opens nothing in the back office is a 404 titled as one; a product that exists keeps its title", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  for (const path of [
    "/admin/orders/no-such-order",
    "/admin/customers/no-such-customer",
    "/admin/messages/no-such-message",
    "/admin/promotions/NOSUCHCODE",
    "/admin/catalogue/no-such-product",
    "/admin/catalogue/no-such-product/preview",
    "/admin/gold/sell-orders/no-such-sale",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page, path).toHaveTitle("404 - Page Not Found");
    await expect(page.getByTestId("error-message"), path).toHaveText(`Page Not Found: ${path}`);
  }
  await page.goto("/admin/catalogue/fire-cape");
  await expect(page).toHaveTitle(/^Edit product \| /);
});

/** What a phone must not have: a page wider than the screen, or a control smaller than a finger. */
async function expectPhoneFit(page: Page, name: string, scope?: Locator): Promise<void> {
  await page.waitForLoadState("load");
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect.soft(overflow.page, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(overflow.screen);
  if (scope) {
    // A dialog is its own scroller, above the page: what is wider than it is cut off, not scrolled.
    const dialog = await scope.evaluate((element) => ({ content: element.scrollWidth, box: element.clientWidth }));
    expect.soft(dialog.content, `${name}: the dialog scrolls sideways`).toBeLessThanOrEqual(dialog.box);
  }
  const small = await (scope ?? page.locator("body")).evaluate((root) => {
    const found: string[] = [];
    const controls = root.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary',
    );
    for (const control of controls) {
      if (control.closest("[inert]") || control.getClientRects().length === 0) continue;
      // A radio or a checkbox is tapped through its label; a link inside a sentence is exempt (WCAG 2.5.8).
      const target =
        control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox")
          ? (control.closest("label") ?? control)
          : control;
      const sentence = target.closest("p, li, dd");
      const inSentence = sentence && sentence.textContent?.trim() !== target.textContent?.trim();
      if (getComputedStyle(target).display === "inline" && inSentence) continue;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A table's own scroller may hide part of a row: only what is on screen counts.
      if (box.height < 43.5 || box.width < 43.5) {
        found.push(
          `${target.tagName.toLowerCase()} "${(target.textContent || target.getAttribute("aria-label") || "").trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return found;
  });
  expect.soft(small, `${name}: tap targets under 44 px`).toEqual([]);
  await saveScreenshot(page, `admin-${name}-375`, { fullPage: !scope });
}

/** A Zelle order through the shop's own API, waiting for its money: what Record payment is for. */
async function placeZelleOrder(): Promise<string> {
  return (await placeFireCapeOrder(server().baseUrl, "zelle", "zelle-frame@example.com")).reference;
}

/** Opens a dialog by `open`, again while a press lands before the page has hydrated (it opens nothing then). */
async function openDialog(dialog: Locator, open: () => Promise<void>): Promise<void> {
  await expect(async () => {
    // Never pressed again once it is open: Enter would then confirm the dialog's action.
    if (!(await dialog.isVisible())) await open();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/** Opens an order action's dialog, checks it on the phone, and closes it with Cancel. */
async function checkOrderDialog(
  page: Page,
  order: AdminOrderPage,
  action: Parameters<AdminOrderPage["action"]>[0],
  name: string,
): Promise<void> {
  await openDialog(order.dialog, () => order.action(action).click({ timeout: 2_000 }));
  await expectPhoneFit(page, `order-dialog-${name}`, order.dialog);
  await order.dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(order.dialog).toBeHidden();
}

test("every admin page and dialog fits a 375 px phone: no sideways scroll, no tap target under 44 px", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const signIn = new AdminSignInPage(page);
  await signIn.open();
  await expectPhoneFit(page, "sign-in");

  const email = "frame-phone@example.com";
  await page.goto(enrolPath(await runOperatorCommand(server().databaseFile, "create", email)));
  const enrol = new AdminEnrolPage(page);
  await expect(enrol.newPassword).toBeVisible();
  await expectPhoneFit(page, "enrol-password");
  await enrol.choosePassword(PASSWORD);
  await expectPhoneFit(page, "enrol-app");
  const secret = await enrol.secret();
  await enrol.confirm(totpCode(secret));
  await expect(enrol.recoveryCodes).toHaveCount(10);
  await expectPhoneFit(page, "enrol-recovery-codes");

  await signIn.signInWithPassword(email, PASSWORD);
  await expectPhoneFit(page, "code-step");
  await signIn.enterCode(totpCode(secret, Date.now() + 30_000));
  await page.waitForURL((url) => url.pathname === "/admin");
  await expectPhoneFit(page, "home");

  const { paymentPath, session } = await placeDemoOrder(server().baseUrl);
  const paid = await fetch(`${server().baseUrl}/api/test-payment`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server().baseUrl },
    body: JSON.stringify({ session, action: "pay" }),
  });
  expect(paid.status, paymentPath).toBe(200);
  const zelle = await placeZelleOrder();

  const orders = new AdminOrdersPage(page);
  await orders.open();
  await expect(orders.row(zelle)).toBeVisible();
  await expectPhoneFit(page, "orders");
  await orders.open("?from=2026-13-40");
  await expect(orders.error).toBeVisible();
  await expectPhoneFit(page, "orders-refused");

  const order = new AdminOrderPage(page);
  await orders.open();
  const paidRow = orders.table.locator("tbody tr").filter({ hasText: "paid" }).first();
  await paidRow.getByRole("link").first().click();
  await expect(order.status).toHaveText("paid");
  await expectPhoneFit(page, "order");
  for (const [action, name] of [
    ["Set fulfilment", "fulfilment"],
    ["Add note", "note"],
    ["Resend receipt", "receipt"],
    ["Refund", "refund"],
  ] as const) {
    await checkOrderDialog(page, order, action, name);
  }
  await orders.open();
  await orders.openOrder(zelle);
  await checkOrderDialog(page, order, "Record payment", "mark-paid");

  // One unbroken word wider than the screen, as a heading and in the thread.
  const sender = "averylongsenderaddressforthephonelayoutcheck@example.com";
  const sent = await fetch(`${server().baseUrl}/api/brevo/fallback`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server().baseUrl },
    body: JSON.stringify({ email: sender, message: "Does the phone layout hold?" }),
  });
  expect(sent.ok).toBe(true);
  const inbox = new AdminInboxPage(page);
  await inbox.open();
  await expect(inbox.row(sender)).toBeVisible();
  await expectPhoneFit(page, "inbox");
  await inbox.row(sender).getByRole("link", { name: sender }).click();
  const message = new AdminMessagePage(page);
  await expect(message.status).toHaveText("new");
  await expectPhoneFit(page, "message");
  await page.getByTestId("admin-message-close").click();
  await expect(message.confirm).toBeVisible();
  await expectPhoneFit(page, "message-confirm", message.confirm);
  await message.confirm.getByRole("button", { name: "Cancel" }).click();
  await message.body.fill("It does.");
  await message.send.click();
  await expect(message.confirm).toBeVisible();
  await expectPhoneFit(page, "reply-confirm", message.confirm);
});

test("the order filter shows the address's filter again after Back and Forward", async ({ page, context }) => {
  await signedIn(page, context);
  const orders = new AdminOrdersPage(page);
  await orders.open("?status=paid&q=Zezima");
  const status = page.getByLabel("Status", { exact: true });
  await expect(status).toHaveValue("paid");
  await expect(orders.search).toHaveValue("Zezima");

  await status.selectOption("pending");
  await orders.search.fill("someone-else");
  await page.getByLabel("From date", { exact: true }).fill("2026-01-02");
  await page.getByRole("button", { name: "Filter" }).click();
  await page.waitForURL((url) => url.searchParams.get("status") === "pending");
  await expect(orders.search).toHaveValue("someone-else");

  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get("status") === "paid");
  await expect(status).toHaveValue("paid");
  await expect(orders.search).toHaveValue("Zezima");
  await expect(page.getByLabel("From date", { exact: true })).toHaveValue("");

  await page.goForward();
  await page.waitForURL((url) => url.searchParams.get("status") === "pending");
  await expect(status).toHaveValue("pending");
  await expect(orders.search).toHaveValue("someone-else");
  await expect(page.getByLabel("From date", { exact: true })).toHaveValue("2026-01-02");
});

test("a confirmation opens on its field or its action, keeps Tab inside, and Escape gives focus back", async ({
  page,
  context,
}) => {
  await placeDemoOrder(server().baseUrl);
  const sender = "focus-sender@example.com";
  const sent = await fetch(`${server().baseUrl}/api/brevo/fallback`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server().baseUrl },
    body: JSON.stringify({ email: sender, message: "Where does the focus go?" }),
  });
  expect(sent.ok).toBe(true);
  await signedIn(page, context);
  const inbox = new AdminInboxPage(page);
  await inbox.open();
  await inbox.row(sender).getByRole("link", { name: sender }).click();
  const message = new AdminMessagePage(page);
  const close = page.getByTestId("admin-message-close").or(page.getByTestId("admin-message-reopen"));
  await openDialog(message.confirm, async () => {
    await close.focus();
    await page.keyboard.press("Enter");
  });
  // No field to fill: the action's button, so Enter confirms.
  await expect(message.confirmAction).toBeFocused();
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press("Tab");
    await expect.poll(() => message.confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(message.confirm).toBeHidden();
  await expect(close).toBeFocused();

  const orders = new AdminOrdersPage(page);
  await orders.open();
  await orders.table.locator("tbody tr").first().getByRole("link").first().click();
  const order = new AdminOrderPage(page);
  await expect(order.reference).toBeVisible();
  const note = order.action("Add note");
  await openDialog(order.dialog, () => note.click({ timeout: 2_000 }));
  await expect(order.dialog.getByLabel("Note")).toBeFocused();
  // An empty note is said in the operator's words, on the field, before any request.
  await order.dialog.getByRole("button", { name: "Add note" }).click();
  await expect(order.dialogError).toHaveText("Write the note before adding it.");
  await expect(order.dialog.getByLabel("Note")).toHaveAttribute("aria-invalid", "true");
  await expect(order.dialog.getByLabel("Note")).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect.poll(() => order.dialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(order.dialog).toBeHidden();
  await expect(note).toBeFocused();
  await order.action("Set fulfilment").click();
  await expect(order.dialog.getByLabel("New status")).toBeFocused();
  await page.keyboard.press("Escape");
});

test("before its script runs, the sign-in form cannot send itself: no password in an address", async ({ browser }) => {
  // No JavaScript at all: the longest a page can stay unhydrated.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server().baseUrl });
  try {
    const page = await context.newPage();
    await page.goto("/admin/sign-in");
    const signIn = new AdminSignInPage(page);
    await expect(signIn.submit).toBeDisabled();
    await signIn.email.fill("frame@example.com");
    await signIn.password.fill(PASSWORD);
    await signIn.password.press("Enter");
    // Nothing to wait for when nothing happens: a navigation, had the form been sent, starts within the press.
    await page.waitForLoadState("load");
    expect(new URL(page.url()).search).toBe("");
    await expect(signIn.password).toHaveValue(PASSWORD);
  } finally {
    await context.close();
  }
});
