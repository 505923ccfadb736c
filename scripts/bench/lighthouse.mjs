// @ts-check
// Lighthouse 12 (Node API, default config = mobile, simulated throttling) on one page of each
// type, in one Chromium started here with a fresh profile. /checkout runs last, with items put in
// the cart through the real product page first and Lighthouse told not to reset storage.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { ensureChromium } from "../lib/ensure-chromium.mjs";
import { freePort, sleep, startChild, tempDir } from "./processes.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

export const LIGHTHOUSE_BUDGETS = {
  performance: 0.98,
  accessibility: 1,
  "best-practices": 1,
  seo: 1,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.01,
};

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
 * @property {boolean} [withCart]
 */

/**
 * @typedef {object} LighthousePage
 * @property {string} type
 * @property {string} path
 * @property {Record<string, number | null>} scores
 * @property {number | null} lcpMs
 * @property {number | null} tbtMs
 * @property {number | null} cls
 * @property {string[]} failing  audit ids (with a short value) scoring below 0.9
 * @property {string} [error]
 * @property {string} [note]
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
    { type: "checkout with cart", path: "/checkout", withCart: true },
  ];
}

/**
 * @param {string} baseUrl @param {(line: string) => void} log
 * @param {string} [saveDir]  where to write each page's full Lighthouse JSON report
 * @param {{ type: string, path: string, withCart?: boolean }[]} [only]  these pages instead of the shop's page types
 * @returns {Promise<LighthousePage[]>}
 */
export async function runLighthouse(baseUrl, log, saveDir, only = undefined) {
  const executable = await ensureChromium();
  const port = await freePort();
  const profile = tempDir("bench-chromium-");
  const browser = startChild(executable, [
    ...CHROMIUM_FLAGS,
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    "about:blank",
  ]);
  try {
    await waitForDevtools(port, browser);
    const targets = only ?? (await pageTargets(baseUrl));
    // One plain request each first: the first render of a route in a fresh server is not what
    // a visitor normally gets.
    for (const target of targets) await fetch(`${baseUrl}${target.path}`).then((r) => r.arrayBuffer());

    /** @type {LighthousePage[]} */
    const results = [];
    for (const target of targets) {
      let note;
      if (target.withCart) note = await fillCart(port, baseUrl, log);
      const started = performance.now();
      const { lhr, ...result } = await auditPage(`${baseUrl}${target.path}`, port, Boolean(target.withCart));
      if (saveDir && lhr) {
        mkdirSync(saveDir, { recursive: true });
        const name = target.type.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
        writeFileSync(path.join(saveDir, `lighthouse-${name}.json`), JSON.stringify(lhr));
      }
      results.push({ type: target.type, path: target.path, ...result, ...(note ? { note } : {}) });
      const perf = result.scores.performance;
      log(
        `lighthouse ${target.path}: perf ${perf ?? "–"}, a11y ${result.scores.accessibility ?? "–"}, ` +
          `bp ${result.scores["best-practices"] ?? "–"}, seo ${result.scores.seo ?? "–"} ` +
          `(${((performance.now() - started) / 1000).toFixed(1)} s)${result.error ? ` ERROR ${result.error}` : ""}`,
      );
    }
    return results;
  } finally {
    await browser.stop();
  }
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
 * Adds the fire cape to the cart through the real product page, as a visitor would, so that
 * local storage holds the cart the checkout page reads.
 * @param {number} port @param {string} baseUrl @param {(line: string) => void} log
 * @returns {Promise<string>}
 */
async function fillCart(port, baseUrl, log) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/fire-cape`, { waitUntil: "load" });
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/cart/saveCartData"), { timeout: 15_000 });
    await page.getByTestId("add-to-cart").first().click();
    await saved.catch(() => undefined);
    const lines = await page.evaluate(() => {
      const raw = window.localStorage.getItem("shop:cart");
      return raw ? (JSON.parse(raw).cartItems ?? []).length : 0;
    });
    // Lighthouse keeps storage (the cart) for this page but would then also keep the HTTP cache:
    // emptying it makes /checkout a cold load like every other page type.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await cdp.detach();
    await page.close();
    if (lines < 1) throw new Error("adding the fire cape left the cart empty");
    log(`cart filled through /fire-cape (${lines} line${lines === 1 ? "" : "s"})`);
    return `${lines} line${lines === 1 ? "" : "s"} added through /fire-cape, HTTP cache emptied, storage kept`;
  } finally {
    // Disconnects only: the browser was started by us and is stopped by runLighthouse.
    await browser.close().catch(() => undefined);
  }
}

/**
 * @param {string} url @param {number} port @param {boolean} keepStorage
 * @returns {Promise<Omit<LighthousePage, "type" | "path" | "note"> & { lhr?: unknown }>}
 */
async function auditPage(url, port, keepStorage) {
  const runner = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    disableStorageReset: keepStorage,
  });
  const lhr = runner?.lhr;
  if (!lhr) return { scores: {}, lcpMs: null, tbtMs: null, cls: null, failing: [], error: "no result" };
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
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    failing,
    lhr,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/** @param {LighthousePage} page */
export function lighthouseVerdicts(page) {
  const b = LIGHTHOUSE_BUDGETS;
  /** @param {number | null | undefined} value @param {number} min */
  const atLeast = (value, min) => typeof value === "number" && value >= min;
  /** @param {number | null | undefined} value @param {number} max */
  const atMost = (value, max) => typeof value === "number" && value <= max;
  return {
    performance: atLeast(page.scores.performance, b.performance),
    accessibility: atLeast(page.scores.accessibility, b.accessibility),
    "best-practices": atLeast(page.scores["best-practices"], b["best-practices"]),
    seo: atLeast(page.scores.seo, b.seo),
    lcp: atMost(page.lcpMs, b.lcpMs),
    tbt: atMost(page.tbtMs, b.tbtMs),
    cls: atMost(page.cls, b.cls),
  };
}
