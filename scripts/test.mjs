#!/usr/bin/env node
// @ts-check
// `npm test`: every check the project has, in order, stopping at the first
// failure, on a machine where nothing has been started by hand.
//
//   lint → typecheck → unit → integration:sqlite → integration:postgres
//        → chromium → build → e2e → resilience
//
// resilience runs the load and fault suites (tests/resilience) against `next
// start` servers of the build; its PostgreSQL fault starts and stops a
// throwaway server of its own, so it needs the PostgreSQL 15 binaries too.
//
// integration:postgres uses TEST_DATABASE_URL when it is set (an admin URL of a
// server where the tests may CREATE DATABASE); otherwise it starts a throwaway
// PostgreSQL 15 server (initdb into a temp folder) and removes it afterwards,
// on failure, and on Ctrl-C / SIGTERM too. As root it first installs Debian's
// postgresql-15 if the server binaries are missing, like chromium below.
// chromium finds Chromium (CHROMIUM_PATH, else /usr/bin/chromium, else as root
// installs Debian's package) and passes CHROMIUM_PATH to build and e2e.
// e2e is Playwright Test (playwright.config.ts): it starts its own `next start`
// of the build and runs the browser tests on two workers (ADR 0007).
//
// Flags, for local use (pass them after `--`):
//   npm test -- --skip-e2e          everything but chromium and e2e
//   npm test -- --only=unit         just that step
//   npm test -- --only=integration  a group: integration:sqlite + integration:postgres
//   npm test -- --only=lint,unit    several steps
//   npm test -- --only=e2e          chromium + e2e against the existing .next build
//   npm test -- --only=resilience   load and fault suites against the existing build
//                                   (also `npm run test:resilience`)
// Step names: lint, typecheck, unit, integration:sqlite, integration:postgres,
// chromium, build, e2e, resilience.

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BAKED_ENV_KEYS } from "./lib/baked-env.mjs";
import { aptInstall, ensureChromium } from "./lib/ensure-chromium.mjs";
import { hasPostgresBinaries, startThrowawayPostgres } from "./lib/throwaway-postgres.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string} what  shown in the header
 * @property {() => Promise<void>} run
 */

/** @type {import("node:child_process").ChildProcess | undefined} */
let currentChild;
/** @type {(() => Promise<void>) | undefined} */
let stopPostgres;
/** @type {NodeJS.Signals | undefined} */
let interruptedBy;
let builtThisRun = false;

/** Env every child gets; steps add their own on top. @type {NodeJS.ProcessEnv} */
const baseEnv = {
  ...process.env,
  // Next.js would otherwise try to send telemetry from a machine with no
  // internet, and print a notice about it.
  NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? "1",
};

/** @type {Step[]} */
const STEPS = [
  { name: "lint", what: "npm run lint", run: () => npmRun("lint") },
  {
    name: "typecheck",
    what: "npm run typecheck",
    run: () => npmRun("typecheck"),
  },
  { name: "unit", what: "npm run test:unit", run: () => npmRun("test:unit") },
  {
    name: "integration:sqlite",
    what: "TEST_DB=sqlite npm run test:integration",
    run: () => npmRun("test:integration", { TEST_DB: "sqlite" }),
  },
  {
    name: "integration:postgres",
    what: "TEST_DB=postgres npm run test:integration",
    run: integrationPostgres,
  },
  {
    name: "chromium",
    what: "find or install Chromium",
    run: async () => {
      const chromium = await ensureChromium();
      // Exported to this process's env so build and e2e inherit it.
      baseEnv.CHROMIUM_PATH = chromium;
      console.log(`Chromium: ${chromium}`);
    },
  },
  {
    name: "build",
    what: "npm run build",
    run: async () => {
      // The browser tests expect the defaults of the values written into pages (ADR 0003), whatever this shell has set.
      await npmRun("build", {}, BAKED_ENV_KEYS);
      builtThisRun = true;
    },
  },
  {
    name: "e2e",
    what: "npx playwright test",
    run: async () => {
      requireBuild();
      try {
        await npxRun(["playwright", "test"]);
      } finally {
        // The integration step's PostgreSQL served the browser tests too; nothing after needs it.
        await stopPostgres?.();
        stopPostgres = undefined;
      }
    },
  },
  {
    name: "resilience",
    what: "vitest run --project resilience",
    run: async () => {
      requireBuild();
      // The PostgreSQL fault needs a server it may stop, so TEST_DATABASE_URL is no use here.
      if (!(await hasPostgresBinaries()) && process.getuid?.() === 0) {
        console.log("PostgreSQL 15 server binaries not found; installing postgresql-15 with apt-get…");
        await aptInstall(["postgresql-15"]);
      }
      await npxRun(["vitest", "run", "--project", "resilience"]);
    },
  },
];

