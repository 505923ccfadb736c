// @ts-check
// The steps' plumbing for scripts/test.mjs: where a step's output goes, how its children are run
// and stopped, and the summary printed at the end.

import { spawn } from "node:child_process";
import os from "node:os";

/**
 * Where a step's output goes: the console as it comes when the step runs alone; a buffer,
 * printed whole at the end of its group, when it runs beside others.
 * @typedef {object} StepOutput
 * @property {(text: string) => void} log   a line of the orchestrator's own
 * @property {boolean} buffered
 * @property {(chunk: Buffer | string) => void} write  the children's output
 * @property {() => string} text             what was buffered
 * @property {Set<import("node:child_process").ChildProcess>} children  the step's running children
 * @property {boolean} stopped               a sibling failed: start nothing more
 */

/**
 * @typedef {{ name: string, status: string, ms?: number, beside?: string }} StepResult
 */

/**
 * Runs a step's child into `out`, tracked in `running` (every child of the run, for passing on a
 * signal) and in the step's own set while it runs; a non-zero exit is a StepFailure.
 * @param {StepOutput} out
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, running: Set<import("node:child_process").ChildProcess> }} options
 * @returns {Promise<void>}
 */
export function spawnInto(out, command, args, { cwd, env, running }) {
  if (out.stopped) return Promise.reject(new StepFailure("stopped: another step of its group failed", 1));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: out.buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env,
      // Its own process group, so a signal can reach the whole tree
      // (npm → sh → vitest/next): npm does not pass SIGTERM on through sh.
      detached: true,
    });
    child.stdout?.on("data", (chunk) => out.write(chunk));
    child.stderr?.on("data", (chunk) => out.write(chunk));
    running.add(child);
    out.children.add(child);
    const forget = () => {
      running.delete(child);
      out.children.delete(child);
    };
    child.on("error", (error) => {
      forget();
      reject(error);
    });
    child.on("close", (code, signal) => {
      forget();
      if (code === 0) resolve();
      else reject(new StepFailure(signal ? `killed by ${signal}` : `exit code ${code}`, code || 1));
    });
  });
}

/** @returns {StepOutput} */
export function consoleOutput() {
  return {
    buffered: false,
    log: (text) => console.log(text),
    write: (chunk) => process.stdout.write(chunk),
    text: () => "",
    children: new Set(),
    stopped: false,
  };
}

/** @returns {StepOutput} */
export function bufferedOutput() {
  /** @type {string[]} */
  const chunks = [];
  return {
    buffered: true,
    log: (text) => chunks.push(`${text}\n`),
    write: (chunk) => chunks.push(String(chunk)),
    text: () => chunks.join(""),
    children: new Set(),
    stopped: false,
  };
}

export class StepFailure extends Error {
  /** @param {string} message @param {number} exitCode */
  constructor(message, exitCode) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** @param {number} ms */
export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

/** Hides a password in a connection URL before it is printed. @param {string} url */
export function redact(url) {
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
 * @param {StepResult[]} results
 * @param {number} totalMs
 */
export function printSummary(results, totalMs) {
  const width = Math.max(...results.map((r) => r.name.length));
  console.log("\nSummary");
  for (const r of results) {
    const time = r.ms === undefined ? "" : seconds(r.ms).padStart(8);
    const mark = STATUS_MARK[r.status] ?? " ";
    const beside = r.beside ? `  (beside ${r.beside})` : "";
    console.log(`  ${mark} ${r.name.padEnd(width)}  ${r.status.padEnd(7)} ${time}${beside}`.trimEnd());
  }
  console.log(`  total ${seconds(totalMs)}`);
}

export function signalExitCode(/** @type {NodeJS.Signals} */ signal) {
  return 128 + (os.constants.signals[signal] ?? 1);
}

/**
 * @param {Iterable<import("node:child_process").ChildProcess>} children
 * @param {NodeJS.Signals} signal
 */
export function signalChildGroups(children, signal) {
  for (const child of children) {
    if (!child.pid) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  }
}

/** @param {unknown} error */
export function reasonOf(error) {
  return error instanceof Error ? error.message : String(error);
}
