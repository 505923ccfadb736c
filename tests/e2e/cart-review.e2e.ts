import type { Page } from "@playwright/test";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { fireCapeItem } from "../support/fixtures";
import { runCatalogueCommand } from "./support/catalogue";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * Issue 15 item 3: the stored cart is reviewed against the catalogue the server sells from, not
 * one shipped to the browser. A product an operator hides while the shop runs (written to the
 * database by another process) is taken out of a visitor's stored cart with the notice.
 */

// Its own SQLite file, which this process writes to too, and its own copy of the build: the pages
// it renders again must not reach other tests' servers.
// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written.
test.describe.configure({ mode: "serial" });
const server = withOwnServer({}, () => ({ copyProject: true }));

async function storeCart(page: Page, cartItems: unknown[]): Promise<void> {
  await page.evaluate((items) => {
    localStorage.setItem("shop:cart", JSON.stringify({ uuid: crypto.randomUUID(), cartItems: items }));
  }, cartItems);
}

async function serverSells(page: Page, sku: string): Promise<boolean> {
  const line = { ...fireCapeItem(), sku };
  const response = await page.request.post(`${server().baseUrl}/api/cart/review`, { data: { items: [line] } });
  const body = (await response.json()) as { removed: unknown[] };
  return body.removed.length === 0;
}

test("a stored line for a product hidden while the shop runs is removed, with the notice", async ({ page, cart }) => {
  await page.goto("/osrs-gold");
  await storeCart(page, [buildGoldCartItem(750), fireCapeItem(3_500)]);
  await page.reload();
  // Sold: the review keeps the line.
  await expect(cart.badge).toHaveText("2");

  await runCatalogueCommand(server().databaseFile, "hide", "fire-cape");
  // The server sees the change within its 2-second watch.
  await expect.poll(() => serverSells(page, "fire-cape"), { timeout: 10_000 }).toBe(false);

  await page.reload();
  const notice = page.getByTestId("cart-removed-notice");
  await expect(notice).toContainText("Fire Cape (Zerker) was removed");
  await expect(page.getByRole("status").filter({ hasText: "removed from your cart" })).toBeVisible();
  await expect(cart.badge).toHaveText("1");
  await expect
    .poll(async () => ((await cart.storedCart())?.cartItems as { sku: string }[] | undefined)?.map((item) => item.sku))
    .toEqual(["osrs-gold"]);

  await runCatalogueCommand(server().databaseFile, "show", "fire-cape");
  await expect.poll(() => serverSells(page, "fire-cape"), { timeout: 10_000 }).toBe(true);
});
