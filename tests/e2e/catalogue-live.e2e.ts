import { saveScreenshot } from "./support/browser";
import { buyCartByDemoCard } from "./support/card-checkout";
import { runCatalogueCommand } from "./support/catalogue";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * Issue 15, items 1-2: the catalogue is data. While the shop runs, the catalogue is changed in its
 * database by the command line, and within 10 seconds, without a
 * restart or a build, the prerendered pages that show it say so: the product page, its listing,
 * the sitemap, and for a setting every page. The server is this file's own, on its own SQLite file
 * and its own copy of the build: the pages it renders again are written into its build, and must
 * not reach the servers of the other tests.
 */

// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written.
test.describe.configure({ mode: "serial" });
const ownServer = withOwnServer(E2E_ENV, () => ({ copyProject: true }));
const FRESH_WITHIN_MS = 10_000;

/**
 * Asks the server for the page until its HTML passes the check, for at most the 10 s the issue
 * allows (the HTML a visitor, a crawler or a CDN gets, before any script).
 */
async function servedWithin(path: string, check: (html: string) => boolean): Promise<void> {
  await withServerLog(() =>
    expect
      .poll(async () => check((await fetchPage(path)).html), { timeout: FRESH_WITHIN_MS, intervals: [250, 500] })
      .toBe(true),
  );
}

/** The price a page's HTML shows under `testId` (a product page's price, a card's from-price). */
function shows(testId: string, text: string): (html: string) => boolean {
  // The amount may sit in the currency Price's own span (with its other currencies' texts).
  return (html) =>
    new RegExp(`data-testid="${testId}"[^>]*>(?:<span[^>]*>)?${text.replaceAll("$", "\\$")}<`).test(html);
}

/** On a failure, what the server logged about dropping pages: when it saw the change, if it did. */
async function withServerLog(wait: () => Promise<void>): Promise<void> {
  try {
    await wait();
  } catch (error) {
    const dropped = ownServer()
      .output()
      .split("\n")
      .filter((line) => line.includes("cached pages") || line.includes("catalogue"));
    throw new Error(`${error instanceof Error ? error.message : error}\nserver log:\n${dropped.join("\n")}`);
  }
}

async function fetchPage(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${ownServer().baseUrl}${path}`);
  return { status: response.status, html: await response.text() };
}

test.describe("the catalogue as data, while the shop runs", () => {
  test("a new price shows on the product page and on its listing within 10 s, and the order is charged at it", async ({
    page,
    product,
    cart,
    checkout,
  }) => {
    await product.goto("/osrs-quests/dragon-slayer-ii");
    await expect(product.price).not.toHaveText("$38.89");
    await saveScreenshot(page, "catalogue-live-price-before");

    await runCatalogueCommand(ownServer().databaseFile, "set", "quest-dragon-slayer-ii", "--price", "4321");
    // $43.21 less the 10% discount.
    await servedWithin("/osrs-quests/dragon-slayer-ii", shows("price", "$38.89"));
    await servedWithin("/osrs-quests", shows("from-price", "$38.89"));
    await page.reload();
    await expect(product.priceBeforeDiscount).toHaveText("$43.21");
    await expect(product.price).toHaveText("$38.89");
    await saveScreenshot(page, "catalogue-live-price-after");
    await page.goto("/osrs-quests");
    await expect(page.getByTestId("product-card-quest-dragon-slayer-ii").getByTestId("from-price")).toHaveText(
      "$38.89",
    );

    // Bought at the new price: the checkout shows it and the payment asks for it.
    await product.goto("/osrs-quests/dragon-slayer-ii");
    await product.addToCartButton.click();
    await expect(cart.badge).toHaveText("1");
    await buyCartByDemoCard(page, cart, checkout, "$38.89");
  });

  test("a hidden product is the 404 page naming its path, off the sitemap and its listing; shown, it is back", async ({
    page,
  }) => {
    const path = "/osrs-quests/song-of-the-elves";
    const card = page.getByTestId("product-card-quest-song-of-the-elves");
    await page.goto("/osrs-quests");
    await expect(card).toBeVisible();
    expect((await fetchPage("/sitemap.xml")).html).toContain(path);

    await runCatalogueCommand(ownServer().databaseFile, "hide", "quest-song-of-the-elves");
    await withServerLog(() =>
      expect
        .poll(async () => (await fetchPage(path)).status, { timeout: FRESH_WITHIN_MS, intervals: [250, 500] })
        .toBe(404),
    );
    // The path is in the HTML the server sends, not only filled in by script.
    const { html } = await fetchPage(path);
    expect(html).toContain("<title>404 - Page Not Found</title>");
    expect(html).toContain(`>${path}</span>`);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-message")).toHaveText(`Page Not Found: ${path}`);
    expect(new URL(page.url()).pathname).toBe(path);
    expect((await fetchPage("/sitemap.xml")).html).not.toContain(path);
    await page.goto("/osrs-quests");
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId("product-card-quest-dragon-slayer-ii")).toBeVisible();

    await runCatalogueCommand(ownServer().databaseFile, "show", "quest-song-of-the-elves");
    await withServerLog(() =>
      expect
        .poll(async () => (await fetchPage(path)).status, { timeout: FRESH_WITHIN_MS, intervals: [250, 500] })
        .toBe(200),
    );
    expect((await fetchPage("/sitemap.xml")).html).toContain(path);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Song of the Elves" })).toBeVisible();
    await page.goto("/osrs-quests");
    await expect(card).toBeVisible();
  });

  test("a new discount shows on a product page within 10 s", async ({ page, product }) => {
    await product.goto("/fire-cape");
    // Main account, $22.00 less 10%.
    await expect(product.price).toHaveText("$19.80");

    await runCatalogueCommand(ownServer().databaseFile, "settings", "set", "discount_percent", "20");
    await servedWithin("/fire-cape", shows("price", "$17.60"));
    await page.reload();
    await expect(product.price).toHaveText("$17.60");
    await expect(product.priceBeforeDiscount).toHaveText("$22.00");
  });
  test("the fire cape's Main account price set from the command line is charged at checkout; --price and $0.00 refused", async ({
    page,
    product,
    cart,
    checkout,
  }) => {
    const refusal = (args: string[]) =>
      runCatalogueCommand(ownServer().databaseFile, ...args).then(
        () => "applied",
        (error: Error) => error.message,
      );
    // The README's example names the option prices instead of writing a base price nobody pays.
    const price = await refusal(["set", "fire-cape", "--price", "2500"]);
    expect(price).toContain("Main account price $22.00");
    expect(price).toContain('--option-price "Main=CENTS"');
    expect(await refusal(["set", "fire-cape", "--option-price", "Main=0"])).toContain(
      "Main account price must be at least $0.50",
    );

    await runCatalogueCommand(ownServer().databaseFile, "set", "fire-cape", "--option-price", "Main=3000");
    // $30.00 less the 20 % discount the test before set.
    await servedWithin("/fire-cape", shows("price", "$24.00"));
    await product.goto("/fire-cape");
    await expect(product.priceBeforeDiscount).toHaveText("$30.00");
    await product.addToCartButton.click();
    await expect(cart.badge).toHaveText("1");
    await buyCartByDemoCard(page, cart, checkout, "$24.00");
  });
});
