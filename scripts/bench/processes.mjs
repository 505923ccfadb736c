// @ts-check
// Everything the bench starts (next servers, floor servers, Chromium, builds, PostgreSQL) is
// registered here, so that a failure or Ctrl-C stops exactly those processes, by pid, and
// nothing else on the machine.

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../lib/free-port.mjs";

export { freePort };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @typedef {() => Promise<void>} Cleanup */

/** @type {Set<Cleanup>} */
const cleanups = new Set();

/** @param {Cleanup} fn @returns {() => void} unregisters */
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/** Runs every registered cleanup once, newest first. */
export async function cleanupAll() {
  const all = [...cleanups].reverse();
  cleanups.clear();
  for (const fn of all) {
    try {
      await fn();
    } catch (error) {
      console.error(`  cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A temp folder removed at cleanup. @param {string} prefix */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(async () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 }));
  return dir;
}

/**
 * Stops a child by its pid: SIGTERM, then SIGKILL after a grace period.
 * @param {import("node:child_process").ChildProcess} child
 * @param {number} [graceMs]
 */
export async function stopChild(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(child.pid, "SIGTERM");
  } catch {
    return;
  }
  await Promise.race([exited, sleep(graceMs)]);
  if (child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(child.pid, "SIGKILL");
    } catch {
      // Gone in between.
    }
    await Promise.race([exited, sleep(2000)]);
  }
}

/**
 * Spawns a long-running child, keeps the tail of its output and registers it for cleanup.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export function startChild(command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    log += chunk.toString();
    if (log.length > 64_000) log = log.slice(-32_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const unregister = onCleanup(() => stopChild(child));
  return {
    child,
    output: () => log,
    stop: async () => {
      unregister();
      await stopChild(child);
    },
  };
}

/**
 * Runs a command to completion; resolves with its duration, rejects with the output tail.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, label?: string }} [options]
 * @returns {Promise<{ ms: number, output: string }>}
 */
export function runToEnd(command, args, options = {}) {
  const started = performance.now();
  const running = startChild(command, args, options);
  return new Promise((resolve, reject) => {
    running.child.on("error", reject);
    running.child.on("close", (code, signal) => {
      void running.stop();
      const output = running.output();
      if (code === 0) resolve({ ms: performance.now() - started, output });
      else {
        const tail = output.trim().split("\n").slice(-30).join("\n");
        reject(new Error(`${options.label ?? command} failed (${signal ?? `exit code ${code}`}):\n${tail}`));
      }
    });
  });
}

const SERVE_RELATIVE = path.join("scripts", "serve.mjs");

/**
 * The shop's server (scripts/serve.mjs) on a free port (the pid held is the server itself), waiting for /api/health.
 * @param {{ cwd?: string, databaseUrl: string, label: string, env?: Record<string, string> }} options
 */
export async function startNext({ cwd = ROOT, databaseUrl, label, env = {} }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startChild(process.execPath, [path.join(cwd, SERVE_RELATIVE), "-p", String(port), "-H", "127.0.0.1"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      SITE_URL: baseUrl,
      // The hardening work adds per-client rate limits; a load generator is one client.
      API_RATE_LIMIT: "1000000",
      ...env,
    },
  });
  await waitForHttp(`${baseUrl}/api/health`, server, `${label} (next start)`);
  return { baseUrl, port, pid: server.child.pid, stop: server.stop, output: server.output };
}

/**
 * @param {string} url
 * @param {{ child: import("node:child_process").ChildProcess, output: () => string, stop: () => Promise<void> }} server
 * @param {string} label
 * @param {number} [timeoutMs]
 */
export async function waitForHttp(url, server, label, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(150);
  }
  await server.stop();
  throw new Error(
    `${label} did not become ready at ${url}:\n${server.output().trim().split("\n").slice(-30).join("\n")}`,
  );
}
