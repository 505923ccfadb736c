#!/usr/bin/env node
// @ts-check
// `npm test`: every check the project has, stopping at the first failure, on a
// machine where nothing has been started by hand.
//
//   lint + typecheck + unit → integration:sqlite → integration:postgres
//        → chromium → build → e2e → resilience → cluster
//
// lint, typecheck and unit run at the same time (each is short, and two of
// them leave a core idle); their output is kept and printed whole once all
// three are done, a failed step's first, and the first failure stops the other
// two and fails the run with that step named. The slow steps run one at a
// time: they are CPU-bound, so two at once took as long on two cores, and the
// integration steps' timer tests missed their windows. Within an integration
// step two files run at once (vitest.config.ts): a file often waits on its
// database, and 237 s became 144 s on SQLite, 301 s 176 s on PostgreSQL.
//
// resilience runs the load and fault suites (tests/resilience) against `next
// start` servers of the build; its PostgreSQL fault starts and stops a
// throwaway server of its own, so it needs the PostgreSQL 15 binaries too.
// cluster (tests/cluster) runs two instances of the build on a throwaway
// PostgreSQL behind Debian's nginx, as `npm run cluster` does, and kills one
// under load.
//
// integration:postgres uses TEST_DATABASE_URL when it is set (an admin URL of a
// server where the tests may CREATE DATABASE); otherwise it starts a throwaway
// PostgreSQL 15 server (initdb into a temp folder) and removes it afterwards,
// on failure, and on Ctrl-C / SIGTERM too. chromium finds Chromium
// (CHROMIUM_PATH, else /usr/bin/chromium) and passes CHROMIUM_PATH to build and e2e.
//
// System packages: before any step starts, what the chosen steps need (nginx for
// the nginx front test and the cluster, PostgreSQL 15's server binaries for the
// throwaway server, the faults and the cluster, Chromium for e2e) is checked by
// .ci/system-packages, the one installer. Missing ones are named with the steps
// that need them and the command that installs them, and the run stops there;
// as root (a fresh CI machine) that installer is run for them instead, saying so.
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
//   npm test -- --only=cluster      the cluster suite against the existing build
//                                   (also `npm run test:cluster`)
//   npm test -- --one-at-a-time     no step beside another (each one's output as it comes)
// Step names: lint, typecheck, unit, integration:sqlite, integration:postgres,
// chromium, build, e2e, resilience, cluster.

import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BAKED_ENV_KEYS } from "./lib/baked-env.mjs";
import { ensureChromium } from "./lib/ensure-chromium.mjs";
import {
  bufferedOutput,
  consoleOutput,
  printSummary,
  reasonOf,
  redact,
  StepFailure,
  seconds,
  signalChildGroups,
  signalExitCode,
  spawnInto,
} from "./lib/step-output.mjs";
import { ensureSystemPackages, installCommand, missingSystemPackages } from "./lib/system-packages.mjs";
import { startThrowawayPostgres } from "./lib/throwaway-postgres.mjs";

/** @typedef {import("./lib/step-output.mjs").StepOutput} StepOutput */
/** @typedef {import("./lib/step-output.mjs").StepResult} StepResult */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string} what  shown in the header
 * @property {string} [group]  consecutive selected steps with the same group run at the same time
 * @property {() => string[]} [needs]  system packages, by .ci/system-packages' names
 * @property {(out: StepOutput) => Promise<void>} run
 */

/** Every running child, for passing on a signal. @type {Set<import("node:child_process").ChildProcess>} */
const runningChildren = new Set();
/** @type {(() => Promise<void>) | undefined} */
let stopPostgres;
/** @type {NodeJS.Signals | undefined} */
let interruptedBy;
let builtThisRun = false;

/*
 * Every child's temporary files go in one folder this run removes when it exits, however it ends:
 * a vitest stopped because another step of its group failed left its own folder in /tmp. Open to
 * every user (0755), so the postgres and nginx users still reach what the tests make inside it.
 * The throwaway PostgreSQL is this process's, in its own TMPDIR, not this folder.
 */
const childTmpDir = mkdtempSync(path.join(os.tmpdir(), "runeforge-test-"));
chmodSync(childTmpDir, 0o755);
process.on("exit", () => rmSync(childTmpDir, { recursive: true, force: true, maxRetries: 3 }));

