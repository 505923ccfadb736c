import { ShopPage } from "./pages/shop-page";
import { baseUrl, type Page, PHONE, saveScreenshot } from "./support/browser";
import { expect, test } from "./support/fixtures";

test.describe("unknown route", () => {
  test("answers 404 with 'Page Not Found: {path}' and the title '404 - Page Not Found'", async ({ page }) => {
    const response = await page.goto("/no/such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("404 - Page Not Found");
    await expect(page.getByTestId("error-message")).toHaveText("Page Not Found: /no/such-page");
    // The shell stays, so the visitor can find their way back.
    await expect(new ShopPage(page).header).toBeVisible();
  });

  test("leads back into the shop", async ({ shop }) => {
    await shop.page.goto("/no/such-page");
    await shop.page.getByRole("link", { name: "Back to the shop" }).click();
    await shop.page.waitForURL((url) => url.pathname === "/");
    await expect(shop.page.getByTestId("home-hero")).toBeVisible();
    await expect(shop.page).not.toHaveTitle(/404/);
  });

  test("keeps the chrome of the shop once around the 404 page", async ({ shop }) => {
    // An unknown product and an unknown test payment are the global 404 page, a document of its
    // own with the shop's chrome (the payment page's is the checkout's, without the strip).
    for (const [path, strip] of [
      ["/osrs-pvm/no-such-boss", 1],
      ["/test-payment?session=unknown", 1],
    ] as const) {
      const response = await shop.page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(shop.page.getByTestId("error-message"), path).toHaveCount(1);
      await expect(shop.page.getByTestId("site-header"), path).toHaveCount(1);
      await expect(shop.page.getByTestId("site-footer"), path).toHaveCount(1);
      await expect(shop.paymentStrip, path).toHaveCount(strip);
    }
  });

  test("shows the path as the visitor typed it, decoded", async ({ page }) => {
    await page.goto("/gold%20coins");
    await expect(page.getByTestId("error-message")).toHaveText("Page Not Found: /gold coins");
  });
});

/** Opens a test route that fails and checks the 500 page the visitor gets: status, words, title, no stack. */
async function expectServerErrorPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(500);
  await expect(page.getByTestId("error-message")).toBeVisible();
  await expect(page.getByTestId("error-message")).toHaveText("Internal Server Error");
  await expect(page).toHaveTitle("500 - Internal Server Error");
  const html = await page.content();
  expect(html).not.toContain("Deliberate failure");
  expect(html).not.toMatch(/at \w+ \(.*:\d+:\d+\)/);
}

test.describe("server error", () => {
  test("answers 500 with 'Internal Server Error', the title '500 - Internal Server Error' and no stack trace", async ({
    page,
  }) => {
    await expectServerErrorPage(page, "/test-routes/server-error");
    // The (shop) group's error page renders inside the group's layout.
    await expect(page.getByTestId("site-header")).toHaveCount(1);
    await expect(page.getByTestId("site-footer")).toHaveCount(1);
  });

  test("a failure no group's boundary catches shows the global error page, styled by its own rules", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await expectServerErrorPage(page, "/test-routes/global-error");
    // It replaces the root layout, so there is no chrome and none of the shop's stylesheet: the
    // night background and the button are global-error.css's.
    await expect(page.getByTestId("site-header")).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(15, 13, 11)");
    const back = page.getByRole("link", { name: "Back to the shop" });
    await expect(back).toHaveAttribute("href", "/");
    expect(await back.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe("rgb(226, 103, 43)");
    await saveScreenshot(page, `global-error-${PHONE.width}`, { fullPage: false });
  });
});

test.describe("/discord", () => {
  test("redirects (302) to the configured absolute invite URL", async () => {
    const response = await fetch(`${baseUrl()}/discord`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://discord.gg/e2e-invite");
  });
});

test.describe("/api/health", () => {
  test("reports the database the server runs on", async () => {
    const response = await fetch(`${baseUrl()}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: "sqlite" });
  });
});
