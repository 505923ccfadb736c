// @ts-check
// The shop as production runs it (docs/operations.md): PostgreSQL, several `next start` instances,
// each on its own copy of the build (ADR 0008), and Debian's nginx in front running
// deploy/nginx/runeforge.conf as it is. Used by `npm run cluster` and by the cluster suite
// (tests/cluster), which kills an instance with SIGKILL and starts it again.

import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { writeNginxSite } from "../../deploy/nginx/write-site.mjs";
import { freePort } from "./free-port.mjs";
import { projectCopy } from "./project-copy.mjs";

export { freePort };

import { startThrowawayPostgres } from "./throwaway-postgres.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SERVE = path.join("scripts", "serve.mjs");
const OUTPUT_KEPT = 256_000;

/**
 * @typedef {object} ClusterInstance
 * @property {string} name          app-1, app-2, …
 * @property {number} port
 * @property {string} url           http://127.0.0.1:PORT, the instance itself (nginx's upstream)
 * @property {() => number | undefined} pid
 * @property {() => boolean} running
 * @property {() => string} output  the tail of what it printed, every run of it
 * @property {() => Promise<number>} start  starts it (again) on its port; resolves once /api/health answers, with the ms it took
 * @property {(signal?: NodeJS.Signals) => Promise<void>} kill  sends the signal and waits for the exit
 * @property {() => Promise<void>} stop     SIGTERM, SIGKILL after 5 s
 */

/**
 * @typedef {object} Cluster
 * @property {string} url            nginx, the one address visitors use
 * @property {string} databaseUrl
 * @property {boolean} throwawayDatabase
 * @property {ClusterInstance[]} instances
 * @property {{ pid: () => number | undefined, output: () => string, errorLog: () => string }} nginx  its error log: warnings and errors
 * @property {() => Promise<void>} stop  stops everything it started, removes its folder; safe twice
 */

/**
 * @param {object} [options]
 * @param {string} [options.root]          the project whose build the instances serve
 * @param {number} [options.port]          nginx's port; 0 (the default) for a free one
 * @param {string} [options.databaseUrl]   a PostgreSQL URL; without one a throwaway server is started
 * @param {number} [options.instances]     2 by default
 * @param {NodeJS.ProcessEnv} [options.env]  every instance's environment (process.env by default)
 * @param {(index: number) => Record<string, string>} [options.instanceEnv]  what one instance adds
 * @param {string} [options.siteUrl]       SITE_URL of the instances; by default the environment's
 * @param {string} [options.nginxBin]
 * @param {(source: string, line: string) => void} [options.onOutput]  each line a child prints
 * @returns {Promise<Cluster>}
 */
export async function startCluster(options = {}) {
  const root = options.root ?? ROOT;
  const nginxBin = options.nginxBin ?? process.env.NGINX_BIN ?? "/usr/sbin/nginx";
  const dir = mkdtempSync(path.join(os.tmpdir(), "runeforge-cluster-"));
  /** @type {(() => Promise<void>)[]} */
  const cleanups = [async () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 })];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`cluster: a cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  try {
    let databaseUrl = options.databaseUrl;
    const throwawayDatabase = !databaseUrl;
    if (!databaseUrl) {
      const postgres = await startThrowawayPostgres();
      cleanups.push(postgres.stop);
      databaseUrl = postgres.url;
    }
    const port = options.port || (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const count = options.instances ?? 2;
    /** @type {ClusterInstance[]} */
    const instances = [];
    for (let index = 0; index < count; index += 1) {
      const name = `app-${index + 1}`;
      const instanceDir = path.join(dir, name);
      const project = projectCopy(root, instanceDir);
      const instance = createInstance({
        name,
        project,
        port: await freePort(),
        env: {
          ...(options.env ?? process.env),
          NODE_ENV: "production",
          NEXT_TELEMETRY_DISABLED: "1",
          DATABASE_URL: databaseUrl,
          ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}),
          // nginx appends the address it saw to X-Forwarded-For; the rate limits read that one.
          TRUSTED_PROXY_HOPS: options.env?.TRUSTED_PROXY_HOPS ?? process.env.TRUSTED_PROXY_HOPS ?? "1",
          ...(options.instanceEnv?.(index) ?? {}),
        },
        onOutput: options.onOutput,
      });
      cleanups.push(instance.stop);
      instances.push(instance);
    }
    // The first start migrates; the others would wait on its lock anyway.
    await instances[0]?.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));

    const site = writeNginxSite({
      dir: path.join(dir, "nginx"),
      listen: port,
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
    });
    await promisify(execFile)(nginxBin, ["-t", "-q", "-p", site.prefix, "-c", site.conf]);
    const nginx = startProcess("nginx", nginxBin, ["-p", site.prefix, "-c", site.conf], {
      cwd: dir,
      env: process.env,
      onOutput: options.onOutput,
    });
    cleanups.push(() => nginx.stop());
    await waitForHealth(`${url}/api/health`, nginx, "nginx");
    return {
      url,
      databaseUrl,
      throwawayDatabase,
      instances,
      nginx: {
        pid: () => nginx.child.pid,
        output: nginx.output,
        errorLog: () => {
          const file = path.join(site.prefix, "error.log");
          return existsSync(file) ? readFileSync(file, "utf8") : "";
        },
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * @param {{ name: string, project: string, port: number, env: NodeJS.ProcessEnv,
 *   onOutput?: (source: string, line: string) => void }} spec
 * @returns {ClusterInstance}
 */
function createInstance({ name, project, port, env, onOutput }) {
  const url = `http://127.0.0.1:${port}`;
  /** @type {ReturnType<typeof startProcess> | undefined} */
  let current;
  let earlier = "";
  return {
    name,
    port,
    url,
    pid: () => current?.child.pid,
    running: () => Boolean(current && current.child.exitCode === null && current.child.signalCode === null),
    output: () => earlier + (current?.output() ?? ""),
    async start() {
      if (current && current.child.exitCode === null && current.child.signalCode === null) {
        throw new Error(`${name} is already running`);
      }
      if (current) earlier = (earlier + current.output()).slice(-OUTPUT_KEPT);
      const started = performance.now();
      current = startProcess(
        name,
        process.execPath,
        [path.join(project, SERVE), project, "-p", String(port), "-H", "127.0.0.1"],
        { cwd: project, env, onOutput },
      );
      await waitForHealth(`${url}/api/health`, current, name);
      return performance.now() - started;
    },
    async kill(signal = "SIGKILL") {
      const child = current?.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      await exited;
    },
    async stop() {
      await current?.stop();
    },
  };
}

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, onOutput?: (source: string, line: string) => void }} options
 */
function startProcess(name, command, args, { cwd, env, onOutput }) {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  let partial = "";
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    const text = chunk.toString();
    output = (output + text).slice(-OUTPUT_KEPT);
    if (!onOutput) return;
    const lines = (partial + text).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) onOutput(name, line);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.on("error", (error) => {
    output += `\n${error.message}\n`;
  });
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
}

/**
 * @param {string} url
 * @param {{ child: import("node:child_process").ChildProcess, output: () => string, stop: () => Promise<void> }} process
 * @param {string} label
 */
async function waitForHealth(url, process, label) {
  // Generous: a start takes a few seconds, but the machine's cores may be busy with a load test.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && process.child.exitCode === null && process.child.signalCode === null) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  await process.stop();
  const tail = process.output().trim().split("\n").slice(-30).join("\n");
  throw new Error(`${label} did not become ready at ${url}:\n${tail}`);
}

/** @param {number} ms */
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
