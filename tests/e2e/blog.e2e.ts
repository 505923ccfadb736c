import { allCatalogueEntries } from "@/domain/catalogue/catalogue";
import { baseUrl } from "./support/browser";
import { E2E_ENV } from "./support/e2e-env";
import { expect, leavePage, test } from "./support/fixtures";
import { startShopServer } from "./support/server";

const DRAFT = "/blog/sailing-first-look";
const NESTED = "/blog/guides/bossing/zulrah-guide";

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: "manual", ...init });
  return {
    status: response.status,
    location: response.headers.get("location"),
    body: await response.text(),
    headers: response.headers,
  };
}

test.describe("blog paging over HTTP", () => {
  test("redirects /blog/page/1 to /blog with a 301", async () => {
    const response = await get("/blog/page/1");
    expect(response.status).toBe(301);
    expect(response.location).toBe("/blog");
    const tagged = await get("/blog/page/1?utm_source=forum");
    expect(tagged.status).toBe(301);
    expect(tagged.location).toBe("/blog?utm_source=forum");
  });

  for (const page of ["0", "-1", "1.5", "abc", "02", "3"]) {
    test(`answers 404 for /blog/page/${page}`, async () => {
      const response = await get(`/blog/page/${page}`);
      expect(response.status).toBe(404);
      expect(response.body).toContain("404 - Page Not Found");
    });
  }

  test("lists 12 articles on /blog and the rest on /blog/page/2", async () => {
    const first = await get("/blog");
    const second = await get("/blog/page/2");
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const count = (html: string) => (html.match(/data-testid="article-card"/g) ?? []).length;
    expect(count(first.body)).toBe(12);
    expect(count(second.body)).toBeGreaterThanOrEqual(2);
    expect(count(second.body)).toBeLessThanOrEqual(12);
    expect(second.body).not.toContain(`href="${DRAFT}"`);
  });

  test("opens a nested article with its structured data", async () => {
    const response = await get(NESTED);
    expect(response.status).toBe(200);
    expect(response.body).toContain('"@type":"Article"');
    expect(response.body).toContain('data-testid="article"');
  });
});

test.describe("drafts and preview", () => {
  const TOKEN = E2E_ENV.PREVIEW_TOKEN;

  test("hides a draft without the token, and a wrong token changes nothing", async () => {
    expect((await get(DRAFT)).status).toBe(404);
    const wrong = await get(`${DRAFT}?preview=not-the-token`);
    expect(wrong.status).toBe(307);
    expect(wrong.location).toBe(DRAFT);
    expect(wrong.headers.get("set-cookie") ?? "").not.toContain("__prerender_bypass");
    expect((await get(DRAFT)).status).toBe(404);
  });

  test("never carries the token in a Location header", async () => {
    const opened = await get(`${DRAFT}?preview=${TOKEN}&utm=x`);
    expect(opened.status).toBe(307);
    expect(opened.location).toBe(`${DRAFT}?utm=x`);
    expect(opened.headers.get("set-cookie")).toMatch(/__prerender_bypass=.*runeforge_preview=/s);
    for (const path of [
      `/api/preview?token=${TOKEN}&redirect=${encodeURIComponent(`${DRAFT}?preview=${TOKEN}&token=${TOKEN}`)}`,
      `/api/preview/exit?redirect=${encodeURIComponent(`/blog?preview=${TOKEN}`)}`,
      `/blog/page/2?preview=${TOKEN}`,
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(307);
      expect(answer.location, path).not.toContain(TOKEN);
      expect(answer.location, path).not.toContain("preview=");
    }
  });

  test("shows a draft, with a banner, in a browser that opened a link with the token", async ({ shop }) => {
    const response = await shop.page.goto(`${DRAFT}?preview=${TOKEN}`);
    expect(response?.status()).toBe(200);
    expect(new URL(shop.page.url()).pathname).toBe(DRAFT);
    expect(shop.page.url()).not.toContain(TOKEN);
    await expect(shop.page.getByTestId("preview-banner")).toBeVisible();
    await expect(shop.page.getByTestId("article")).toBeVisible();
    await shop.page.getByRole("link", { name: "Leave preview" }).click();
    await shop.page.waitForURL((url) => url.pathname === DRAFT);
    // Outside preview a draft's URL is the global 404 page (ADR 0003).
    await expect(shop.page.getByTestId("error-message").filter({ hasText: DRAFT })).toBeVisible();
    await expect(shop.page.getByTestId("error-message")).toHaveText(`Page Not Found: ${DRAFT}`);
  });

  test("ends the preview sessions opened with a token once the token is rotated", async ({ page, context }) => {
    // The same build with another PREVIEW_TOKEN: Next's own draft cookie (the build's id) still
    // matches, so only the binding to the token can tell the old session apart.
    const rotated = await startShopServer({ ...E2E_ENV, PREVIEW_TOKEN: "rotated-e2e-preview-token-0123456789" });
    try {
      expect((await page.goto(`${DRAFT}?preview=${TOKEN}`))?.status()).toBe(200);
      await expect(page.getByTestId("preview-banner")).toBeVisible();
      // Cookies are per host, not per port: the browser offers the same session to the rotated server.
      expect((await page.goto(`${rotated.baseUrl}${DRAFT}`))?.status()).toBe(404);
      const names = (await context.cookies()).map((cookie) => cookie.name);
      expect(names).not.toContain("__prerender_bypass");
      expect(names).not.toContain("runeforge_preview");
      const reopened = await page.goto(`${rotated.baseUrl}${DRAFT}?preview=rotated-e2e-preview-token-0123456789`);
      expect(reopened?.status()).toBe(200);
      await expect(page.getByTestId("preview-banner")).toBeVisible();
      expect(rotated.output()).not.toContain("rotated-e2e-preview-token");
    } finally {
      await leavePage(page);
      await rotated.stop();
    }
  });
});

test.describe("discovery", () => {
  test("has a sitemap with every product and article and no draft", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    for (const entry of allCatalogueEntries()) expect(sitemap, entry.path).toContain(`${entry.path}</loc>`);
    expect(sitemap).toContain(`${NESTED}</loc>`);
    expect(sitemap).not.toContain(DRAFT);
    expect(sitemap).toContain("/privacy</loc>");
  });

  test("has robots.txt pointing at the sitemap, and an RSS feed without drafts", async () => {
    const robots = (await get("/robots.txt")).body;
    expect(robots).toContain("Sitemap:");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Disallow: /chat/");
    const rss = await get("/blog/rss.xml");
    expect(rss.headers.get("content-type")).toContain("application/rss+xml");
    expect((rss.body.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(14);
    expect(rss.body).not.toContain("sailing-first-look");
  });
});

test.describe("reading the blog", () => {
  test("goes from page 2 of the list to an article and back to page 2", async ({ shop }) => {
    await shop.goto("/blog");
    await shop.page.getByTestId("blog-page-2").click();
    await shop.page.waitForURL((url) => url.pathname === "/blog/page/2");
    await expect(shop.page.locator('[data-testid="article-list"][data-page="2"]')).toBeVisible();
    const card = shop.page.getByTestId("article-card").first();
    const href = await card.getAttribute("href");
    await card.click();
    await shop.page.waitForURL((url) => url.pathname === href);
    await expect(shop.page.getByTestId("article")).toBeVisible();
    await shop.page.getByTestId("back-to-blog").click();
    await shop.page.waitForURL((url) => url.pathname === "/blog/page/2");
    await expect(shop.page.locator('[data-testid="article-list"][data-page="2"]')).toBeVisible();
  });
});
