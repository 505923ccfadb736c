import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { AdminSellOrdersPage, SellGoldForm, SellOrderPage } from "./pages/sell-gold";
import { operatorSession } from "./support/admin";
import { baseUrl, DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { expect, test } from "./support/fixtures";

/*
 * A player sells gold from the gold page and follows the sale on its private page while an
 * operator, in another browser context, arranges the trade, confirms the gold received and records
 * the payout: the player's page shows each step without a reload (a marker set on window
 * survives). On the shared server; screenshots of the form, the player's page and the admin detail
 * at 1280 and 375 px.
 */

const SCREENSHOTS = join(import.meta.dirname, "../../test-results/screenshots");
const DATABASE_FILE = join(process.env.E2E_DATA_DIR ?? "", "shop.sqlite");
const signedIn = operatorSession(() => DATABASE_FILE, "sell-orders@example.com", "a long enough passphrase to sell");

/** How long a browser waits for a live change: the page asks every 2 s. */
const LIVE = 6_000;

test.describe.configure({ timeout: 180_000 });

/** A page (or one part of it) under test-results/screenshots, and a copy under SHOTS_DIR when set. */
async function shoot(target: Page | Locator, name: string): Promise<void> {
  let saved: string;
  if ("goto" in target) saved = await saveScreenshot(target, name);
  else {
    saved = join(SCREENSHOTS, `${name}.png`);
    mkdirSync(SCREENSHOTS, { recursive: true });
    // The fixed header would cover the part's top once it is scrolled into view.
    await target.screenshot({ path: saved, style: '[data-testid="site-header"] { visibility: hidden !important; }' });
  }
  const shots = process.env.SHOTS_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  copyFileSync(saved, join(shots, `${name}.png`));
}

function sellOrderId(reference: string): string {
  const db = new SQLite(DATABASE_FILE, { readonly: true });
  try {
    return (db.prepare("select id from sell_orders where reference = ?").get(reference) as { id: string }).id;
  } finally {
    db.close();
  }
}

test("a sale from quote to payout, the player's page following the operator without a reload", async ({
  page,
  browser,
}) => {
  // The player: the form on the gold page, refused below the minimum, then placed.
  await page.goto("/osrs-gold#sell-gold");
  const form = new SellGoldForm(page);
  await form.fill({
    millions: 50,
    rsn: "Gold Seller",
    email: "seller@example.com",
    method: "zelle",
    details: "seller-zelle@example.com",
  });
  await expect(form.payout).toHaveText("—");
  await form.submit.click();
  await expect(form.millionsError).toContainText("minimum");
  await page.getByTestId("sell-millions").fill("1500");
  await expect(form.payout).toHaveText("$180.00");
  await expect(form.millionsError).toHaveCount(0);
  await shoot(form.panel, "sell-form-1280");
  await form.submit.click();
  await page.waitForURL(/\/sell-orders\/SG-/);
  const player = new SellOrderPage(page);
  const reference = (await player.reference.textContent()) ?? "";
  await expect(player.state).toHaveText("Accepted");
  await expect(page.getByTestId("sell-order-quote")).toHaveText("$180.00");
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  // The operator, in a context of their own: the list, the sale, then each step.
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP });
  const adminPage = await context.newPage();
  await signedIn(adminPage, context);
  const admin = new AdminSellOrdersPage(adminPage);
  await admin.open("accepted");
  await admin.link(reference).click();
  await expect(admin.state).toHaveText("Accepted");
  await expect(adminPage.getByTestId("admin-sell-details")).toHaveText("seller-zelle@example.com");
  await shoot(adminPage, "sell-admin-accepted-1280");

  await admin.arrange({ world: 420, place: "Grand Exchange", trader: "RF Trader" });
  await expect(admin.state).toHaveText("Trade arranged");
  await expect(player.state).toHaveText("Trade arranged", { timeout: LIVE });
  await expect(player.tradeWorld).toHaveText("420");
  await expect(player.tradeRsn).toHaveText("RF Trader");

  await admin.receive(1_500, "RF Mule");
  await expect(admin.state).toHaveText("Gold received");
  await expect(player.state).toHaveText("Gold received", { timeout: LIVE });
  await expect(player.received).toContainText("1,500M");

  await admin.pay("ZL-2026-0042");
  await expect(admin.state).toHaveText("Paid out");
  await expect(adminPage.getByTestId("admin-sell-paid-facts")).toContainText("$180.00, reference ZL-2026-0042");
  await shoot(adminPage, "sell-admin-detail-1280");
  await expect(player.state).toHaveText("Paid out", { timeout: LIVE });
  await expect(player.paid).toContainText("$180.00, reference ZL-2026-0042");
  // Never reloaded, and the page never shows the payout details in clear.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.getByText("seller-zelle@example.com")).toHaveCount(0);
  await shoot(page, "sell-player-1280");

  // The three pages at a phone's width.
  await page.setViewportSize(PHONE);
  await shoot(page, "sell-player-375");
  await adminPage.setViewportSize(PHONE);
  await adminPage.goto(`/admin/gold/sell-orders/${sellOrderId(reference)}`);
  await expect(admin.state).toHaveText("Paid out");
  await shoot(adminPage, "sell-admin-detail-375");
  await page.goto("/osrs-gold#sell-gold");
  await expect(form.panel).toBeVisible();
  await shoot(form.panel, "sell-form-375");
  await context.close();
});
