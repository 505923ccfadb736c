import { createHmac } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { fireCapeItem } from "../support/fixtures";
import { AdminCartsPage, ReminderLinkPage } from "./pages/admin-carts";
import { CheckoutPage } from "./pages/checkout-page";
import { ProductPage } from "./pages/product-page";
import { operatorSession } from "./support/admin";
import { axeViolations } from "./support/axe";
import { blockOutsideHosts, DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { E2E_ENV } from "./support/e2e-env";
import { expect, PROFILE, test, withOwnServer } from "./support/fixtures";
import { tabTo } from "./support/keyboard";

/*
 * Issue 17, item 3 in a browser against the production build: a visitor leaves a cart after typing
 * an email at checkout; an hour later (its times moved back in the test server's database, as
 * operators.ts ages sessions) the operator finds it with its server-priced value and sends the one
 * reminder; the email's link, opened in a fresh browser, restores exactly that cart, which checks
 * out and is counted. A second send is refused, the unsubscribe link is honoured, a tampered or
 * expired link changes nothing. One server and one operator session for the file.
 */

// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written.
test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);
const signedIn = operatorSession(
  () => server().databaseFile,
  "carts@example.com",
  "a long enough passphrase for carts",
);

test.use({ viewport: DESKTOP });

function database<T>(work: (db: SQLite.Database) => T): T {
  const db = new SQLite(server().databaseFile);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** Moves the cart's last change two hours back: abandoned, for the list and the reminder. */
function ageCart(uuid: string): void {
  const at = new Date(Date.now() - 2 * 3_600_000).toISOString();
  database((db) => db.prepare("update carts set created_at = ?, updated_at = ? where uuid = ?").run(at, at, uuid));
}

/** A cart (a fire cape by default) saved with `email` two hours ago, as the cart route stores one. */
function seedAbandonedCart(email: string, items: unknown[] = [fireCapeItem()]): string {
  const uuid = crypto.randomUUID();
  const at = new Date(Date.now() - 2 * 3_600_000).toISOString();
  database((db) =>
    db
      .prepare("insert into carts (uuid, items_json, email, created_at, updated_at) values (?, ?, ?, ?, ?)")
      .run(uuid, JSON.stringify(items), email, at, at),
  );
  return uuid;
}

/** The reminder queued for `to`: its subject, its text and HTML, and the paths (with tokens) of its two links. */
function reminderEmail(to: string): {
  subject: string;
  text: string;
  html: string;
  restore: string;
  unsubscribe: string;
} {
  const row = database(
    (db) =>
      db
        .prepare(
          "select subject, body_text, body_html from outbox where to_address = ? and subject like '%left something%'",
        )
        .all(to) as {
        subject: string;
        body_text: string;
        body_html: string | null;
      }[],
  );
  expect(row).toHaveLength(1);
  const link = (path: string) => {
    const found = new RegExp(`https?://\\S+${path}\\?t=\\S+`).exec(row[0]?.body_text ?? "")?.[0] ?? "";
    const url = new URL(found);
    return `${url.pathname}${url.search}`;
  };
  return {
    subject: row[0]?.subject ?? "",
    text: row[0]?.body_text ?? "",
    html: row[0]?.body_html ?? "",
    restore: link("/cart/restore"),
    unsubscribe: link("/unsubscribe"),
  };
}

async function operatorPage(browser: Browser): Promise<{ page: Page; carts: AdminCartsPage }> {
  const context = await browser.newContext({ baseURL: server().baseUrl, viewport: DESKTOP });
  await blockOutsideHosts(context);
  const page = await context.newPage();
  await signedIn(page, context);
  const carts = new AdminCartsPage(page);
  await carts.open();
  return { page, carts };
}

/** A new browser with nothing stored opens a reminder's restore link; its one-line cart comes back. */
async function openRestoreLink(browser: Browser, path: string): Promise<{ page: Page; link: ReminderLinkPage }> {
  const context = await browser.newContext({ baseURL: server().baseUrl, viewport: DESKTOP });
  await blockOutsideHosts(context);
  const page = await context.newPage();
  const link = new ReminderLinkPage(page);
  await page.goto(path);
  await expect(link.restoreNotice).toHaveText(/Your cart is back: 1 item/);
  return { page, link };
}

async function sendReminder(carts: AdminCartsPage, row: Locator): Promise<void> {
  await carts.send(row).click();
  await expect(carts.confirm).toBeVisible();
  await carts.confirmSend.click();
  await expect(carts.confirm).toHaveCount(0);
  await expect(carts.reminder(row)).toHaveText("Reminded");
}

test("a left cart is listed with its value, reminded once, restored from the email in a new browser, checked out and counted", async ({
  browser,
}) => {
  const email = `left-cart-${Date.now()}@example.com`;
  // The visitor: a zerker fire cape, the checkout, an email typed, then gone.
  const visitorContext = await browser.newContext({ baseURL: server().baseUrl, viewport: DESKTOP });
  await blockOutsideHosts(visitorContext);
  const visitor = await visitorContext.newPage();
  const product = new ProductPage(visitor);
  await product.goto("/fire-cape");
  await product.choice("account-type", "zerker").check();
  await product.addToCartButton.click();
  await visitor.goto("/checkout");
  const checkout = new CheckoutPage(visitor);
  const saved = visitor.waitForResponse(
    (response) =>
      response.url().endsWith("/api/cart/saveCartData") &&
      JSON.parse(response.request().postData() ?? "{}").email === email,
  );
  await checkout.field("email").fill(email);
  await checkout.field("name").focus();
  expect((await saved).status()).toBe(200);
  const left = await new ReminderLinkPage(visitor).storedCart();
  expect(left?.cartItems).toHaveLength(1);
  expect(left?.cartItems[0]?.sku).toMatch(/^fire-cape/);
  const cartUuid = left?.uuid ?? "";
  await visitorContext.close();
  ageCart(cartUuid);

  // The operator: the cart with its value from the catalogue, and the figures before.
  const { page, carts } = await operatorPage(browser);
  const before = await carts.figures();
  const row = carts.rows(email);
  await expect(row).toHaveCount(1);
  await expect(carts.value(row)).toHaveText("$31.50");
  await expect(carts.reminder(row)).toHaveText("Not reminded");
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "admin-carts-1280");
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, "admin-carts-375");
  await page.setViewportSize(DESKTOP);

  // A second tab still showing the button, for the second send.
  const stale = new AdminCartsPage(await page.context().newPage());
  await stale.open();
  await sendReminder(carts, row);
  await expect(carts.figure("reminded")).toHaveText(String(before.reminded + 1));

  await stale.send(stale.rows(email)).click();
  await stale.confirmSend.click();
  await expect(stale.confirmError).toHaveText("A reminder was already sent for this cart; each cart gets one.");
  await stale.page.close();

  const sent = reminderEmail(email);
  expect(sent.subject).toMatch(/You left something in your .+ cart/);

  // A new browser with nothing stored opens the email's link: exactly that cart comes back.
  const { page: back, link } = await openRestoreLink(browser, sent.restore);
  const restored = await link.storedCart();
  expect(restored?.uuid).toBe(cartUuid);
  expect(restored?.cartItems).toEqual(left?.cartItems);
  expect(await back.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
  expect(await axeViolations(back)).toEqual([]);
  await saveScreenshot(back, "cart-restore-1280");
  await back.setViewportSize(PHONE);
  await saveScreenshot(back, "cart-restore-375");
  await back.setViewportSize(DESKTOP);

  // By keyboard to the checkout, then paid with the demo provider.
  await tabTo(back, link.toCheckout);
  await back.keyboard.press("Enter");
  await back.waitForURL((url) => url.pathname === "/checkout");
  const pay = new CheckoutPage(back);
  await pay.fillProfile({ ...PROFILE, email });
  await pay.terms.check();
  await pay.method("card").check();
  const placed = back.waitForResponse((response) => response.url().endsWith("/api/checkout/order"));
  await pay.submit.click();
  expect((await placed).request().postDataJSON().cartUuid).toBe(cartUuid);
  await back.waitForURL((url) => url.pathname === "/test-payment");
  await back.getByTestId("test-payment-pay").click();
  await expect(pay.confirmation).toHaveAttribute("data-status", "paid");
  await back.context().close();

  await carts.open();
  await expect(carts.figure("ordered")).toHaveText(String(before.ordered + 1));
  await expect(carts.figure("paid")).toHaveText(String(before.paid + 1));
  // Ordered since its last change: no longer abandoned.
  await expect(carts.rows(email)).toHaveCount(0);
  await page.context().close();
});

