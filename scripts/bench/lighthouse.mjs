// @ts-check
// Lighthouse 12 (Node API, default config = mobile) on one page of each type, throttled by Chromium
// itself (devtools, what the budgets read) or simulated by Lantern (reported), in one Chromium
// started here with a fresh profile. Pages that need a state first get it
// the way a visitor does, through the real pages and API in that browser: an order placed for the
// order status page, a currency chosen, items in the cart (then Lighthouse is told not to reset
// storage, and the HTTP cache is emptied so the load stays cold). Every other page type loads as a
// first visit, with the origin's local storage emptied too. The cart drawer's opening is not
// a page load, so its layout shift is measured apart, with a PerformanceObserver.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { chromium } from "playwright-core";
import { ensureChromium } from "../lib/ensure-chromium.mjs";
import { freePort, sleep, startChild, tempDir } from "./processes.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const CURRENCY_STORAGE_KEY = "shop:currency";
const CART_STORAGE_KEY = "shop:cart";
/**
 * The faces the head's font script (src/features/shell/font-boot-script.ts) remembers this browser
 * has cached: on a slow link it asks for those before the first paint, so a load whose HTTP cache was
 * emptied while this was kept waits for fonts that cannot come in time (measured 40–90 ms later).
 */
const FONTS_STORAGE_KEY = "shop:fonts";
/** A currency other than the default USD, for the "chosen currency" state. */
const CHOSEN_CURRENCY = "EUR";

const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * @typedef {object} PageTarget
 * @property {string} type   "home", "cape page"…
 * @property {string} path
 * @property {"cart" | "currency" | "order"} [setup]  the state to give the browser first
 * @property {boolean} [noindex]  kept out of search engines on purpose (private or back office)
 */

/** @typedef {import("./lighthouse-budgets.mjs").LighthousePage} LighthousePage */

/**
 * @typedef {object} DrawerShift
 * @property {string} path
 * @property {number} width
 * @property {number} loadCls  layout shift before the drawer is opened (the page's own load)
 * @property {number} openingShift  every layout shift from the click to a second after the drawer is open,
 *   counted even though it follows an input (which CLS itself would forgive for 500 ms)
 * @property {string} [error]
 */

/**
 * Picks real URLs: fixed ones from the spec, the first skill page and the first article from the
 * sitemap, so a catalogue or content change never leaves the bench on a 404.
 * @param {string} baseUrl
 * @returns {Promise<PageTarget[]>}
 */
export async function pageTargets(baseUrl) {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
  const skill = paths.find((p) => /^\/osrs-skills\/[^/]+$/.test(p));
  const article = paths.find((p) => p.startsWith("/blog/") && !p.startsWith("/blog/page/"));
  if (!skill || !article) throw new Error("The sitemap lists no skill page or no article.");
  return [
    { type: "home", path: "/" },
    { type: "gold", path: "/osrs-gold" },
    { type: "cape page", path: "/fire-cape" },
    { type: "skill calculator", path: skill },
    { type: "boss list", path: "/osrs-pvm" },
    { type: "article", path: article },
    { type: "blog index", path: "/blog" },
    { type: "admin sign-in", path: "/admin/sign-in", noindex: true },
    { type: "checkout, empty cart", path: "/checkout" },
    { type: "order status", path: "/orders/", setup: "order", noindex: true },
    { type: `gold in ${CHOSEN_CURRENCY}`, path: "/osrs-gold", setup: "currency" },
    { type: "checkout with cart", path: "/checkout", setup: "cart" },
  ];
}

/**
 * @typedef {object} LighthouseOptions
 * @property {string} [saveDir]  where to write each audit's full Lighthouse JSON report
 * @property {PageTarget[]} [only]  these pages instead of the shop's page types
 * @property {string} [fileSuffix]  added to each saved report's name (the round, where a caller
 *   audits the pages several times and takes the medians: measurePagesBesideFloor)
 * @property {"simulate" | "devtools"} [throttling]  "devtools" (what the budgets read): the load
 *   itself throttled by Chromium (562.5 ms a request, 1.47 Mbit/s, CPU 4× slower) and its metrics
 *   observed; "simulate" (Lighthouse's default, reported): an unthrottled load whose timings Lantern
 *   recomputes for the same profile
 */

/**
 * @param {string} baseUrl @param {(line: string) => void} log @param {LighthouseOptions} [options]
 * @returns {Promise<LighthousePage[]>}
 */
