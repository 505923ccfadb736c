import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

// The machine has no internet: these keep Chromium from trying to reach Google at start.
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const baseUrl = (): string => inject("baseUrl");

/**
 * The SITE_URL prerendered pages were built with: `npm test` builds with the default (ADR 0003),
 * while each test server runs on its own port.
 */
export const BUILT_SITE_URL = "http://localhost:3000";

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export type BrowserSession = { context: BrowserContext; newPage: () => Promise<Page>; close: () => Promise<void> };

/** A fresh Chromium with its own empty profile; every test file opens one and closes it. */
export async function openBrowser(options: BrowserContextOptions = {}): Promise<BrowserSession> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium or set CHROMIUM_PATH.`);
  }
  const profile = mkdtempSync(join(tmpdir(), "shop-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: baseUrl(),
    viewport: DESKTOP,
    ...options,
  });
  // Anything outside the test server (the tag manager, say) is refused, never fetched.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort("blockedbyclient"));
  return {
    context,
    newPage: () => context.newPage(),
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export type { Browser, Page };

const SCREENSHOT_DIR = resolve(import.meta.dirname, "../../../test-results/screenshots");

/** The whole page by default; `fullPage: false` keeps what a visitor sees without scrolling. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? true });
  return path;
}
