import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import type { Route } from "@playwright/test";
import { type Page, PHONE, SCREENSHOT_DIR, saveScreenshot } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { nextFrames } from "./support/frames";
import { expectNoLayoutShift, watchLayoutShifts } from "./support/layout-shift";
import { onSlowPhone } from "./support/slow-phone";

/*
 * The first paint needs the document alone: the shop's CSS comes inside it, and the text is drawn
 * in the metric-matched fallback faces when Cinzel and Inter are late, whose arrival then moves
 * nothing (`font-display: optional`). The fonts are held back here until the first paint has been
 * photographed, as a slow phone would see it, then let through; the settled page and the next load
 * (fonts at hand) are photographed beside it.
 */

test.use({ viewport: PHONE, reducedMotion: "reduce" });

/** Holds every web font request until `release` is called; later requests go straight through. */
async function holdFonts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.woff2$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Playwright's own screenshot waits for the fonts; the first paint is what shows before they come. */
async function captureWithoutWaiting(page: Page, name: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { data } = await cdp.send("Page.captureScreenshot", { format: "png" });
  await cdp.detach();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  writeFileSync(join(SCREENSHOT_DIR, `${name}.png`), Buffer.from(data, "base64"));
}

/** The faces Chromium actually drew an element's text in (not the CSS's list of names). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName.toLowerCase());
}

/** Where the first screen's blocks are: their boxes must be where they were before the fonts came. */
function firstScreenBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("main h1, main h2, main p, main a, main button")]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.top < window.innerHeight && box.height > 0)
      .map((box) => ({ top: Math.round(box.top), height: Math.round(box.height) })),
  );
}

for (const [name, path] of [
  ["home", "/"],
  ["fire-cape", "/fire-cape"],
] as const) {
  test(`${name}: the first paint needs the document alone, and the fonts' arrival moves nothing`, async ({ page }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    await watchLayoutShifts(page);
    const fonts = await holdFonts(page);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect(page.locator("main h1")).toBeVisible();

    // The styles came inside the document: no stylesheet request, the page already styled.
    expect(stylesheets).toEqual([]);
    await expect(page.locator("link[rel=stylesheet]")).toHaveCount(0);
    expect(await page.locator("style").count()).toBeGreaterThan(0);
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(15, 13, 11)");

    // Drawn in the fallback faces: no web font has arrived, and the metric-matched faces were found
    // on this system (a local() face that names no installed font never loads).
    const loaded = () =>
      page.evaluate(() =>
        [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family.replaceAll('"', "")),
      );
    expect(await loaded()).not.toContain("cinzel");
    expect(await loaded()).not.toContain("inter");
    await expect.poll(loaded).toEqual(expect.arrayContaining(["Cinzel Fallback", "Inter Fallback"]));
    await nextFrames(page);
    const before = await firstScreenBoxes(page);
    await captureWithoutWaiting(page, `first-paint-${name}-${PHONE.width}`);

    await fonts.release();
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    await nextFrames(page);
    await saveScreenshot(page, `settled-${name}-${PHONE.width}`, { fullPage: false });

    const after = await firstScreenBoxes(page);
    expect(after.length).toBe(before.length);
    // Same lines in each block: a heading that wrapped differently would change its height.
    for (const [index, box] of after.entries()) {
      expect(Math.abs(box.height - (before[index]?.height ?? 0)), `block ${index}`).toBeLessThanOrEqual(2);
    }
    await expectNoLayoutShift(page);

    // A later load finds the fonts in the HTTP cache (which a route turns off, hence the unroute
    // and one load to fill it) and draws the shop's own type from its first paint.
    await page.unrouteAll();
    await page.goto(path);
    await page.goto(path);
    expect(await renderedFonts(page, "main h1")).toContain("cinzel");
    await saveScreenshot(page, `next-load-${name}-${PHONE.width}`, { fullPage: false });
  });
}