export async function runLighthouse(baseUrl, log, { saveDir, only, throttling = "simulate", fileSuffix = "" } = {}) {
  const executable = await ensureChromium();
  const port = await freePort();
  const profile = tempDir("bench-chromium-");
  // Chromium stopped by a signal leaves its singleton folder (org.chromium.Chromium.*) in TMPDIR:
  // inside the profile, it goes when the run removes the profile.
  const browser = startChild(
    executable,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { env: { ...process.env, TMPDIR: profile } },
  );
  try {
    await waitForDevtools(port, browser);
    const targets = only ?? (await pageTargets(baseUrl));
    // One plain request each first: the first render of a route in a fresh server is not what
    // a visitor normally gets.
    for (const target of targets) {
      if (target.setup !== "order") await fetch(`${baseUrl}${target.path}`).then((r) => r.arrayBuffer());
    }

    /** @type {LighthousePage[]} */
    const audits = [];
    for (const target of targets) {
      const { lhr, ...audit } = await auditTarget(target, baseUrl, port, log, throttling);
      if (saveDir && lhr) {
        mkdirSync(saveDir, { recursive: true });
        const name = `${throttling === "devtools" ? "devtools-" : ""}${target.type.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
        writeFileSync(path.join(saveDir, `lighthouse-${name}${fileSuffix}.json`), JSON.stringify(lhr));
      }
      audits.push(audit);
    }
    return audits;
  } finally {
    await browser.stop();
  }
}

/**
 * Gives the browser the target's state, then audits it once.
 * @param {PageTarget} target @param {string} baseUrl @param {number} port @param {(line: string) => void} log
 * @param {"simulate" | "devtools"} [throttling]
 * @returns {Promise<LighthousePage & { lhr?: unknown }>}
 */
async function auditTarget(target, baseUrl, port, log, throttling = "simulate") {
  let note;
  let url = `${baseUrl}${target.path}`;
  let shownPath = target.path;
  if (target.setup === "cart") note = await fillCart(port, baseUrl, log);
  if (target.setup === "currency") note = await chooseCurrency(port, baseUrl);
  if (target.setup === "order") {
    const orderPath = await placeManualOrder(port, baseUrl, log);
    url = `${baseUrl}${orderPath}`;
    // The token is a key to the order: the report shows the page's shape, not the key.
    shownPath = orderPath.replace(/\?k=.*$/, "?k=…");
    await fetch(url).then((r) => r.arrayBuffer());
    note = "a manual order placed through /api/checkout/order, its cart emptied as the checkout does";
  }
  const keepStorage = target.setup === "cart" || target.setup === "currency";
  const started = performance.now();
  const result = await auditPage(url, port, keepStorage, throttling);
  if (target.noindex && result.lhr) {
    // Lighthouse scores "is-crawlable" (no noindex) as an SEO failure; these pages carry noindex on
    // purpose (a private order link, the back office), so their SEO is judged on the other audits.
    const withIndexing = result.scores.seo ?? null;
    result.scores.seo = categoryScoreWithout(result.lhr, "seo", "is-crawlable");
    Object.assign(result, { seoWithIndexing: withIndexing });
  }
  const perf = result.scores.performance;
  log(
    `lighthouse${throttling === "devtools" ? " (devtools throttling)" : ""} ${shownPath}${target.setup ? ` (${target.setup})` : ""}: perf ${perf ?? "–"}, a11y ${result.scores.accessibility ?? "–"}, ` +
      `bp ${result.scores["best-practices"] ?? "–"}, seo ${result.scores.seo ?? "–"}, LCP ${Math.round(result.lcpMs ?? 0)} ms, ` +
      `TBT ${Math.round(result.tbtMs ?? 0)} ms, CLS ${(result.cls ?? 0).toFixed(3)} ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)${result.error ? ` ERROR ${result.error}` : ""}`,
  );
  return { type: target.type, path: shownPath, ...result, ...(note ? { note } : {}) };
}

/**
 * @param {number} port
 * @param {{ child: import("node:child_process").ChildProcess, output: () => string }} browser
 */
async function waitForDevtools(port, browser) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (browser.child.exitCode !== null) break;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    await sleep(200);
  }
  throw new Error(`Chromium did not open its DevTools port:\n${browser.output().slice(-2000)}`);
}

/**
 * Runs `fn` in a new tab of the browser Lighthouse drives (so its storage is the one audited),
 * then empties the HTTP cache so that the next audit is a cold load like every other page type, and
 * with it what the font script remembers of that cache (a real browser's storage does not outlive
 * its cache that way but rarely; FONTS_STORAGE_KEY).
 * @template T
 * @param {number} port
 * @param {(page: import("playwright-core").Page) => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function inBrowserTab(port, fn) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    try {
      return await fn(page);
    } finally {
      // Once the faces being fetched are in: the script writes their names as they arrive.
      if (page.url().startsWith("http"))
        await page
          .evaluate(async (key) => {
            await document.fonts.ready;
            window.localStorage.removeItem(key);
          }, FONTS_STORAGE_KEY)
          .catch(() => undefined);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.clearBrowserCache");
      await cdp.detach();
      await page.close();
    }
  } finally {
    // Disconnects only: the browser was started by us and is stopped by runLighthouse.
    await browser.close().catch(() => undefined);
  }
}

/**
 * Adds the fire cape to the cart through the real product page, as a visitor would, so that
 * local storage holds the cart the checkout page reads. Returns the number of cart lines.
 * @param {import("playwright-core").Page} page @param {string} baseUrl
 */
async function addFireCape(page, baseUrl) {
  await page.goto(`${baseUrl}/fire-cape`, { waitUntil: "load" });
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/cart/saveCartData"), { timeout: 15_000 });
  await page.getByTestId("add-to-cart").first().click();
  await saved.catch(() => undefined);
  const lines = await page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw).cartItems ?? []).length : 0;
  }, CART_STORAGE_KEY);
  if (lines < 1) throw new Error("adding the fire cape left the cart empty");
  return lines;
}

/**
 * The cart for "checkout with cart", in the default currency (an earlier state may have chosen one).
 * @param {number} port @param {string} baseUrl @param {(line: string) => void} log
 * @returns {Promise<string>}
 */
async function fillCart(port, baseUrl, log) {
  const lines = await inBrowserTab(port, async (page) => {
    await page.goto(`${baseUrl}/fire-cape`, { waitUntil: "load" });
    await page.evaluate((key) => window.localStorage.removeItem(key), CURRENCY_STORAGE_KEY);
    return addFireCape(page, baseUrl);
  });
  log(`cart filled through /fire-cape (${lines} line${lines === 1 ? "" : "s"})`);
  return `${lines} line${lines === 1 ? "" : "s"} added through /fire-cape, HTTP cache emptied, storage kept`;
}

/**
 * A visitor who chose a currency before: the boot script and the prices read it from storage.
 * @param {number} port @param {string} baseUrl
 * @returns {Promise<string>}
 */
async function chooseCurrency(port, baseUrl) {
  await inBrowserTab(port, async (page) => {
    await page.goto(`${baseUrl}/`, { waitUntil: "load" });
    await page.evaluate(
      ([key, code]) => window.localStorage.setItem(key, code),
      [CURRENCY_STORAGE_KEY, CHOSEN_CURRENCY],
    );
  });
  return `${CHOSEN_CURRENCY} chosen before (local storage), HTTP cache emptied, storage kept`;
}

/**
 * Places a real order with a manual payment method, priced by the server's quote, from the page
 * (same origin, as the checkout does); returns the order's private path "/orders/REF?k=TOKEN".
 * @param {number} port @param {string} baseUrl @param {(line: string) => void} log
 * @returns {Promise<string>}
 */
async function placeManualOrder(port, baseUrl, log) {
  const answer = await inBrowserTab(port, async (page) => {
    await addFireCape(page, baseUrl);
    return page.evaluate(async (key) => {
      const cart = JSON.parse(window.localStorage.getItem(key) ?? "{}");
      const post = async (/** @type {string} */ url, /** @type {unknown} */ body) => {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      };
      const quote = await post("/api/checkout/quote", { items: cart.cartItems });
      if (quote.status !== 200) return { error: `quote answered ${quote.status}` };
      /** @type {string[]} */
      const refusals = [];
      // The manual methods the operator may offer; the first one accepted is used.
      for (const method of ["crypto", "zelle", "interac", "venmo", "chime", "revolut"]) {
        const order = await post("/api/checkout/order", {
          cartUuid: crypto.randomUUID(),
          items: cart.cartItems,
          profile: { email: "bench-buyer@example.com", name: "Bench Buyer", phone: "", rsn: "" },
          method,
          acceptTerms: true,
          expectedTotalCents: quote.body.totals.totalCents,
        });
        if (order.status === 201) {
          // The checkout empties the cart once an order is placed (finishManualOrder): the customer
          // comes to the order page with nothing stored, not with the lines just bought.
          window.localStorage.removeItem(key);
          return { orderPath: String(order.body.orderPath) };
        }
        refusals.push(`${method}: ${order.status} ${order.body?.code ?? ""}`);
      }
      return { error: `no manual method accepted (${refusals.join(", ")})` };
    }, CART_STORAGE_KEY);
  });
  if (!answer.orderPath) throw new Error(`placing an order for the order status page failed: ${answer.error}`);
  log("order placed for the order status page");
  return answer.orderPath;
}

/**
 * The cart drawer's opening on a phone-sized window with the CPU slowed 4× (Lighthouse's mobile
 * factor): every layout shift from the click on the header's cart button until a second after the
 * drawer is open. CLS forgives shifts within 500 ms of an input; this does not, so a drawer that
 * pushes the page around is seen even though CLS would not count it.
 * @param {string} baseUrl @param {(line: string) => void} log
 * @returns {Promise<DrawerShift>}
 */
export async function measureDrawerShift(baseUrl, log) {
  const path = "/fire-cape";
  const width = 375;
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_FLAGS.slice(1) });
  try {
    const context = await browser.newContext({ viewport: { width, height: 812 }, isMobile: true, hasTouch: true });
    await context.addInitScript(() => {
      /** @type {{ value: number, start: number, recent: boolean }[]} */
      const shifts = [];
      Object.defineProperty(window, "__benchShifts", { value: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = /** @type {PerformanceEntry & { value: number, hadRecentInput: boolean }} */ (entry);
          shifts.push({ value: shift.value, start: shift.startTime, recent: shift.hadRecentInput });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await addFireCape(page, baseUrl);
    // Adding opens the drawer; a fresh load starts from a closed one with the cart kept.
    await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    const sum = (/** @type {number} */ from) =>
      page.evaluate(
        (since) =>
          /** @type {any} */ (window).__benchShifts
            .filter((/** @type {{ start: number }} */ s) => s.start >= since)
            .reduce((/** @type {number} */ total, /** @type {{ value: number }} */ s) => total + s.value, 0),
        from,
      );
    const loadCls = await sum(0);
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByTestId("cart-button").click();
    await page.locator('[data-testid="cart-drawer-overlay"][data-phase="open"]').waitFor({ timeout: 10_000 });
    await page.waitForTimeout(1000);
    const openingShift = await sum(clickedAt);
    log(`cart drawer at ${width} px: load CLS ${loadCls.toFixed(3)}, opening shift ${openingShift.toFixed(3)}`);
    return { path, width, loadCls, openingShift };
  } finally {
    await browser.close();
  }
}

/**
 * @param {string} url @param {number} port @param {boolean} keepStorage
 * @param {"simulate" | "devtools"} throttling
 * @returns {Promise<Omit<LighthousePage, "type" | "path" | "note"> & { lhr?: unknown }>}
 */
async function auditPage(url, port, keepStorage, throttling) {
  const runner = await lighthouse(url, {
    throttlingMethod: throttling,
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    disableStorageReset: keepStorage,
    // Lighthouse's reset keeps local storage by default ("to prevent loss of potentially important
    // data"), so each page type would load with what the round's earlier ones stored: the font
    // script's memory of a cache emptied since among it. A page type without a state is a first
    // visit, as the floor's page is in its fresh browser.
    clearStorageTypes: [...defaultSettings.clearStorageTypes, "local_storage"],
  });
  const lhr = runner?.lhr;
  if (!lhr) return { scores: {}, fcpMs: null, lcpMs: null, tbtMs: null, cls: null, failing: [], error: "no result" };
  /** @type {Record<string, number | null>} */
  const scores = {};
  for (const id of CATEGORIES) scores[id] = lhr.categories[id]?.score ?? null;
  /** @param {string} id */
  const numeric = (id) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === "number" ? value : null;
  };
  const ids = new Set(CATEGORIES.flatMap((id) => (lhr.categories[id]?.auditRefs ?? []).map((ref) => ref.id)));
  const failing = [...ids]
    .map((id) => lhr.audits[id])
    .filter(
      (audit) =>
        audit &&
        typeof audit.score === "number" &&
        audit.score < 0.9 &&
        !["notApplicable", "informative", "manual"].includes(audit.scoreDisplayMode),
    )
    .map((audit) => (audit.displayValue ? `${audit.id} (${audit.displayValue})` : audit.id))
    .sort();
  return {
    scores,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    failing,
    lhr,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/**
 * A category's score as Lighthouse computes it (the weighted mean of its scored audits), leaving
 * one audit out.
 * @param {any} lhr @param {string} category @param {string} auditId
 * @returns {number | null}
 */
function categoryScoreWithout(lhr, category, auditId) {
  let total = 0;
  let weights = 0;
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const score = lhr.audits[ref.id]?.score;
    if (ref.id === auditId || !ref.weight || typeof score !== "number") continue;
    total += score * ref.weight;
    weights += ref.weight;
  }
  return weights ? Math.round((total / weights) * 100) / 100 : null;
}
