import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

// The machine has no internet: these keep Chromium from trying to reach Google at start.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Every host but the test servers' is refused by the browser itself, before any request leaves
  // (a test's own page.route still answers for one). Not with a catch-all route: a route turns
  // request interception on, and Playwright turns the HTTP cache off with it, so every page load
  // fetched and compiled the shop's scripts again (ADR 0007).
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

/**
 * The shared server playwright.config.ts starts (its `webServer`); the config puts its address in
 * the environment, which every worker inherits. For the tests that speak HTTP without a page.
 */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run the browser tests with `npx playwright test`.");
  return url;
}

/**
 * The SITE_URL prerendered pages were built with: `npm test` builds with the default (ADR 0003),
 * while each test server runs on its own port.
 */
export const BUILT_SITE_URL = "http://localhost:3000";

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * Anything outside the test servers (the tag manager, say) is refused, never fetched, reported as
 * blocked by the client. The browser already refuses those hosts (CHROMIUM_ARGS); this route is
 * for a context made by hand that wants it said twice, and it turns that context's HTTP cache off.
 */
export async function blockOutsideHosts(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort("blockedbyclient"));
}

export type { Page };

export const SCREENSHOT_DIR = resolve(import.meta.dirname, "../../../test-results/screenshots");

/*
 * A full-page capture draws the page beyond the viewport without scrolling it, so the blocks drawn
 * only when they near the viewport (the `lazy-render` utility) would come out blank; a visitor who
 * scrolls sees them drawn, and the capture shows them so.
 */
const DRAW_EVERY_BLOCK = ".lazy-render { content-visibility: visible !important; }";

/** The whole page by default; `fullPage: false` keeps what a visitor sees without scrolling. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  const fullPage = options.fullPage ?? true;
  await page.screenshot({ path, fullPage, ...(fullPage ? { style: DRAW_EVERY_BLOCK } : {}) });
  return path;
}