/** The bytes an answer takes on the wire for a client that accepts `encoding` (Node's http does not decode). */
function encodedAnswer(url: string, encoding: string): Promise<{ encoding?: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (answer) => {
        let bytes = 0;
        answer.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        answer.on("end", () => resolve({ encoding: answer.headers["content-encoding"], bytes }));
      })
      .on("error", reject);
  });
}

test("every route group's document carries the stylesheet twice, in its head and in its payload, with the theme written into its utilities, and is styled by it", async ({
  page,
}) => {
  // A rule of globals.css, as the minified stylesheet writes it. With the stylesheet imported by the
  // root layout, Next also inlined it under the global error boundary: three copies (ADR 0038).
  const marker = "--color-night:#0f0d0b";
  for (const path of ["/", "/osrs-pvm", "/checkout", "/admin/sign-in"]) {
    const html = await (await page.request.get(path)).text();
    expect(html.split(marker).length - 1, path).toBe(2);
    // The theme's values are written into the utilities, not read through var() by every element
    // Chromium styles (ADR 0041): Tailwind's default import would write `calc(var(--spacing) * 4)`.
    const stylesheet = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(stylesheet, path).toContain(".px-4{padding-inline:1rem}");
    expect(stylesheet, path).not.toContain("var(--spacing");
    await page.goto(path);
    await expect(page.locator("link[rel=stylesheet]"), path).toHaveCount(0);
    // The shop's night background comes from the stylesheet, not from the browser's defaults.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), path).toMatch(
      /^rgb\((15, 13, 11|10, 8, 7)\)$/,
    );
  }
});

test("the document comes in brotli (quality 5) to a browser that takes it, so the stylesheet's copies in it are sent about once", async ({
  page,
  baseURL,
}) => {
  const response = await page.goto("/");
  expect(await response?.headerValue("content-encoding")).toBe("br");
  const onTheWire = await page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).encodedBodySize,
  );
  // Next writes the inlined stylesheet into the document twice, the copies farther apart than
  // gzip's 32 kB window; brotli's window spans the document.
  const gzip = await encodedAnswer(`${baseURL}/`, "gzip");
  expect(gzip.encoding).toBe("gzip");
  expect(onTheWire).toBeLessThan(gzip.bytes * 0.75);
  // At quality 5, not the compression library's 4: the same document at 4 is about a tenth larger.
  const html = await (await page.request.get("/")).body();
  const atQuality4 = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  expect(onTheWire).toBeLessThan(atQuality4 * 0.95);
});

test("a first visit over a slow link draws the fallback faces from its first paint and fetches the fonts once loaded; the next load preloads and draws them", async ({
  page,
}) => {
  // Counts the Font Loading API's loads, which is how the head script preloads (font-boot-script.ts).
  await page.addInitScript(() => {
    const loads: string[] = [];
    Object.defineProperty(window, "__fontLoads", { value: loads });
    const load = FontFace.prototype.load;
    FontFace.prototype.load = function (this: FontFace) {
      loads.push(this.family);
      return load.call(this);
    };
  });
  const fontLoads = () => page.evaluate(() => (window as unknown as { __fontLoads: string[] }).__fontLoads.length);
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fontRequests.push(request.url());
  });
  // A slow mobile link as the browser reports it (Network Information: effective type 3g), quick enough for a test.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 10_000_000,
    uploadThroughput: 10_000_000,
  });
  await watchLayoutShifts(page);

  await page.goto("/fire-cape", { waitUntil: "domcontentloaded" });
  expect(
    await page.evaluate(() => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType),
  ).not.toBe("4g");
  // Neither face is cached: both families are drawn in their fallback faces at once, and no web
  // font is asked for while the page loads (one asked for hides its text for up to 100 ms).
  await expect(page.locator("html")).toHaveAttribute("data-fonts-fallback", "cinzel inter");
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  expect(await fontLoads()).toBe(0);
  expect(fontRequests).toEqual([]);
  expect(await renderedFonts(page, "main h1")).not.toContain("cinzel");

  // Once the page has loaded, the faces are fetched for the next load and remembered; this page
  // keeps the faces it was drawn in, so nothing moves.
  await page.waitForLoadState("load");
  const remembered = () => page.evaluate(() => JSON.parse(localStorage.getItem("shop:fonts") ?? "[]") as string[]);
  await expect
    .poll(remembered)
    .toEqual(expect.arrayContaining(["cinzel 600 normal", "cinzel 700 normal", "inter 400 700 normal"]));
  expect(await fontLoads()).toBe(3);
  await nextFrames(page);
  expect(await renderedFonts(page, "main h1")).not.toContain("cinzel");
  await expectNoLayoutShift(page);
  await saveScreenshot(page, `slow-first-visit-fire-cape-${PHONE.width}`, { fullPage: false });

  // The next load on the same link preloads them (from the cache, in time) and draws the shop's type.
  await page.goto("/fire-cape", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-fonts-fallback", /./);
  expect(await fontLoads()).toBe(3);
  await page.waitForLoadState("load");
  expect(await renderedFonts(page, "main h1")).toContain("cinzel");
  await cdp.detach();
});

