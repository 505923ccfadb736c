// @ts-check
// A disposable PostgreSQL 15 server for the integration tests.
//
// Why not the system cluster: tests need a server nobody else depends on, on a
// port nobody else uses, that can be thrown away with all its data. initdb +
// pg_ctl into a temp folder gives exactly that in about a second, with no
// service manager, no sudo prompts and no state left behind.

import { execFile, execFileSync } from "node:child_process";
import { constants as fsConstants, rmSync } from "node:fs";
import { access, chown, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port.mjs";

const execFileAsync = promisify(execFile);

export const DEFAULT_PG_BIN_DIR = "/usr/lib/postgresql/15/bin";

// A port picked by bind-to-0 can be grabbed by someone else before postgres
// binds it; retrying with a fresh port makes that race harmless.
const START_ATTEMPTS = 4;

/**
 * @typedef {object} ThrowawayPostgres
 * @property {string} url  Superuser URL over TCP, e.g. postgres://postgres@127.0.0.1:PORT/postgres (trust auth, no password).
 * @property {number} port
 * @property {string} dir  Temp folder holding the data dir, the socket and the log.
 * @property {() => Promise<void>} stop  Stops the server and removes `dir`. Safe to call more than once.
 * @property {(mode?: "fast" | "immediate") => Promise<void>} stopServer  Stops the server but keeps its data,
 *   for fault tests: "fast" (the default) disconnects clients with 57P01 and writes a shutdown
 *   checkpoint; "immediate" is a crash, recovered from the WAL at the next start.
 * @property {() => Promise<void>} startServer  Starts the same data directory again, on the same port.
 */

/** @returns {string} */
export function postgresBinDir() {
  return process.env.PG_BIN_DIR || DEFAULT_PG_BIN_DIR;
}

/**
 * @param {string} [binDir]
 * @returns {Promise<boolean>} whether initdb and pg_ctl are there and executable
 */
export async function hasPostgresBinaries(binDir = postgresBinDir()) {
  try {
    await access(path.join(binDir, "initdb"), fsConstants.X_OK);
    await access(path.join(binDir, "pg_ctl"), fsConstants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts a fresh PostgreSQL server on a free 127.0.0.1 port.
 * @returns {Promise<ThrowawayPostgres>}
 */
export async function startThrowawayPostgres() {
  const binDir = postgresBinDir();
  if (!(await hasPostgresBinaries(binDir))) {
    throw new Error(
      `PostgreSQL 15 server binaries are needed for the integration tests, but initdb/pg_ctl were not found in ${binDir}.\n` +
        "Install them with `apt-get install -y postgresql-15` (or point PG_BIN_DIR at another bin folder),\n" +
        "or set TEST_DATABASE_URL to an admin URL of a server where the tests may CREATE DATABASE.",
    );
  }
  const initdb = path.join(binDir, "initdb");
  const pgCtl = path.join(binDir, "pg_ctl");

  // initdb refuses to run as root, so as root everything runs as the
  // `postgres` system user, and the folder must belong to it.
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), "throwaway-pg-"));
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "log");

  /** @param {string} bin @param {string[]} args */
  const run = (bin, args) =>
    execFileAsync(
      asRoot ? "runuser" : bin,
      asRoot ? ["-u", "postgres", "--", bin, ...args] : args,
      // cwd inside the temp folder: the postgres user may not be allowed
      // into the caller's cwd, and initdb/pg_ctl complain about that.
      { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
    );

  /** @type {ThrowawayPostgres["stop"]} */
  let stop = async () => {};
  try {
    if (asRoot) {
      const [uid, gid] = await Promise.all([idOf("-u"), idOf("-g")]);
      await chown(dir, uid, gid);
    }

    await run(initdb, [
      "-D",
      dataDir,
      "-A",
      "trust",
      "-U",
      "postgres",
      "--no-sync",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-instructions",
    ]).catch((/** @type {unknown} */ error) => {
      throw withOutput("initdb failed", error, asRoot);
    });

    // Registered before the start so that even a crash of the caller between
    // here and stop() doesn't leave a postmaster running on the machine.
    const stopSync = () => {
      try {
        execFileSync(
          asRoot ? "runuser" : pgCtl,
          [...(asRoot ? ["-u", "postgres", "--", pgCtl] : []), "-D", dataDir, "-m", "immediate", "-w", "stop"],
          { cwd: dir, stdio: "ignore" },
        );
      } catch {
        // Not running (or never started): nothing to stop.
      }
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    };
    process.once("exit", stopSync);

    /** @type {Promise<void> | undefined} */
    let stopping;
    stop = () => {
      stopping ??= (async () => {
        process.off("exit", stopSync);
        // -m immediate: the data is thrown away anyway, so skip the
        // checkpoint a clean shutdown would write.
        await run(pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => {});
        await rm(dir, { recursive: true, force: true, maxRetries: 3 });
      })();
      return stopping;
    };

    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      // pg_ctl hands -o to /bin/sh, hence the quoting of the folder.
      const serverOptions = [
        `-p ${port}`,
        `-k ${shellQuote(dir)}`,
        "-c listen_addresses=127.0.0.1",
        // Durability is pointless for a server that is deleted after
        // the run; turning it off makes DDL-heavy tests much faster.
        "-c fsync=off",
        "-c synchronous_commit=off",
        "-c full_page_writes=off",
      ].join(" ");
      try {
        await run(pgCtl, ["-D", dataDir, "-o", serverOptions, "-w", "-l", logFile, "start"]);
        return {
          url: `postgres://postgres@127.0.0.1:${port}/postgres`,
          port,
          dir,
          stop,
          stopServer: async (mode = "fast") => {
            await run(pgCtl, ["-D", dataDir, "-m", mode, "-w", "stop"]).catch((/** @type {unknown} */ error) => {
              throw withOutput(`pg_ctl stop -m ${mode} failed`, error, asRoot);
            });
          },
          startServer: async () => {
            await run(pgCtl, ["-D", dataDir, "-o", serverOptions, "-w", "-l", logFile, "start"]).catch(
              async (/** @type {unknown} */ error) => {
                const log = await readFile(logFile, "utf8").catch(() => "");
                throw withOutput(`pg_ctl start (restart on port ${port}) failed`, error, asRoot, log);
              },
            );
          },
        };
      } catch (error) {
        const log = await readFile(logFile, "utf8").catch(() => "");
        if (attempt < START_ATTEMPTS && /could not bind|address already in use/i.test(log)) {
          continue;
        }
        throw withOutput(`pg_ctl start failed (port ${port})`, error, asRoot, log);
      }
    }
  } catch (error) {
    await stop();
    await rm(dir, { recursive: true, force: true, maxRetries: 3 });
    throw error;
  }
}

