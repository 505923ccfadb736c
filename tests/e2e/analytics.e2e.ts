import { PAGE_VIEW_DELAY_MS, PAGE_VIEW_TITLE_WAIT_MS } from "@/domain/analytics/events";
import { type DataLayerEntry, ShopPage } from "./pages/shop-page";
import { E2E_ENV } from "./support/e2e-env";
import { expect, leavePage, test } from "./support/fixtures";
import { startShopServer } from "./support/server";

test.beforeEach(async ({ context }) => {
  // Stamps every push, and every history change the router commits, with the page clock, so the
  // test measures the delay from the route change itself, not from the click.
  await context.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    const stamps = window as unknown as { dataLayer: unknown[]; routeChangedAt: number[] };
    stamps.routeChangedAt = [];
    layer.push = (...entries: unknown[]) =>
      push(...entries.map((entry) => ({ ...(entry as object), pushedAt: performance.now() })));
    stamps.dataLayer = layer;
    const pushState = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History["pushState"]>) => {
      stamps.routeChangedAt.push(performance.now());
      pushState(...args);
    };
  });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function pageViews(entries: DataLayerEntry[]): DataLayerEntry[] {
  return entries.filter((entry) => entry.event === "page_view");
}

test.describe("page_view", () => {
  test("is pushed once on the first load, with an event_id, the path and the title", async ({ shop }) => {
    await shop.goto("/join-discord");
    // A second page_view would come from the tracker's effect running again, each run pushing one
    // delay later: a timer of the same delay started now fires after any of them.
    await shop.page.evaluate((delay) => new Promise((done) => setTimeout(done, delay)), PAGE_VIEW_DELAY_MS);
    const views = pageViews(await shop.dataLayer());
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ page_path: "/join-discord", page_title: "Join our Discord | RuneForge" });
    expect(views[0]?.event_id).toMatch(UUID);
  });

  test("is pushed about 100 ms after each client-side navigation, each with its own event_id", async ({ shop }) => {
    await shop.goto("/");
    await shop.footerLink("privacy").click();
    await shop.waitForPageView("/privacy");
    const views = pageViews(await shop.dataLayer());
    const privacy = views.find((view) => view.page_path === "/privacy");
    const routeChangedAt = await shop.page.evaluate(
      () => (window as unknown as { routeChangedAt: number[] }).routeChangedAt.at(-1) ?? 0,
    );
    const delay = (privacy?.pushedAt ?? 0) - routeChangedAt;
    // 100 ms by the timer, never sooner; the timer fires late while the new page renders on a busy
    // machine (two browsers share two cores here), and a title the page has not set by then is
    // waited for (up to a second more), so the upper bound only catches a lost timer. The title is
    // there either way: a run of the whole suite once saw "" here before the tracker waited for it.
    expect(delay).toBeGreaterThanOrEqual(95);
    expect(delay).toBeLessThan(PAGE_VIEW_DELAY_MS + PAGE_VIEW_TITLE_WAIT_MS + 900);
    expect(privacy?.page_title).toMatch(/Privacy/);
    expect(new Set(views.map((view) => view.event_id)).size).toBe(views.length);

    await shop.page.goBack();
    await shop.page.waitForFunction(
      () =>
        (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter(
          (entry) => entry.event === "page_view",
        ).length === 3,
    );
    expect(pageViews(await shop.dataLayer()).map((view) => view.page_path)).toEqual(["/", "/privacy", "/"]);
  });
});

test.describe("Google Tag Manager", () => {
  test("is not loaded when the configured id is not GTM- plus uppercase letters and digits", async ({ shop }) => {
    const tagRequests: string[] = [];
    shop.page.on("request", (request) => {
      if (request.url().includes("googletagmanager")) tagRequests.push(request.url());
    });
    const configAnswered = shop.page.waitForResponse((response) => response.url().endsWith("/api/client-config"));
    await shop.goto("/");
    expect(await (await configAnswered).json()).toMatchObject({ gtmId: "" });
    // The loader runs as soon as the page has read that answer: a frame or two later.
    await shop.nextFrames();
    await expect(shop.page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expect(tagRequests).toEqual([]);
    expect((await shop.dataLayer()).some((entry) => entry.event === "gtm.js")).toBe(false);
  });

  test("is loaded once the page is idle when the server names a valid container", async ({ page }) => {
    // A server of its own with a valid container id: its Content-Security-Policy lets the tag
    // manager's host in (the shared server's invalid id keeps it out). The tag manager itself is
    // served locally: what is tested is the page's loader, with no network beyond the shop.
    const server = await startShopServer({ ...E2E_ENV, GTM_ID: "GTM-E2E123" });
    try {
      const shop = new ShopPage(page);
      let tagRequest = "";
      await page.route("https://www.googletagmanager.com/**", (route) => {
        tagRequest = route.request().url();
        return route.fulfill({ contentType: "text/javascript", body: "window.__gtmLoaded = true;" });
      });
      await page.goto(`${server.baseUrl}/`);
      await shop.waitForPageView("/");
      await page.waitForFunction(() => (window as unknown as { __gtmLoaded?: boolean }).__gtmLoaded === true);
      expect(tagRequest).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-E2E123");
      await expect(page.getByTestId("gtm-script")).toHaveCount(1);
      const layer = await shop.dataLayer();
      expect(layer.filter((entry) => entry.event === "gtm.js")).toHaveLength(1);
    } finally {
      await leavePage(page);
      await server.stop();
    }
  });
});