function requireBuild() {
  if (!builtThisRun && !existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
    throw new Error("There is no production build in .next: run `npm run build` first, or include the build step.");
  }
}

async function integrationPostgres() {
  let url = process.env.TEST_DATABASE_URL;
  if (url) {
    console.log(`Using TEST_DATABASE_URL=${redact(url)}`);
  } else {
    // A fresh machine may lack the server package; as root we can add it,
    // the same way the chromium step adds the browser.
    if (!(await hasPostgresBinaries()) && process.getuid?.() === 0) {
      console.log("PostgreSQL 15 server binaries not found; installing postgresql-15 with apt-get…");
      await aptInstall(["postgresql-15"]);
    }
    const started = performance.now();
    const pg = await startThrowawayPostgres();
    stopPostgres = pg.stop;
    url = pg.url;
    console.log(`Started throwaway PostgreSQL at ${url} in ${seconds(performance.now() - started)}`);
  }
  // Kept running for the browser tests (a checkout race on PostgreSQL); stopped after them or at the end.
  baseEnv.E2E_POSTGRES_URL = url;
  await npmRun("test:integration", {
    TEST_DB: "postgres",
    TEST_DATABASE_URL: url,
  });
}

/**
 * @param {string} script
 * @param {Record<string, string>} [extraEnv]
 * @param {readonly string[]} [withoutKeys] variables the child must not inherit
 * @returns {Promise<void>}
 */
function npmRun(script, extraEnv = {}, withoutKeys = []) {
  return runChild("npm", ["run", script], extraEnv, withoutKeys);
}

/**
 * Runs a tool through npx: `npm run test:resilience` comes back here, and the e2e step's header
 * names the command it runs.
 * @param {string[]} args
 * @param {Record<string, string>} [extraEnv]
 * @returns {Promise<void>}
 */
function npxRun(args, extraEnv = {}) {
  return runChild("npx", args, extraEnv);
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} extraEnv
 * @param {readonly string[]} [withoutKeys] variables the child must not inherit
 * @returns {Promise<void>}
 */
function runChild(command, args, extraEnv, withoutKeys = []) {
  const env = { ...baseEnv, ...extraEnv };
  for (const key of withoutKeys) delete env[key];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: "inherit",
      env,
      // Its own process group, so a signal can reach the whole tree
      // (npm → sh → vitest/next): npm does not pass SIGTERM on through sh.
      detached: true,
    });
    currentChild = child;
    child.on("error", (error) => {
      currentChild = undefined;
      reject(error);
    });
    child.on("close", (code, signal) => {
      currentChild = undefined;
      if (code === 0) resolve();
      else reject(new StepFailure(signal ? `killed by ${signal}` : `exit code ${code}`, code || 1));
    });
  });
}

class StepFailure extends Error {
  /** @param {string} message @param {number} exitCode */
  constructor(message, exitCode) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** @param {string[]} argv */
function parseArgs(argv) {
  let skipE2e = false;
  /** @type {string[] | undefined} */
  let only;
  for (const arg of argv) {
    if (arg === "--skip-e2e") skipE2e = true;
    else if (arg.startsWith("--only=")) {
      only = arg
        .slice("--only=".length)
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
    } else if (arg === "--help" || arg === "-h") {
      usage(0);
    } else {
      console.error(`Unknown argument: ${arg}`);
      usage(2);
    }
  }

  // Asking for the browser tests and skipping them at once is a mistake, not a no-op.
  if (skipE2e && only?.some((want) => want === "e2e" || want === "chromium")) {
    console.error("--skip-e2e contradicts --only=e2e (or chromium): choose one");
    usage(2);
  }

  /** @param {string} name */
  const matches = (name) => !only || only.some((want) => name === want || name.startsWith(`${want}:`));
  if (only) {
    for (const want of only) {
      if (!STEPS.some((s) => s.name === want || s.name.startsWith(`${want}:`))) {
        console.error(`Unknown step in --only: ${want}`);
        usage(2);
      }
    }
  }

  /** @type {Set<string>} */
  const selected = new Set(STEPS.map((s) => s.name).filter(matches));
  // e2e can't run without a browser, so asking for e2e implies chromium.
  if (selected.has("e2e")) selected.add("chromium");
  if (skipE2e) {
    selected.delete("e2e");
    selected.delete("chromium");
  }
  return selected;
}

/** @param {number} code @returns {never} */
function usage(code) {
  const out = code === 0 ? console.log : console.error;
  out(
    "Usage: node scripts/test.mjs [--skip-e2e] [--only=STEP[,STEP…]]\n" +
      `Steps: ${STEPS.map((s) => s.name).join(", ")} (a prefix such as "integration" selects its group)`,
  );
  process.exit(code);
}

/** @param {number} ms */
function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

/** Hides a password in a connection URL before it is printed. @param {string} url */
function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparsable URL)";
  }
}

