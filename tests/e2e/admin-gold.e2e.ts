import type { Page } from "@playwright/test";
import { AdminGoldPage } from "./pages/admin-gold";
import { AdminHomePage } from "./pages/admin-home";
import { operatorSession } from "./support/admin";
import { axeViolations } from "./support/axe";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * The owner's book of the gold stock in a browser against the production build, on a server of its
 * own with an empty ledger (the low-stock threshold at its default, 1,000M): the home warns while
 * the stock is low; stock added from the book shows in the balance, the accounts, the ledger and
 * the chart, and the warning goes; a correction is a row with its reason; the ledger filters by
 * account and kind from the address. Both widths are captured for the review.
 */

// The tests share the one server withOwnServer starts (a beforeAll per worker) and read what the
// first recorded: one worker, in order.
test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);
const signedIn = operatorSession(() => server().databaseFile, "book-owner@example.com", "a long enough passphrase");

/** Saves the page at its width with the other screenshots (test-results/screenshots). */
async function shoot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `book-${name}`);
}

test.use({ viewport: DESKTOP });

test("stock added from the book shows in the balance, the accounts, the ledger and the chart; the ledger filters", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  const home = new AdminHomePage(page);
  await home.open();
  // An empty ledger is below the threshold: the home says so and links to the book.
  const warning = page.getByTestId("admin-home-low-stock");
  await expect(warning).toContainText("0M available, below 1,000M");
  await warning.getByRole("link", { name: "Open the gold book" }).click();

  const book = new AdminGoldPage(page);
  await expect(page).toHaveURL(/\/admin\/gold$/);
  await expect(book.nav.getByRole("link", { name: "Gold" })).toHaveAttribute("aria-current", "page");
  await expect(book.lowStock).toBeVisible();
  await expect(book.ledgerRows).toHaveText(["No movements match this filter."]);

  await book.addStock("1,500", "Mule One", "Counted on world 302");
  await expect(book.addDone).toHaveText("Added 1,500M to Mule One.");
  await expect(book.figure("on-hand")).toHaveText("1,500M");
  await expect(book.figure("available")).toHaveText("1,500M");
  await expect(book.figure("reserved")).toHaveText("0M");
  await expect(book.lowStock).toHaveCount(0);
  await book.addStock("250.5", "Mule Two");
  await expect(book.figure("on-hand")).toHaveText("1,750.5M");
  await book.correct("-50", "Miscounted the first trade", "Mule One");
  await expect(book.correctDone).toHaveText("Corrected by -50M.");
  await expect(book.figure("on-hand")).toHaveText("1,700.5M");

  await expect(book.accounts).toHaveText([/Mule One\s*1,450M/, /Mule Two\s*250.5M/]);
  await expect(book.ledgerRows).toHaveCount(3);
  const newest = book.ledgerRows.first();
  await expect(newest.locator("td[data-label=Kind]")).toHaveText("Correction");
  await expect(newest.locator("td[data-label='On hand']")).toHaveText("-50M");
  await expect(newest.locator("td[data-label=Note]")).toHaveText("Miscounted the first trade");
  await expect(newest.locator("td[data-label=By]")).toHaveText("book-owner@example.com");
  const first = book.ledgerRows.last();
  await expect(first.locator("td[data-label=Kind]")).toHaveText("Stock added");
  await expect(first.locator("td[data-label=Account]")).toHaveText("Mule One");
  await expect(first.locator("td[data-label='On hand']")).toHaveText("+1,500M");
  await expect(first.locator("td[data-label=Note]")).toHaveText("Counted on world 302");

  // Today's point of both lines stands at 1,700.5M: the chart tells it in words too.
  await expect(book.chart.locator("desc")).toContainText("On hand went from 0M to 1,700.5M");
  await expect(book.onHandLine).toHaveAttribute("points", /\S+(?: \S+){29}/);
  await shoot(page, "gold-1280");
  expect(await axeViolations(page)).toEqual([]);

  await book.filterBy({ account: "Mule Two" });
  await expect(page).toHaveURL(/account=Mule\+Two/);
  await expect(book.ledgerRows).toHaveCount(1);
  await expect(book.ledgerRows.first().locator("td[data-label=Account]")).toHaveText("Mule Two");
  await book.filterBy({ account: "", kind: "correction" });
  await expect(book.ledgerRows).toHaveCount(1);
  await expect(book.ledgerRows.first().locator("td[data-label=Kind]")).toHaveText("Correction");
  await book.open("?from=2026-13-01");
  await expect(page.getByTestId("admin-gold-ledger-error")).toHaveText(
    "This filter cannot be used: From date must be a date as YYYY-MM-DD.",
  );

  await home.open();
  await expect(page.getByTestId("admin-home-low-stock")).toHaveCount(0);
});

test("at 375 px the book fits the phone, its ledger rows are cards", async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  await signedIn(page, context);
  const book = new AdminGoldPage(page);
  await book.open();
  await expect(book.ledger.locator("thead")).toBeHidden();
  await expect(book.ledgerRows).toHaveCount(3);
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(width.scroll).toBeLessThanOrEqual(width.client);
  await shoot(page, "gold-375");
});