test("the unsubscribe link is honoured: the address's other cart shows Unsubscribed and cannot be reminded", async ({
  browser,
  page,
}) => {
  const email = `leaver-${Date.now()}@example.com`;
  seedAbandonedCart(email);
  const { carts } = await operatorPage(browser);
  await expect(carts.rows(email)).toHaveCount(1);
  // By keyboard: Tab to the row's button, Enter opens the confirmation with the focus on Send.
  await tabTo(carts.page, carts.send(carts.rows(email)));
  await carts.page.keyboard.press("Enter");
  await expect(carts.confirmSend).toBeFocused();
  await carts.page.keyboard.press("Enter");
  await expect(carts.reminder(carts.rows(email))).toHaveText("Reminded");
  const sent = reminderEmail(email);

  const link = new ReminderLinkPage(page);
  await page.goto(sent.unsubscribe);
  await expect(link.unsubscribe).toBeEnabled();
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "unsubscribe-1280");
  await tabTo(page, link.unsubscribe);
  await page.keyboard.press("Enter");
  await expect(link.unsubscribed).toContainText("will get no more cart reminders");
  expect(await axeViolations(page)).toEqual([]);

  // A mail client's one-click unsubscribe (RFC 8058) is accepted too, and changes nothing more.
  const oneClick = await fetch(`${server().baseUrl}/api${sent.unsubscribe}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status).toBe(200);

  seedAbandonedCart(email.toUpperCase());
  await carts.open();
  const other = carts.rows(email.toUpperCase());
  await expect(carts.reminder(other)).toHaveText("Unsubscribed");
  await expect(carts.send(other)).toHaveCount(0);
  const refused = await carts.page.evaluate(
    async (uuid) => {
      const response = await fetch(`/api/admin/carts/${uuid}/reminder`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      return { status: response.status, body: await response.json() };
    },
    database(
      (db) => (db.prepare("select uuid from carts where email = ?").get(email.toUpperCase()) as { uuid: string }).uuid,
    ),
  );
  expect(refused).toEqual({
    status: 409,
    body: { code: "conflict:cart-reminder", message: "This address has unsubscribed from reminders." },
  });
  await carts.page.context().close();
});

test("a cart saved with a stranger's words is listed, mailed and restored with the catalogue's words only (issue 38)", async ({
  browser,
}) => {
  const hostile = ["Your account is locked, verify at https://evil.example/verify", "Call +1 555 0100 now"];
  const email = `hostile-${Date.now()}@example.com`;
  // A row as a stranger could leave it: a sold sku under made-up words, and a sku the shop never sold.
  seedAbandonedCart(email, [
    { ...fireCapeItem(1), name: hostile[0], subName: hostile[1], imageSrc: "https://evil.example/pixel.png" },
    { ...fireCapeItem(), sku: "no-such-product", name: hostile[1], config: {} },
  ]);
  const { carts } = await operatorPage(browser);
  const row = carts.rows(email);
  await expect(carts.items(row)).toContainText("Fire Cape");
  await expect(carts.value(row)).toHaveText("$31.50");
  await expect(row).toContainText("1 line no longer sold");
  for (const words of hostile) await expect(row).not.toContainText(words);
  await sendReminder(carts, row);
  await carts.page.context().close();

  const sent = reminderEmail(email);
  expect(sent.text).toContain("Fire Cape");
  for (const part of [sent.subject, sent.text, sent.html]) expect(part).not.toContain("evil.example");

  const { page, link } = await openRestoreLink(browser, sent.restore);
  await expect(link.restoreItems).toHaveText(/^Fire Cape/);
  await expect(link.restoreUnavailable).toHaveText("1 item is no longer available and was left out.");
  // Neither the page nor the data handed to the browser carries the stored words.
  const html = await page.content();
  for (const words of [...hostile, "evil.example"]) expect(html).not.toContain(words);
  const restored = await link.storedCart();
  expect(restored?.cartItems.map((item) => [item.sku, item.name, item.imageSrc])).toEqual([
    ["fire-cape", "Fire Cape", "/art/products/fire-cape.svg"],
  ]);
  await page.context().close();
});

test("a tampered or expired restore link says so and leaves the browser's cart as it was", async ({
  browser,
  page,
}) => {
  const email = `tamper-${Date.now()}@example.com`;
  const uuid = seedAbandonedCart(email);
  const { carts } = await operatorPage(browser);
  await sendReminder(carts, carts.rows(email));
  await carts.page.context().close();
  const { restore } = reminderEmail(email);
  const token = new URL(restore, server().baseUrl).searchParams.get("t") ?? "";
  const link = new ReminderLinkPage(page);

  // The visitor's own cart, which a bad link must not touch.
  await page.goto("/fire-cape");
  // Read once the page has stored it (after hydration): read before, it was null, and the
  // restore page's own empty cart then looked like a change on a loaded machine.
  await expect.poll(() => link.storedCart()).not.toBeNull();
  const own = await link.storedCart();

  const [prefix, , seconds, signature] = token.split(".");
  const otherCart = `${prefix}.${crypto.randomUUID()}.${seconds}.${signature}`;
  const key = database(
    (db) =>
      (db.prepare("select value from shop_secrets where name = 'cart-link-key'").get() as { value: string }).value,
  );
  // Signed with the shop's own key, but a minute past its expiry.
  const body = `r.${uuid}.${Math.floor(Date.now() / 1000) - 60}`;
  const expired = `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
  const tampered = `${token.slice(0, -2)}${token.endsWith("xx") ? "yy" : "xx"}`;
  for (const bad of [tampered, otherCart, expired, "nonsense"]) {
    await page.goto(`/cart/restore?t=${encodeURIComponent(bad)}`);
    await expect(link.expired).toContainText("This link has expired");
    expect(await link.storedCart()).toEqual(own);
  }
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "cart-restore-expired-1280");
  await page.goto(`/unsubscribe?t=${encodeURIComponent(expired.replace(/^r/, "u"))}`);
  await expect(link.expired).toBeVisible();
  await expect(link.unsubscribe).toHaveCount(0);
});
