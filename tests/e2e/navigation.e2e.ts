import type { Page } from "@playwright/test";
import { ShopPage } from "./pages/shop-page";
import { expect, test } from "./support/fixtures";
import { nextFrames } from "./support/frames";

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

/**
 * Scrolls down the page 400 px at a time with the mouse wheel, as a visitor does (links prefetch from
 * the visitor's first touch, pointer move or key), letting each position render so its links are seen.
 */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  await page.mouse.move(10, 200);
  for (let top = 0; top < height; top += 400) {
    await page.mouse.wheel(0, 400);
    await nextFrames(page);
  }
}

type PrefetchStats = { inFlight: number; max: number; total: number };

function prefetchStats(page: Page): Promise<PrefetchStats> {
  return page.evaluate(() => (window as unknown as { prefetchStats: PrefetchStats }).prefetchStats);
}

test.describe("route prefetching", () => {
  test("prefetches nothing while the page loads, and visible links once the visitor moves", async ({ page, shop }) => {
    await countPrefetchesInPage(page);
    // The vendors' config is asked for once the page is idle, well after the links are on screen:
    // a prefetch on sight would have started by then (before ADR 0021 seven did on this page).
    const idleReached = page.waitForResponse((response) => response.url().endsWith("/api/client-config"));
    await shop.goto("/");
    await idleReached;
    await shop.nextFrames();
    expect((await prefetchStats(page)).total).toBe(0);
    await page.mouse.move(20, 300);
    await expect.poll(async () => (await prefetchStats(page)).total).toBeGreaterThan(0);
  });

  test("prefetches visible links, never more than four at once", async ({ page }) => {
    // Hold every prefetch until five are waiting (or the fifth never comes), so that many would
    // overlap if nothing held them back.
    const waiting: (() => void)[] = [];
    const releaseAll = () => {
      for (const release of waiting.splice(0)) release();
    };
    await page.route("**/*", async (route) => {
      if (route.request().headers()["next-router-prefetch"] !== undefined) {
        const held = new Promise<void>((done) => waiting.push(done));
        if (waiting.length >= 5) releaseAll();
        await held;
      }
      await route.continue();
    });
    await countPrefetchesInPage(page);
    await new ShopPage(page).goto("/");
    await scrollThrough(page);
    // More than four have been asked for (the held ones are let go as the test looks).
    await expect
      .poll(async () => {
        releaseAll();
        return (await prefetchStats(page)).total;
      })
      .toBeGreaterThan(4);
    const stats = await prefetchStats(page);
    expect(stats.total).toBeGreaterThan(4);
    expect(stats.max).toBeGreaterThan(1);
    expect(stats.max).toBeLessThanOrEqual(4);
  });

  for (const [name, connection] of [
    ["save-data", { saveData: true, effectiveType: "4g" }],
    ["2g", { saveData: false, effectiveType: "2g" }],
    ["slow-2g", { saveData: false, effectiveType: "slow-2g" }],
  ] as const) {
    test(`prefetches nothing on a ${name} connection`, async ({ page, shop }) => {
      // Counts the reads: a link asks for the connection right before it would prefetch.
      await page.addInitScript((hints) => {
        const counter = window as unknown as { connectionReads: number };
        counter.connectionReads = 0;
        Object.defineProperty(navigator, "connection", {
          get: () => {
            counter.connectionReads += 1;
            return hints;
          },
          configurable: true,
        });
      }, connection);
      const reads = () => page.evaluate(() => (window as unknown as { connectionReads: number }).connectionReads);
      const stats = watchPrefetches(page);
      await shop.goto("/");
      await scrollThrough(page);
      const beforeHover = await reads();
      await page.getByTestId("nav-link-osrs-gold").hover();
      // The hover handler has decided (it read the connection) and what it would have sent is on its way.
      await expect.poll(reads).toBeGreaterThan(beforeHover);
      await shop.nextFrames();
      expect(stats.total).toBe(0);
    });
  }
});

test.describe("after a failed chunk load (a new deploy)", () => {
  test("reloads the page once, and not again within 10 s", async ({ shop }) => {
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

    // A second failure right away must not reload again. The script's own error listener runs
    // after the shop's (which listens on window, in the capture phase), so once it has run the
    // shop has decided; a reload it started would send its document request before the fetch
    // that follows.
    const documentRequests: string[] = [];
    shop.page.on("request", (request) => {
      if (request.isNavigationRequest()) documentRequests.push(request.url());
    });
    await shop.page.evaluate(
      () =>
        new Promise<void>((done) => {
          (window as unknown as { stillHere: boolean }).stillHere = true;
          const script = document.createElement("script");
          script.src = `/_next/static/chunks/missing-${Date.now()}.js`;
          script.addEventListener("error", () => done());
          document.head.append(script);
        }),
    );
    await shop.page.evaluate(() => fetch("/api/health").then((response) => response.status));
    expect(documentRequests).toEqual([]);
    expect(await shop.page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });
});
