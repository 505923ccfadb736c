import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ShopPage } from "./pages/shop-page";
import { type BrowserSession, openBrowser } from "./support/browser";

let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Counts route prefetch requests (Next marks them with a header) as the browser sends them. */
function watchPrefetches(page: Page) {
  const stats = { total: 0 };
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"] !== undefined) stats.total += 1;
  });
  return stats;
}

/**
 * Measures prefetches in flight from inside the page, the way the router sees them: a request
 * starts when fetch is called and ends when its body has been read to the end (or the router gives
 * up on it: an error status is dropped unread). Measuring from outside would race the browser's events.
 */
async function countPrefetchesInPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const stats = { inFlight: 0, max: 0, total: 0 };
    (window as unknown as { prefetchStats: typeof stats }).prefetchStats = stats;
    const originalFetch = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      if (!headers.has("next-router-prefetch")) return originalFetch(input, init);
      stats.total += 1;
      stats.inFlight += 1;
      stats.max = Math.max(stats.max, stats.inFlight);
      let finished = false;
      const finish = () => {
        if (!finished) {
          finished = true;
          stats.inFlight -= 1;
        }
      };
      let response: Response;
      try {
        response = await originalFetch(input, init);
      } catch (error) {
        finish();
        throw error;
      }
      if (!response.ok || !response.body) {
        finish();
        return response;
      }
      const reader = response.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const chunk = await reader.read();
          if (chunk.done) {
            finish();
            controller.close();
          } else controller.enqueue(chunk.value);
        },
        cancel(reason) {
          finish();
          return reader.cancel(reason);
        },
      });
      const wrapped = new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      Object.defineProperty(wrapped, "url", { value: response.url });
      Object.defineProperty(wrapped, "redirected", { value: response.redirected });
      return wrapped;
    };
  });
}

async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let top = 0; top < document.body.scrollHeight; top += 400) {
      window.scrollTo({ top, behavior: "instant" });
      await new Promise((done) => setTimeout(done, 30));
    }
  });
  await page.waitForTimeout(1500);
}

describe("route prefetching", () => {
  it("prefetches visible links, never more than four at once", async () => {
    const page = await browser.newPage();
    // Slow every prefetch down so that many would overlap if nothing held them back.
    await page.route("**/*", async (route) => {
      if (route.request().headers()["next-router-prefetch"] !== undefined)
        await new Promise((done) => setTimeout(done, 400));
      await route.continue();
    });
    await countPrefetchesInPage(page);
    await new ShopPage(page).goto("/");
    await scrollThrough(page);
    const stats = await page.evaluate(
      () => (window as unknown as { prefetchStats: { max: number; total: number } }).prefetchStats,
    );
    expect(stats.total).toBeGreaterThan(4);
    expect(stats.max).toBeGreaterThan(1);
    expect(stats.max).toBeLessThanOrEqual(4);
    await page.close();
  });

  it.each([
    ["save-data", { saveData: true, effectiveType: "4g" }],
    ["2g", { saveData: false, effectiveType: "2g" }],
    ["slow-2g", { saveData: false, effectiveType: "slow-2g" }],
  ])("prefetches nothing on a %s connection", async (_name, connection) => {
    const page = await browser.newPage();
    await page.addInitScript((hints) => {
      Object.defineProperty(navigator, "connection", { value: hints, configurable: true });
    }, connection);
    const stats = watchPrefetches(page);
    await new ShopPage(page).goto("/");
    await scrollThrough(page);
    await page.getByTestId("nav-link-osrs-gold").hover();
    await page.waitForTimeout(300);
    expect(stats.total).toBe(0);
    await page.close();
  });
});

describe("after a failed chunk load (a new deploy)", () => {
  it("reloads the page once, and not again within 10 s", async () => {
    const shop = new ShopPage(await browser.newPage());
    await shop.goto("/");
    const loadsBefore = await shop.page.evaluate(() => performance.getEntriesByType("navigation").length);
    expect(loadsBefore).toBe(1);

    const failChunk = () =>
      shop.page.evaluate(() => {
        const script = document.createElement("script");
        script.src = `/_next/static/chunks/missing-${Date.now()}.js`;
        document.head.append(script);
      });

    const reloaded = shop.page.waitForEvent("load");
    await failChunk();
    await reloaded;
    await shop.waitForPageView("/");
    const stamp = await shop.page.evaluate(() => sessionStorage.getItem("shop:chunk-reload-at"));
    expect(Number(stamp)).toBeGreaterThan(0);

    // A second failure right away must not reload again.
    await shop.page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await failChunk();
    await shop.page.waitForTimeout(1500);
    expect(await shop.page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await shop.page.close();
  });
});
