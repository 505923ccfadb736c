import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../../../scripts/lib/free-port.mjs";
import { projectCopy } from "../../../scripts/lib/project-copy.mjs";
import { createPostgresDatabase } from "../../support/postgres-database";

const ROOT = resolve(import.meta.dirname, "../../..");
const SERVE = join(ROOT, "scripts", "serve.mjs");

export { freePort };

export type RunningServer = {
  baseUrl: string;
  /** The DATABASE_URL it runs on: its own SQLite file unless the caller named another. */
  databaseFile: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts the production build with the shop's server (so the pid we hold is the server itself),
 * on a free port and a throwaway SQLite file, with the given extra environment. `copyProject`
 * serves a copy of the project made in the server's own folder (a server that re-renders pages
 * writes them into its build), removed with it by `stop()`; `project` serves that folder instead
 * of the repository (several servers of one build folder, as PM2 or a systemd template runs them).
 */
export async function startShopServer(
  extraEnv: Record<string, string> = {},
  { copyProject = false, project }: { copyProject?: boolean; project?: string } = {},
): Promise<RunningServer> {
  if (!existsSync(join(ROOT, ".next", "BUILD_ID"))) {
    throw new Error("No production build: run `npm run build` before the browser tests (npm test does this).");
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "shop-e2e-"));
  let served = project ?? ROOT;
  try {
    if (copyProject) served = projectCopy(ROOT, dataDir);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const databaseFile = extraEnv.DATABASE_URL ?? join(dataDir, "shop.sqlite");
  let log = "";
  const child = spawn(process.execPath, [SERVE, served, "-p", String(port), "-H", "127.0.0.1"], {
    cwd: served,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseFile,
      SITE_URL: `http://127.0.0.1:${port}`,
      // As the shared server (e2e-env.ts): no chat unless the test names one.
      CHAT_PROVIDER: "none",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Generous: a start takes a few seconds, but the machine's two cores are often shared with builds.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { baseUrl, databaseFile, process: child, output: () => log, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 150));
  }
  await stop();
  throw new Error(`The shop did not become ready on ${baseUrl}:\n${log}`);
}

/** Runs the shop's server with the given environment and waits for it to exit on its own (a bad configuration). */
export async function runShopServerExpectingExit(
  extraEnv: Record<string, string>,
  timeoutMs = 20_000,
): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  return new Promise((done, reject) => {
    let output = "";
    const child = spawn(process.execPath, [SERVE, "-p", String(port), "-H", "127.0.0.1"], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...extraEnv },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The server kept running with a bad configuration:\n${output}`));
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}

/**
 * The shop on a fresh PostgreSQL database of its own, made on the server of `adminUrl` (npm test
 * hands its throwaway server's URL to the browser tests as E2E_POSTGRES_URL); stopping the shop
 * drops the database.
 */
export async function startShopServerOnPostgres(
  adminUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer & { databaseUrl: string }> {
  const database = await createPostgresDatabase(adminUrl, "shop_e2e");
  try {
    const server = await startShopServer({ ...extraEnv, DATABASE_URL: database.url });
    return {
      ...server,
      databaseUrl: database.url,
      stop: async () => {
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
