import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { DESKTOP, PHONE, SCREENSHOT_DIR } from "./support/browser";
import { buyCartByDemoCard } from "./support/card-checkout";
import { E2E_ENV } from "./support/e2e-env";
import { expect, PROFILE, test, withOwnServer } from "./support/fixtures";
import { expectNoLayoutShift, watchLayoutShifts } from "./support/layout-shift";

/*
 * The gold page's promise follows the stock while the shop runs: stock added to the ledger (written
 * into the server's database, as an operator's "added" movement is), the page promises delivery in
 * about 15 minutes for 750M with nothing moving when the answer comes; the checkout repeats it; once
 * that order is paid the stock is reserved, and the prerendered page, untouched, says pre-order
 * within 10 s; the order's page repeats the promise it was placed with. A server of this file's
 * own: its stock must not be drained by the other files' gold orders.
 */

// The tests share the one server and its stock, in the order written, so they run in one worker.
test.describe.configure({ mode: "serial" });
const ownServer = withOwnServer(E2E_ENV);
const FRESH_WITHIN_MS = 10_000;
const SHOTS = SCREENSHOT_DIR;

/** An operator's stock as the ledger records it: one "added" movement, under the ledger's lock row. */
function addStockInDatabase(databaseFile: string, millions: number): void {
  const db = new SQLite(databaseFile);
  try {
    const now = new Date().toISOString();
    db.transaction(() => {
      db.prepare("UPDATE gold_stock SET version = version + 1 WHERE id = 1").run();
      db.prepare(
        `INSERT INTO gold_movements (id, kind, tenths, on_hand_tenths, reserved_tenths, account, override, dedupe_key, happened_at, created_at)
         VALUES (?, 'added', ?, ?, 0, 'RF Mule 1', 0, NULL, ?, ?)`,
      ).run(randomUUID(), millions * 10, millions * 10, now, now);
    })();
  } finally {
    db.close();
  }
}

/** What a buyer sees around the form's promise, at 375 and 1280 px. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, viewport] of [
    [375, PHONE],
    [1280, DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.getByTestId("gold-promise").evaluate((line) => line.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: `${SHOTS}/promise-${name}-${width}.png` });
  }
  await page.setViewportSize(DESKTOP);
}

test("the promise follows the stock: in stock with nothing moving, repeated at checkout and on the order, pre-order within 10 s of the stock running out", async ({
  page,
  gold,
  cart,
  checkout,
}) => {
  addStockInDatabase(ownServer().databaseFile, 1_000);

  // The HTML says nothing it cannot keep: the stock is asked once the form runs.
  const html = await (await fetch(`${ownServer().baseUrl}/osrs-gold`)).text();
  expect(html).toContain('data-promise="loading"');
  expect(html).not.toMatch(/within (15 )?minutes/);

  // The answer held back until the page is drawn: when it comes, nothing below the line moves.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/gold/stock", async (route) => {
    await held;
    await route.continue();
  });
  // On a phone, where the line's words wrap the most.
  await page.setViewportSize(PHONE);
  await watchLayoutShifts(page);
  await gold.open();
  await expect(gold.promise).toHaveAttribute("data-promise", "loading");
  const buttonBefore = await gold.addToCartButton.boundingBox();
  release();
  // The form opens on 500M, which the stock covers.
  await expect(gold.promise).toHaveAttribute("data-promise", "in_stock");
  expect(await gold.addToCartButton.boundingBox()).toEqual(buttonBefore);
  await expectNoLayoutShift(page);
  await page.unroute("**/api/gold/stock");
  await page.setViewportSize(DESKTOP);
  await gold.millionsInput.fill("750");
  await expect(gold.promise).toHaveAttribute("data-promise", "in_stock");
  await expect(gold.promise).toContainText("Delivered in about 15 minutes after payment.");
  await shoot(page, "in-stock");

  // Above the contact limit: asked to contact the shop, nothing goes into the cart.
  await gold.millionsInput.fill("20001");
  await expect(gold.promise).toHaveAttribute("data-promise", "contact");
  await expect(gold.addToCartButton).toBeDisabled();
  await shoot(page, "contact");

  // Bought: the checkout repeats the promise for the gold line, and paying reserves the 750M.
  await gold.addMillions(750);
  await expect(cart.badge).toHaveText("1");
  await cart.open();
  await cart.buyNow();
  await page.waitForURL((url) => url.pathname === "/checkout");
  await expect(page.getByTestId("summary-gold-promise")).toHaveText(
    "In stock — delivered in about 15 minutes after payment.",
  );
  await expect(page.getByTestId("cart-drawer-overlay")).toHaveCount(0);
  await expect(checkout.total).toHaveText("$142.50");
  await checkout.fillProfile(PROFILE);
  await checkout.method("card").check();
  await checkout.terms.check();
  await checkout.submit.click();
  await page.waitForURL((url) => url.pathname === "/test-payment");
  await page.getByTestId("test-payment-pay").click();
  await expect(checkout.confirmation).toHaveAttribute("data-status", "paid");
  const paidAt = performance.now();

  // 250M left: the page, never rebuilt, says pre-order for 750M within 10 s.
  await expect(async () => {
    await gold.open();
    await gold.millionsInput.fill("750");
    await expect(gold.promise).toHaveAttribute("data-promise", "pre_order", { timeout: 1_000 });
  }).toPass({ timeout: FRESH_WITHIN_MS, intervals: [500] });
  expect(performance.now() - paidAt).toBeLessThan(FRESH_WITHIN_MS);
  await expect(gold.promise).toContainText("Beyond our stock, delivered as soon as new stock arrives.");
  await shoot(page, "pre-order");
  // 250M is still in stock.
  await gold.millionsInput.fill("250");
  await expect(gold.promise).toHaveAttribute("data-promise", "in_stock");
});

test("the order's page repeats the promise it was placed with, whatever the stock says now", async ({
  page,
  gold,
  cart,
  checkout,
}) => {
  await gold.open();
  await gold.addMillions(750);
  await buyCartByDemoCard(page, cart, checkout, "$142.50");
  await page.getByTestId("order-page-link").click();
  await expect(page.getByTestId("order-gold-promise")).toHaveText(
    "As promised when you ordered: Pre-order — beyond our stock, delivered as soon as new stock arrives.",
  );
});

test("screenshots of the promises the stock alone cannot show here: a restock time, and no answer", async ({
  page,
  gold,
}) => {
  const stock = { availableMillions: 0, deliveryMinutes: 15, restockHours: 24, contactAboveMillions: 20_000 };
  await page.route("**/api/gold/stock", (route) => route.fulfill({ json: stock }));
  await gold.open();
  await expect(gold.promise).toHaveAttribute("data-promise", "restock");
  await expect(gold.promise).toContainText("Restocked and delivered within 24 hours of payment.");
  await shoot(page, "restock");
  await page.unroute("**/api/gold/stock");
  await page.route("**/api/gold/stock", (route) => route.abort());
  await gold.open();
  await expect(gold.promise).toHaveAttribute("data-promise", "unknown");
  await shoot(page, "unknown");
  await page.unroute("**/api/gold/stock");
});