/** Env every child gets; steps add their own on top. @type {NodeJS.ProcessEnv} */
const baseEnv = {
  ...process.env,
  // Next.js would otherwise try to send telemetry from a machine with no
  // internet, and print a notice about it.
  NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? "1",
  TMPDIR: childTmpDir,
};

/** @type {Step[]} */
const STEPS = [
  { name: "lint", what: "npm run lint", group: "static", run: (out) => npmRun(out, "lint") },
  {
    name: "typecheck",
    what: "npm run typecheck",
    group: "static",
    run: (out) => npmRun(out, "typecheck"),
  },
  { name: "unit", what: "npm run test:unit", group: "static", run: (out) => npmRun(out, "test:unit") },
  {
    name: "integration:sqlite",
    what: "TEST_DB=sqlite npm run test:integration",
    // The nginx front test runs deploy/nginx/runeforge.conf.
    needs: () => ["nginx"],
    run: (out) => npmRun(out, "test:integration", { TEST_DB: "sqlite" }),
  },
  {
    name: "integration:postgres",
    what: "TEST_DB=postgres npm run test:integration",
    needs: () => (process.env.TEST_DATABASE_URL ? [] : ["postgresql-15"]),
    run: integrationPostgres,
  },
  {
    name: "chromium",
    what: "find Chromium",
    needs: () => ["chromium"],
    run: async (out) => {
      const chromium = await ensureChromium();
      // Exported to this process's env so build and e2e inherit it.
      baseEnv.CHROMIUM_PATH = chromium;
      out.log(`Chromium: ${chromium}`);
    },
  },
  {
    name: "build",
    what: "npm run build",
    run: async (out) => {
      // The browser tests expect the defaults of the values written into pages (ADR 0003), whatever this shell has set.
      await npmRun(out, "build", {}, BAKED_ENV_KEYS);
      builtThisRun = true;
    },
  },
  {
    name: "e2e",
    what: "npx playwright test",
    run: async (out) => {
      requireBuild();
      try {
        await npxRun(out, ["playwright", "test"]);
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
    // The PostgreSQL fault needs a server it may stop, so TEST_DATABASE_URL is no use here.
    needs: () => ["postgresql-15"],
    run: async (out) => {
      requireBuild();
      await npxRun(out, ["vitest", "run", "--project", "resilience"]);
    },
  },
  {
    name: "cluster",
    what: "vitest run --project cluster",
    // Two instances on a throwaway PostgreSQL behind Debian's nginx (scripts/lib/cluster.mjs).
    needs: () => ["nginx", "postgresql-15"],
    run: async (out) => {
      requireBuild();
      await npxRun(out, ["vitest", "run", "--project", "cluster"]);
    },
  },
];

function requireBuild() {
  if (!builtThisRun && !existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
    throw new Error("There is no production build in .next: run `npm run build` first, or include the build step.");
  }
}

/**
 * What the chosen steps need from the system, checked before any of them starts. Answers whether
 * the run may go on: as root the one installer adds what is missing, saying so; otherwise each
 * missing package is named with the steps that need it and the command that installs it.
 * @param {Step[]} steps
 */
async function systemPackagesReady(steps) {
  /** @type {Map<string, string[]>} */
  const neededBy = new Map();
  for (const step of steps) {
    for (const name of step.needs?.() ?? []) neededBy.set(name, [...(neededBy.get(name) ?? []), step.name]);
  }
  const missing = await missingSystemPackages([...neededBy.keys()]);
  if (missing.length === 0) return true;
  if (process.getuid?.() === 0) {
    await ensureSystemPackages(missing);
    return true;
  }
  console.error("\n✗ missing system packages (nothing was run):");
  for (const name of missing) console.error(`    ${name.padEnd(14)} needed by ${neededBy.get(name)?.join(", ")}`);
  console.error(`  Install them with: ${installCommand(missing)}`);
  console.error(
    "  Or point CHROMIUM_PATH, NGINX_BIN or PG_BIN_DIR at your own (TEST_DATABASE_URL spares integration:postgres the server),",
  );
  console.error("  or leave the steps out with --only=… / --skip-e2e.");
  return false;
}

/** @param {StepOutput} out */
async function integrationPostgres(out) {
  let url = process.env.TEST_DATABASE_URL;
  if (url) {
    out.log(`Using TEST_DATABASE_URL=${redact(url)}`);
  } else {
    const started = performance.now();
    const pg = await startThrowawayPostgres();
    stopPostgres = pg.stop;
    url = pg.url;
    out.log(`Started throwaway PostgreSQL at ${url} in ${seconds(performance.now() - started)}`);
  }
  // Kept running for the browser tests (a checkout race on PostgreSQL); stopped after them or at the end.
  baseEnv.E2E_POSTGRES_URL = url;
  await npmRun(out, "test:integration", {
    TEST_DB: "postgres",
    TEST_DATABASE_URL: url,
  });
}

/**
 * @param {StepOutput} out
 * @param {string} script
 * @param {Record<string, string>} [extraEnv]
 * @param {readonly string[]} [withoutKeys] variables the child must not inherit
 * @returns {Promise<void>}
 */
function npmRun(out, script, extraEnv = {}, withoutKeys = []) {
  const env = { ...baseEnv, ...extraEnv };
  for (const key of withoutKeys) delete env[key];
  return spawnInto(out, "npm", ["run", script], { cwd: ROOT, env, running: runningChildren });
}

/**
 * Runs a tool through npx: `npm run test:resilience` comes back here, and the e2e step's header
 * names the command it runs.
 * @param {StepOutput} out
 * @param {string[]} args
 * @param {Record<string, string>} [extraEnv]
 * @returns {Promise<void>}
 */
function npxRun(out, args, extraEnv = {}) {
  return spawnInto(out, "npx", args, { cwd: ROOT, env: { ...baseEnv, ...extraEnv }, running: runningChildren });
}

/** @param {string[]} argv */
function parseArgs(argv) {
  let skipE2e = false;
  let oneAtATime = false;
  /** @type {string[] | undefined} */
  let only;
  for (const arg of argv) {
    if (arg === "--skip-e2e") skipE2e = true;
    else if (arg === "--one-at-a-time") oneAtATime = true;
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
  return { selected, oneAtATime };
}

/** @param {number} code @returns {never} */
function usage(code) {
  const out = code === 0 ? console.log : console.error;
  out(
    "Usage: node scripts/test.mjs [--skip-e2e] [--only=STEP[,STEP…]] [--one-at-a-time]\n" +
      `Steps: ${STEPS.map((s) => s.name).join(", ")} (a prefix such as "integration" selects its group)`,
  );
  process.exit(code);
}

/**
 * The selected steps in order, consecutive steps of one group together.
 * @param {Step[]} steps
 * @param {boolean} oneAtATime
 * @returns {Step[][]}
 */
function stagesOf(steps, oneAtATime) {
  /** @type {Step[][]} */
  const stages = [];
  for (const step of steps) {
    const last = stages.at(-1);
    if (!oneAtATime && step.group && last?.[0]?.group === step.group) last.push(step);
    else stages.push([step]);
  }
  return stages;
}

/** @param {NodeJS.Signals} signal */
function onSignal(signal) {
  if (interruptedBy) {
    // A second Ctrl-C: stop waiting for children, just clean up and go.
    signalChildGroups(runningChildren, "SIGKILL");
    void (stopPostgres?.() ?? Promise.resolve()).finally(() => process.exit(signalExitCode(signal)));
    return;
  }
  interruptedBy = signal;
  console.error(`\n✗ interrupted by ${signal}; stopping…`);
  // Children live in their own process group (see spawnInto), so neither Ctrl-C
  // nor a SIGTERM sent to this process reaches them unless passed on.
  signalChildGroups(runningChildren, signal);
  // The main loop normally notices and cleans up; this is the backstop if a
  // child ignores the signal.
  setTimeout(() => {
    void (stopPostgres?.() ?? Promise.resolve()).finally(() => process.exit(signalExitCode(signal)));
  }, 15_000).unref();
}

/**
 * Runs one step; answers its failure, if any.
 * @param {Step} step
 * @param {StepResult} result
 * @param {StepOutput} out
 * @returns {Promise<unknown>}
 */
async function runStep(step, result, out) {
  const started = performance.now();
  try {
    await step.run(out);
    result.status = "passed";
    return undefined;
  } catch (error) {
    result.status = interruptedBy || out.stopped ? "stopped" : "failed";
    return error;
  } finally {
    result.ms = performance.now() - started;
  }
}

/**
 * Prints a failed step's reason the way the run has always ended; answers the run's exit code.
 * @param {Step} step
 * @param {StepResult} result
 * @param {unknown} error
 */
function reportFailure(step, result, error) {
  const reason = reasonOf(error);
  console.error(`\n✗ step failed: ${step.name} (${reason.split("\n")[0]}) after ${seconds(result.ms ?? 0)}`);
  if (!(error instanceof StepFailure) && reason.includes("\n")) console.error(reason);
  return error instanceof StepFailure ? error.exitCode : 1;
}

/**
 * The steps of one group at once, each one's output kept; the first failure stops the others.
 * Answers the exit code (0 when all passed).
 * @param {Step[]} stage
 * @param {(name: string) => StepResult} resultOf
 */
async function runTogether(stage, resultOf) {
  const outputs = stage.map(() => bufferedOutput());
  /** @type {Step | undefined} */
  let firstFailed;
  /** @type {unknown} */
  let firstError;
  await Promise.all(
    stage.map(async (step, i) => {
      const out = outputs[i];
      const result = resultOf(step.name);
      result.beside = stage
        .filter((other) => other !== step)
        .map((other) => other.name)
        .join(", ");
      const error = await runStep(step, result, out);
      if (result.status === "passed") {
        console.log(`✓ ${step.name} passed in ${seconds(result.ms ?? 0)}`);
      } else if (result.status === "failed" && !firstFailed) {
        firstFailed = step;
        firstError = error;
        console.error(`✗ ${step.name} failed after ${seconds(result.ms ?? 0)}; stopping the others of its group`);
        for (const [j, other] of outputs.entries()) {
          if (j === i) continue;
          other.stopped = true;
          signalChildGroups(other.children, "SIGTERM");
        }
      }
    }),
  );
  // The failed step's output first: it is what the reader came for.
  const order = stage
    .map((step, i) => ({ step, out: outputs[i], result: resultOf(step.name) }))
    .sort((a, b) => Number(b.step === firstFailed) - Number(a.step === firstFailed));
  for (const { step, out, result } of order) {
    console.log(`\n──── ${step.name}: ${step.what} (${result.status} after ${seconds(result.ms ?? 0)}) ────`);
    process.stdout.write(out.text());
  }
  if (firstFailed) return reportFailure(firstFailed, resultOf(firstFailed.name), firstError);
  return 0;
}

async function main() {
  const { selected, oneAtATime } = parseArgs(process.argv.slice(2));
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  const steps = STEPS.filter((s) => selected.has(s.name));
  /** @type {StepResult[]} */
  const results = STEPS.map((s) => ({
    name: s.name,
    status: selected.has(s.name) ? "pending" : "skipped",
  }));
  const resultOf = (/** @type {string} */ name) => /** @type {StepResult} */ (results.find((r) => r.name === name));

  if (!(await systemPackagesReady(steps))) return 1;
  const startedAll = performance.now();
  let exitCode = 0;
  let done = 0;
  try {
    for (const stage of stagesOf(steps, oneAtATime)) {
      if (interruptedBy) break;
      const numbers = stage.length === 1 ? `${done + 1}` : `${done + 1}-${done + stage.length}`;
      done += stage.length;
      if (stage.length > 1) {
        console.log(`\n▶ [${numbers}/${steps.length}] at once (each one's output follows when all are done):`);
        for (const step of stage) console.log(`    ${step.name}: ${step.what}`);
        exitCode = await runTogether(stage, resultOf);
        if (exitCode !== 0 || interruptedBy) break;
        continue;
      }
      const [step] = stage;
      console.log(`\n▶ [${numbers}/${steps.length}] ${step.name}: ${step.what}`);
      const result = resultOf(step.name);
      const error = await runStep(step, result, consoleOutput());
      if (result.status !== "passed") {
        if (interruptedBy) break;
        exitCode = reportFailure(step, result, error);
        break;
      }
      console.log(`✓ ${step.name} passed in ${seconds(result.ms ?? 0)}`);
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
