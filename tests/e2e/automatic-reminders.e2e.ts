import type { Browser } from "@playwright/test";
import SQLite from "better-sqlite3";
import { fireCapeItem } from "../support/fixtures";
import { AdminCartsPage } from "./pages/admin-carts";
import { AdminSettingsPage } from "./pages/admin-catalogue";
import { operatorSession } from "./support/admin";
import { axeViolations } from "./support/axe";
import { blockOutsideHosts, DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { placeFireCapeOrder } from "./support/demo-order";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * Reminders that send themselves, against the production build: two instances of the shop on one
 * database, each looking for due carts every second. The owner turns automatic reminders on in the
 * settings; an address with two carts left a day ago gets one email (for its latest cart), once,
 * however many passes both instances make; an address that ordered since gets none; the carts list
 * shows one row per address, and its Send stays on screen on a phone.
 */

test.describe.configure({ mode: "serial" });
const ENV = { ...E2E_ENV, CART_REMINDER_INTERVAL_SECONDS: "1" };
const first = withOwnServer(ENV);
// The same SQLite file: two instances sharing the database, as in production.
const second = withOwnServer(() => ({ ...ENV, DATABASE_URL: first().databaseFile }));
const signedIn = operatorSession(
  () => first().databaseFile,
  "reminders-owner@example.com",
  "a long enough passphrase for reminders",
);

function database<T>(work: (db: SQLite.Database) => T): T {
  const db = new SQLite(first().databaseFile);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** A fire cape cart saved with `email` `hours` ago, as the cart route stores one. */
function seedCart(email: string, hours: number): string {
  const uuid = crypto.randomUUID();
  const at = new Date(Date.now() - hours * 3_600_000).toISOString();
  database((db) =>
    db
      .prepare("insert into carts (uuid, items_json, email, created_at, updated_at) values (?, ?, ?, ?, ?)")
      .run(uuid, JSON.stringify([fireCapeItem()]), email, at, at),
  );
  return uuid;
}

/** Reminder emails queued to `email` (in any case), and the carts they were for. */
function remindersTo(email: string): { outbox: number; carts: string[] } {
  return database((db) => {
    const outbox = db
      .prepare("select count(*) as n from outbox where lower(to_address) = ? and subject like '%left something%'")
      .get(email.toLowerCase()) as { n: number };
    const carts = db.prepare("select cart_uuid from cart_reminders where email = ?").all(email.toLowerCase()) as {
      cart_uuid: string;
    }[];
    return { outbox: outbox.n, carts: carts.map((row) => row.cart_uuid) };
  });
}

async function operatorPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  await blockOutsideHosts(context);
  const page = await context.newPage();
  await signedIn(page, context);
  return page;
}

test("turned on, two instances remind an address's latest cart once, never an address that ordered since", async ({
  browser,
}) => {
  const stamp = Date.now();
  const twice = `twice-${stamp}@example.com`;
  seedCart(twice, 30);
  const latest = seedCart(twice.toUpperCase(), 26);
  const buyer = `buyer-${stamp}@example.com`;
  seedCart(buyer, 30);
  await placeFireCapeOrder(first().baseUrl, "card", buyer);
  const waiting = `waiting-${stamp}@example.com`;
  seedCart(waiting, 2);

  // Off by default: a second's pass of either instance sends nothing. The owner turns it on.
  const page = await operatorPage(browser, first().baseUrl);
  const carts = new AdminCartsPage(page);
  await carts.open();
  await expect(carts.automatic).toContainText("Automatic reminders are off");
  expect(remindersTo(twice).outbox).toBe(0);
  const settings = new AdminSettingsPage(page);
  await settings.open();
  await expect(settings.setting("reminders_automatic").getByTestId("admin-setting-bounds")).toHaveText(
    "Allowed: on or off.",
  );
  await settings.choose("reminders_automatic", "on");

  await expect.poll(() => remindersTo(twice).outbox, { timeout: 20_000 }).toBe(1);
  expect(remindersTo(twice).carts).toEqual([latest]);
  // A cart left later is reminded by a later pass: by then both instances have looked again and again.
  const later = `later-${stamp}@example.com`;
  seedCart(later, 25);
  await expect.poll(() => remindersTo(later).outbox, { timeout: 20_000 }).toBe(1);
  expect(remindersTo(twice)).toEqual({ outbox: 1, carts: [latest] });
  expect(remindersTo(buyer).outbox).toBe(0);
  expect(remindersTo(waiting).outbox).toBe(0);
  await page.context().close();

  // The list on the other instance: one row per address.
  const other = new AdminCartsPage(await operatorPage(browser, second().baseUrl));
  await other.open();
  await expect(other.automatic).toContainText("Automatic reminders are on: a cart is reminded 24 h after");
  const grouped = other.rows(twice.toUpperCase());
  await expect(grouped).toHaveCount(1);
  await expect(other.rows(twice)).toHaveCount(0);
  await expect(other.count(grouped)).toHaveText("2 carts");
  await expect(other.reminder(grouped)).toHaveText("Reminded");
  await expect(other.lastReminded(grouped)).not.toHaveText("Never");
  await expect(other.send(grouped)).toHaveCount(0);
  const bought = other.rows(buyer);
  await expect(other.reminder(bought)).toHaveText("Ordered since");
  await expect(other.send(bought)).toHaveCount(0);
  const open = other.rows(waiting);
  await expect(other.reminder(open)).toHaveText("Not reminded");
  await expect(other.lastReminded(open)).toHaveText("Never");
  expect(await axeViolations(other.page)).toEqual([]);
  await saveScreenshot(other.page, "admin-carts-grouped-1280");

  // On a phone the Send button is on screen without scrolling sideways, and sends.
  await other.page.setViewportSize(PHONE);
  const box = await other.send(open).evaluate((button) => {
    const rect = button.getBoundingClientRect();
    return { left: rect.left, right: rect.right };
  });
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(PHONE.width);
  await saveScreenshot(other.page, "admin-carts-grouped-375");
  await other.send(open).click();
  await other.confirmSend.click();
  await expect(other.reminder(open)).toHaveText("Reminded");
  expect(remindersTo(waiting).outbox).toBe(1);
  await other.page.context().close();
});
