import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ShopPage } from "./pages/shop-page";
import { type BrowserSession, baseUrl, openBrowser } from "./support/browser";

let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe("unknown route", () => {
  it("answers 404 with 'Page Not Found: {path}' and the title '404 - Page Not Found'", async () => {
    const page = await browser.newPage();
    const response = await page.goto("/no/such-page");
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe("404 - Page Not Found");
    // The prerendered 404 page gets the path from the browser once it has hydrated (ADR 0003).
    await page.getByTestId("error-message").filter({ hasText: "/no/such-page" }).waitFor();
    expect(await page.getByTestId("error-message").innerText()).toBe("Page Not Found: /no/such-page");
    // The shell stays, so the visitor can find their way back.
    expect(await new ShopPage(page).header.isVisible()).toBe(true);
    await page.close();
  });

  it("leads back into the shop", async () => {
    const shop = new ShopPage(await browser.newPage());
    await shop.page.goto("/no/such-page");
    await shop.page.getByRole("link", { name: "Back to the shop" }).click();
    await shop.page.waitForURL((url) => url.pathname === "/");
    await shop.page.getByTestId("home-hero").waitFor();
    expect(await shop.page.title()).not.toContain("404");
    await shop.page.close();
  });

  it("keeps the chrome of the shop, or of the checkout, once, around the 404 page", async () => {
    const shop = new ShopPage(await browser.newPage());
    // An unknown product is the prerendered root 404 page, which brings the shop's chrome itself;
    // notFound() in /test-payment renders the (checkout) group's 404 page inside its layout.
    for (const [path, strip] of [
      ["/osrs-pvm/no-such-boss", 1],
      ["/test-payment?session=unknown", 0],
    ] as const) {
      const response = await shop.page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(await shop.page.getByTestId("error-message").count(), path).toBe(1);
      expect(await shop.page.getByTestId("site-header").count(), path).toBe(1);
      expect(await shop.page.getByTestId("site-footer").count(), path).toBe(1);
      expect(await shop.paymentStrip.count(), path).toBe(strip);
    }
    await shop.page.close();
  });

  it("shows the path as the visitor typed it, decoded", async () => {
    const page = await browser.newPage();
    await page.goto("/gold%20coins");
    // One prerendered 404 page serves every missing path; the browser fills the path in (ADR 0003).
    await page.getByTestId("error-message").filter({ hasText: "/gold" }).waitFor();
    expect(await page.getByTestId("error-message").innerText()).toBe("Page Not Found: /gold coins");
    await page.close();
  });
});

describe("server error", () => {
  it("answers 500 with 'Internal Server Error', the title '500 - Internal Server Error' and no stack trace", async () => {
    const page = await browser.newPage();
    const response = await page.goto("/test-routes/server-error");
    expect(response?.status()).toBe(500);
    await page.getByTestId("error-message").waitFor();
    expect(await page.getByTestId("error-message").innerText()).toBe("Internal Server Error");
    await page.waitForFunction(() => document.title === "500 - Internal Server Error");
    const html = await page.content();
    expect(html).not.toContain("Deliberate failure");
    expect(html).not.toMatch(/at \w+ \(.*:\d+:\d+\)/);
    // The (shop) group's error page renders inside the group's layout.
    expect(await page.getByTestId("site-header").count()).toBe(1);
    expect(await page.getByTestId("site-footer").count()).toBe(1);
    await page.close();
  });
});

describe("/discord", () => {
  it("redirects (302) to the configured absolute invite URL", async () => {
    const response = await fetch(`${baseUrl()}/discord`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://discord.gg/e2e-invite");
  });
});

describe("/api/health", () => {
  it("reports the database the server runs on", async () => {
    const response = await fetch(`${baseUrl()}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: "sqlite" });
  });
});