/** @type {Record<string, string>} */
const STATUS_MARK = {
  passed: "✓",
  failed: "✗",
  stopped: "✗",
  "not run": "·",
  skipped: "-",
};

/**
 * @param {{ name: string, status: string, ms?: number }[]} results
 * @param {number} totalMs
 */
function printSummary(results, totalMs) {
  const width = Math.max(...results.map((r) => r.name.length));
  console.log("\nSummary");
  for (const r of results) {
    const time = r.ms === undefined ? "" : seconds(r.ms).padStart(8);
    const mark = STATUS_MARK[r.status] ?? " ";
    console.log(`  ${mark} ${r.name.padEnd(width)}  ${r.status.padEnd(7)} ${time}`.trimEnd());
  }
  console.log(`  total ${seconds(totalMs)}`);
}

function signalExitCode(/** @type {NodeJS.Signals} */ signal) {
  return 128 + (os.constants.signals[signal] ?? 1);
}

/** @param {NodeJS.Signals} signal */
function signalChildGroup(signal) {
  const pid = currentChild?.pid;
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    currentChild?.kill(signal);
  }
}

/** @param {NodeJS.Signals} signal */
function onSignal(signal) {
  if (interruptedBy) {
    // A second Ctrl-C: stop waiting for children, just clean up and go.
    signalChildGroup("SIGKILL");
    void (stopPostgres?.() ?? Promise.resolve()).finally(() => process.exit(signalExitCode(signal)));
    return;
  }
  interruptedBy = signal;
  console.error(`\n✗ interrupted by ${signal}; stopping…`);
  // Children live in their own process group (see npmRun), so neither Ctrl-C
  // nor a SIGTERM sent to this process reaches them unless passed on.
  signalChildGroup(signal);
  // The main loop normally notices and cleans up; this is the backstop if a
  // child ignores the signal.
  setTimeout(() => {
    void (stopPostgres?.() ?? Promise.resolve()).finally(() => process.exit(signalExitCode(signal)));
  }, 15_000).unref();
}

async function main() {
  const selected = parseArgs(process.argv.slice(2));
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  const steps = STEPS.filter((s) => selected.has(s.name));
  /** @type {{ name: string, status: string, ms?: number }[]} */
  const results = STEPS.map((s) => ({
    name: s.name,
    status: selected.has(s.name) ? "pending" : "skipped",
  }));
  const resultOf = (/** @type {string} */ name) =>
    /** @type {{ name: string, status: string, ms?: number }} */ (results.find((r) => r.name === name));

  const startedAll = performance.now();
  let exitCode = 0;
  try {
    for (const [i, step] of steps.entries()) {
      if (interruptedBy) break;
      console.log(`\n▶ [${i + 1}/${steps.length}] ${step.name}: ${step.what}`);
      const started = performance.now();
      const result = resultOf(step.name);
      try {
        await step.run();
      } catch (error) {
        result.ms = performance.now() - started;
        result.status = interruptedBy ? "stopped" : "failed";
        if (interruptedBy) break;
        const reason =
          error instanceof StepFailure ? error.message : error instanceof Error ? error.message : String(error);
        console.error(`\n✗ step failed: ${step.name} (${reason.split("\n")[0]}) after ${seconds(result.ms)}`);
        if (!(error instanceof StepFailure) && reason.includes("\n")) {
          console.error(reason);
        }
        exitCode = error instanceof StepFailure ? error.exitCode : 1;
        break;
      }
      result.ms = performance.now() - started;
      result.status = "passed";
      console.log(`✓ ${step.name} passed in ${seconds(result.ms)}`);
    }
  } finally {
    await stopPostgres?.();
  }

  if (interruptedBy) exitCode = signalExitCode(interruptedBy);
  for (const r of results) if (r.status === "pending") r.status = "not run";
  printSummary(results, performance.now() - startedAll);
  if (exitCode === 0) console.log("✓ all selected steps passed");
  else console.log("✗ npm test failed");
  return exitCode;
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    console.error("✗ step failed: test orchestrator crashed");
    console.error(error);
    await stopPostgres?.().catch(() => {});
    process.exit(1);
  },
);