/** @param {"-u" | "-g"} flag @returns {Promise<number>} */
async function idOf(flag) {
  try {
    const { stdout } = await execFileAsync("id", [flag, "postgres"]);
    return Number.parseInt(stdout.trim(), 10);
  } catch {
    throw new Error(
      "Running as root, but there is no `postgres` system user to run PostgreSQL as (initdb refuses root).\n" +
        "Install the server with `apt-get install -y postgresql-15`, which creates that user, or set TEST_DATABASE_URL.",
    );
  }
}

/** @param {string} value */
function shellQuote(value) {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * Folds a child's output (and the server log) into the error, so the reason
 * shows up in the test output instead of just "exit code 1".
 * @param {string} what
 * @param {unknown} error
 * @param {boolean} asRoot
 * @param {string} [log]
 */
function withOutput(what, error, asRoot, log = "") {
  const e = /** @type {{ stdout?: string, stderr?: string, message?: string }} */ (error);
  const parts = [
    `Throwaway PostgreSQL: ${what}${asRoot ? " (run as the postgres user via runuser)" : ""}.`,
    e?.stderr?.trim() || e?.message || String(error),
    e?.stdout?.trim() ?? "",
    log ? `--- server log (last lines) ---\n${log.trim().split("\n").slice(-20).join("\n")}` : "",
  ];
  return new Error(parts.filter(Boolean).join("\n"), { cause: error });
}