/** Every page type whose lead ends the first frame (ADR 0042): the listings, a product, the blog, the checkout, the back office's sign-in. */
async function leadPaths(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
  const skill = paths.find((path) => /^\/osrs-skills\/[^/]+$/.test(path));
  const article = paths.find((path) => path.startsWith("/blog/") && !path.startsWith("/blog/page/"));
  expect(skill && article, "the sitemap lists a skill page and an article").toBeTruthy();
  return [
    "/",
    "/osrs-gold",
    "/fire-cape",
    `${skill}`,
    "/osrs-pvm",
    "/osrs-services",
    "/blog",
    `${article}`,
    "/checkout",
    "/admin/sign-in",
  ];
}

test("each page's head holds its frames until the lead of its first screen is parsed, and only that long", async ({
  page,
}) => {
  for (const path of await leadPaths(page)) {
    const html = await (await page.request.get(path)).text();
    const head = html.slice(0, html.indexOf("<body"));
    // Once, in the head: a link in the body holds nothing, and one naming an element the page
    // lacks would hold the frames until the whole document is parsed.
    expect(head.match(/<link rel="expect" href="#first-paint-mark" blocking="render"\/>/g), path).toHaveLength(1);
    expect(html.match(/id="first-paint-mark"/g), path).toHaveLength(1);
    await page.goto(path);
    // The mark ends the lead, which is on the first screen of a phone: the frames wait for that, not the page.
    const lead = await page.evaluate(() => {
      const mark = document.getElementById("first-paint-mark");
      const box = mark?.parentElement?.getBoundingClientRect();
      return box && { bottom: box.bottom, screen: window.innerHeight, hidden: mark?.hidden };
    });
    expect(lead, path).toBeTruthy();
    expect(lead?.hidden, path).toBe(true);
    expect(lead?.bottom ?? Number.POSITIVE_INFINITY, path).toBeLessThan(lead?.screen ?? 0);
  }
});

test("on a slow phone the lead is drawn in the first contentful frame, with the header, not a frame after it", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: { time: number; lead: boolean }[] = [];
    Object.assign(window, { largestPaints: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        const mark = document.getElementById("first-paint-mark");
        seen.push({ time: entry.startTime, lead: Boolean(mark && entry.element?.contains(mark)) });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  for (const path of ["/osrs-gold", "/fire-cape"]) {
    await onSlowPhone(page, async () => {
      await page.goto(path, { waitUntil: "load" });
    });
    const paints = await page.evaluate(() => ({
      firstContentful: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      largest: (window as unknown as { largestPaints: { time: number; lead: boolean }[] }).largestPaints,
    }));
    // Without the hold, the header's test-mode notice was the first frame's largest text and the
    // lead came 100 to 400 ms later, in a frame of its own.
    expect(paints.largest[0], path).toEqual({ time: paints.firstContentful, lead: true });
  }
});
