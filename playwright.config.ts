import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP } from "./tests/e2e/support/browser";
import { E2E_ENV } from "./tests/e2e/support/e2e-env";

// The runner and every worker load this file; the runner picks the port and the database folder
// and hands them to the workers through the environment, so all of them agree on one server.
// A free port rather than a fixed one: several worktrees may run their browser tests at once.
process.env.E2E_PORT ||= execFileSync(process.execPath, [
  "-e",
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), "shop-e2e-"));
const PORT = process.env.E2E_PORT;
process.env.E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

/** The browser tests: see docs/adr/0007-browser-test-harness.md. */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  outputDir: "test-results/artifacts",
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous: the machine's two cores are often shared with builds; a passing test takes far less.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "test-results/html-report" }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: DESKTOP,
    // Screenshots in the trace cost about 15 % of the step's time, its DOM snapshots (and the
    // network log that comes with them) about a quarter of the browser's and the runner's CPU
    // (ADR 0007); the actions, call logs and console stay, and a failing test still saves its
    // screenshot and the page's ARIA snapshot. `--trace on` records everything for a rerun.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    // One context per worker, reset by Playwright between tests (cookies, storage, cache, pages,
    // routes, init scripts, viewport, emulation): half the step's time (ADR 0007). No test may
    // change what the reset leaves: permissions, offline, extra headers, geolocation.
    reuseContext: true,
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    // The shop's server itself (not npm), so stopping it stops the server.
    command: `node scripts/serve.mjs -p ${PORT} -H 127.0.0.1`,
    url: `${process.env.E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      ...E2E_ENV,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: join(process.env.E2E_DATA_DIR, "shop.sqlite"),
      SITE_URL: process.env.E2E_BASE_URL,
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: "**/unknown-urls.e2e.ts",
    },
    {
      // It checks that nothing writes into .next while it sends its URLs: it runs once every
      // other file is done, so no other server fills the cache beside it.
      name: "alone",
      testMatch: "**/unknown-urls.e2e.ts",
      dependencies: ["chromium"],
    },
  ],
});
