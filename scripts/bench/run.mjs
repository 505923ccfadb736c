#!/usr/bin/env node
// @ts-check
// `npm run bench`: Lighthouse, first-load JavaScript, server throughput and growth, overload, the
// nginx front and the back office at 1,000,000 orders, offline (about 32 minutes on 2 cores),
// written into docs/benchmarks.md in place of the run before it (git keeps that one).
//
//   npm run bench -- --only=lighthouse,bundles   a subset (lighthouse, bundles, http, growth, overload, front)
//   npm run bench -- --rebuild                   build even if .next is newer than the sources
//   npm run bench -- --duration=5                seconds per autocannon run (default 10)
//   npm run bench -- --no-write                  print only, leave docs/benchmarks.md alone
//   npm run bench -- --note="text"               a line of context in the run's section
//   npm run bench -- --save-lighthouse=DIR       also write each page's full Lighthouse JSON there
//   npm run bench -- --lighthouse-runs=3         judged (devtools) audits per page type, medians kept (default 3)
//   npm run bench -- --pages=/,/fire-cape --no-write   Lighthouse on these page types only (path or type name)
//
// Every process it starts is stopped by pid at the end, on failure and on Ctrl-C.

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BUILD_INPUTS, newestMtime } from "../lib/ensure-build.mjs";
import { ensureNginx } from "../lib/ensure-nginx.mjs";
import { hasPostgresBinaries, startThrowawayPostgres } from "../lib/throwaway-postgres.mjs";
import { BUDGET_ABOVE_FLOOR_KB, measureBundles } from "./bundles.mjs";
import { buildFrameworkFloor, measureFrameworkFloor, measurePagesBesideFloor } from "./floor-app.mjs";
import { measureFront } from "./front.mjs";
import {
  countMarkdown,
  countProducts,
  LISTING_CONNECTIONS,
  LISTING_DURATION_S,
  LISTING_PATH,
  measureAdminOrders,
  measureContent,
  measureGrownBuild,
} from "./growth.mjs";
import { comparePage, compareSaveCart, compareTrivialRoute, SMALL_TABLE_ROWS } from "./http.mjs";
import { measureDrawerShift, pageTargets, runLighthouse } from "./lighthouse.mjs";
import { FLOOR_RUNS, JUDGED_RUNS, SIMULATED_FLOOR_RUNS } from "./lighthouse-budgets.mjs";
import { measureOverloadFronts, OVERLOAD_DURATION_S, OVERLOAD_GATES } from "./overload.mjs";
import { cleanupAll, onCleanup, ROOT, runToEnd, startNext, tempDir } from "./processes.mjs";
import { renderRun, writeRun } from "./report.mjs";

const PARTS = ["lighthouse", "bundles", "http", "growth", "overload", "front"];
const REPORT_FILE = path.join(ROOT, "docs", "benchmarks.md");
const BUILD_RECORD = path.join(ROOT, ".next", "bench-build.json");
const RUN_RECORD = path.join(ROOT, ".next", "bench-run.json");

const startedAll = performance.now();
/** @param {string} line */
function log(line) {
  const t = ((performance.now() - startedAll) / 1000).toFixed(0).padStart(4);
  console.log(`[${t} s] ${line}`);
}

function parseArgs(/** @type {string[]} */ argv) {
  /** @type {{ parts: string[], durationS: number, write: boolean, note: string, rebuild: boolean, saveLighthouse: string, lighthouseRuns: number, pages: string[] }} */
  const options = {
    parts: PARTS,
    durationS: 10,
    write: true,
    note: "",
    rebuild: false,
    saveLighthouse: "",
    lighthouseRuns: JUDGED_RUNS,
    pages: /** @type {string[]} */ ([]),
  };
  for (const arg of argv) {
    if (arg.startsWith("--only=")) {
      options.parts = arg
        .slice(7)
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      const unknown = options.parts.filter((p) => !PARTS.includes(p));
      if (unknown.length) usage(`Unknown part: ${unknown.join(", ")}`);
    } else if (arg.startsWith("--duration=")) {
      options.durationS = Number(arg.slice(11));
      if (!Number.isFinite(options.durationS) || options.durationS < 1)
        usage("--duration must be a number of seconds ≥ 1");
    } else if (arg === "--no-write") options.write = false;
    else if (arg === "--rebuild") options.rebuild = true;
    else if (arg.startsWith("--save-lighthouse=")) options.saveLighthouse = path.resolve(arg.slice(18));
    else if (arg.startsWith("--note=")) options.note = arg.slice(7);
    else if (arg.startsWith("--lighthouse-runs=")) {
      options.lighthouseRuns = Number(arg.slice(18));
      if (!Number.isInteger(options.lighthouseRuns) || options.lighthouseRuns < 1)
        usage("--lighthouse-runs must be a whole number ≥ 1");
    } else if (arg.startsWith("--pages=")) {
      options.pages = arg
        .slice(8)
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
    } else if (arg === "--help" || arg === "-h") usage();
    else usage(`Unknown argument: ${arg}`);
  }
  // A run on some pages only would leave the budgets judged on part of the shop.
  if (options.pages.length && options.write) usage("--pages explores a few pages: use it with --no-write");
  return options;
}

/** @param {string} [problem] @returns {never} */
function usage(problem) {
  if (problem) console.error(problem);
  console.log(
    "Usage: npm run bench -- [--only=PART,…] [--duration=SECONDS] [--rebuild] [--no-write] [--note=TEXT] [--save-lighthouse=DIR] [--lighthouse-runs=N] [--pages=PATH|TYPE,…]\n" +
      `Parts: ${PARTS.join(", ")}`,
  );
  process.exit(problem ? 2 : 0);
}

function machine() {
  const cpus = os.cpus();
  let osName = `${os.type()} ${os.release()}`;
  try {
    const release = readFileSync("/etc/os-release", "utf8");
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1];
    if (pretty) osName = `${pretty} (${os.type()} ${os.release()})`;
  } catch {
    // Not Linux, or no os-release: the kernel name will do.
  }
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown CPU",
    cores: cpus.length,
    ramGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    os: osName,
  };
}

function commit() {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: ROOT,
      encoding: "utf8",
    }).trim();
    return dirty ? `${sha} (dirty)` : sha;
  } catch {
    return "unknown (not a git checkout)";
  }
}

/** Builds unless .next is newer than every input; returns the build time when known. */
async function ensureBuild(/** @type {boolean} */ forced) {
  const buildIdFile = path.join(ROOT, ".next", "BUILD_ID");
  const fresh =
    existsSync(buildIdFile) &&
    existsSync(path.join(ROOT, ".next", "diagnostics", "route-bundle-stats.json")) &&
    !BUILD_INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > statSync(buildIdFile).mtimeMs);
  if (fresh && !forced) {
    const buildId = readFileSync(buildIdFile, "utf8").trim();
    /** @type {number | null} */
    let ms = null;
    /** @type {string | null} */
    let at = null;
    try {
      const record = JSON.parse(readFileSync(BUILD_RECORD, "utf8"));
      if (record.buildId === buildId) ({ ms, at = null } = record);
    } catch {
      // Built by someone else: its time is unknown.
    }
    log(
      `build: .next is up to date, reusing it${ms ? ` (it took ${(ms / 1000).toFixed(1)} s${at ? ` at ${at}` : ""})` : ""}`,
    );
    return { reused: true, ms, at };
  }
  log("build: next build…");
  const { ms } = await runToEnd(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "build"], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    label: "next build",
  });
  const buildId = readFileSync(buildIdFile, "utf8").trim();
  const at = new Date().toISOString();
  writeFileSync(BUILD_RECORD, JSON.stringify({ buildId, ms, at }));
  log(`build: done in ${(ms / 1000).toFixed(1)} s`);
  return { reused: false, ms, at };
}

/**
 * The bench's page types named by --pages (a path such as /fire-cape, or a type such as "home").
 * @param {string} baseUrl @param {string[]} names
 */
async function chosenTargets(baseUrl, names) {
  const targets = (await pageTargets(baseUrl)).filter((t) => names.includes(t.path) || names.includes(t.type));
  if (!targets.length) throw new Error(`--pages names no page type of the bench: ${names.join(", ")}`);
  return targets;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const want = (/** @type {string} */ part) => options.parts.includes(part);
  /** @type {any} */
  const run = {
    startedAt: new Date().toISOString(),
    commit: commit(),
    machine: machine(),
    note: options.note,
    parts: options.parts,
    errors: {},
  };
  log(`bench: ${options.parts.join(", ")} on ${run.machine.cpu} ×${run.machine.cores}, commit ${run.commit}`);

  /** @param {string} part @param {() => Promise<void>} fn */
  const attempt = async (part, fn) => {
    const started = performance.now();
    try {
      await fn();
      log(`${part}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      if (interrupted) throw error;
      const message = error instanceof Error ? error.message : String(error);
      run.errors[part] = message;
      log(`✗ ${part} failed: ${message}`);
    }
  };

  // Every part needs an up-to-date build: a stale or missing one is rebuilt first.
  run.build = await ensureBuild(options.rebuild);
  // nginx for the front and the overload runs through it, installed (as the tests do) before anything
  // is measured, so a fresh machine's first run has them and no install runs beside a measurement.
  if (want("front") || want("overload")) await ensureNginx(log);

  const needServer = want("lighthouse") || want("http") || want("growth") || want("front");
  /** @type {Awaited<ReturnType<typeof startNext>> | undefined} */
  let sqliteServer;
  let sqliteFile = "";
  if (needServer) {
    sqliteFile = path.join(tempDir("bench-sqlite-"), "shop.sqlite");
    sqliteServer = await startNext({ databaseUrl: sqliteFile, label: "shop on SQLite" });
    log(`server: next start on ${sqliteServer.baseUrl} (SQLite ${sqliteFile}, pid ${sqliteServer.pid})`);
  }

  if (want("lighthouse") && sqliteServer) {
    const server = sqliteServer;
    run.lighthouseRuns = options.lighthouseRuns;
    run.lighthouseFloorRuns = FLOOR_RUNS;
    run.lighthouseSimulatedFloorRuns = SIMULATED_FLOOR_RUNS;
    /** @type {Record<string, number>} */
    const took = {};
    run.lighthouseTook = took;
    const targets = options.pages.length ? await chosenTargets(server.baseUrl, options.pages) : undefined;
    // The budgets: every page type loaded with the throttling Chromium applies for real, in rounds
    // with the empty app's page (scripts/bench/floor-app.mjs), medians judged against medians.
    await attempt("lighthouse, devtools throttling (judged)", async () => {
      const started = performance.now();
      const { pages, floor } = await measurePagesBesideFloor(server.baseUrl, log, {
        targets: targets ?? (await pageTargets(server.baseUrl)),
        runs: options.lighthouseRuns,
        floorRuns: FLOOR_RUNS,
        throttling: "devtools",
        ...(options.saveLighthouse ? { saveDir: options.saveLighthouse } : {}),
      });
      run.lighthouseDevtools = pages;
      run.lighthouseDevtoolsFloor = floor;
      took.devtools = performance.now() - started;
    });
    await attempt("cart drawer layout shift", async () => {
      const started = performance.now();
      run.drawerShifts = [await measureDrawerShift(server.baseUrl, log)];
      took.drawer = performance.now() - started;
    });
    // Lantern's figures for the record, once per page type: the simulation the budgets read before,
    // which charges the first paint with script chunks the real load does not wait for.
    await attempt("lighthouse, simulated throttling (reported)", async () => {
      const started = performance.now();
      run.lighthouse = await runLighthouse(server.baseUrl, log, {
        ...(options.saveLighthouse ? { saveDir: options.saveLighthouse } : {}),
        ...(targets ? { only: targets } : {}),
      });
      run.lighthouseFloor = await measureFrameworkFloor(log, "simulate", SIMULATED_FLOOR_RUNS);
      took.simulated = performance.now() - started;
    });
  }

  if (want("bundles")) {
    await attempt("bundles", async () => {
      // The floor is what the empty app's page loads, from its own build (scripts/bench/floor-app.mjs).
      run.bundles = measureBundles({ floorDir: await buildFrameworkFloor(log) });
      const worst = run.bundles.routes
        .filter((/** @type {{ shop: boolean }} */ r) => r.shop)
        .sort((/** @type {any} */ a, /** @type {any} */ b) => b.aboveFloorBytes - a.aboveFloorBytes)[0];
      log(
        `bundles: floor ${(run.bundles.floorGzipBytes / 1000).toFixed(1)} kB gzip; worst shop route ${worst?.route} ` +
          `${((worst?.aboveFloorBytes ?? 0) / 1000).toFixed(1)} kB above (budget ${BUDGET_ABOVE_FLOOR_KB} kB)`,
      );
    });
  }

  if (want("http") && sqliteServer) {
    const server = sqliteServer;
    run.http = {
      durationS: options.durationS,
      comparisons: [],
      saveCart: [],
      large: [],
      trivial: null,
      cartRatios: [],
    };
    await attempt("http", async () => {
      run.http.trivial = await compareTrivialRoute(server.baseUrl, options.durationS, log);
      run.http.comparisons.push(run.http.trivial);
      const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
      const article = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((m) => new URL(m[1] ?? "/").pathname)
        .find((p) => p.startsWith("/blog/") && !p.startsWith("/blog/page/"));
      if (!article) throw new Error("no article in the sitemap");
      run.http.comparisons.push(
        await comparePage(server.baseUrl, "/fire-cape", "Catalogue page", options.durationS, log),
      );
      run.http.comparisons.push(await comparePage(server.baseUrl, article, "Article", options.durationS, log));

      const sqlite = await compareSaveCart({
        appUrl: server.baseUrl,
        databaseUrl: sqliteFile,
        dialect: "sqlite",
        durationS: options.durationS,
        log,
        large: true,
      });
      recordCart(run, "SQLite", sqlite);

      await withPostgresServer(async (pgServer, databaseUrl) => {
        log(`server: next start on ${pgServer.baseUrl} (PostgreSQL ${databaseUrl}, pid ${pgServer.pid})`);
        const postgres = await compareSaveCart({
          appUrl: pgServer.baseUrl,
          databaseUrl,
          dialect: "postgres",
          durationS: options.durationS,
          log,
          large: true,
        });
        recordCart(run, "PostgreSQL", postgres);
      });
    });
  }

  // A prerendered page through nginx with deploy/nginx/runeforge.conf.
  if (want("front") && sqliteServer) {
    const server = sqliteServer;
    await attempt("front", async () => {
      run.front = await measureFront(server.baseUrl, options.durationS, log);
    });
  }

  // Overload: 200 connections for 30 s on each database, alone and through nginx, with the turn
  // gate on and off (not shortened by --duration: the budget is about what 30 s of overload does
  // to the slowest request). Each setting gets its own server, so no run inherits another's backlog.
  if (want("overload")) {
    run.overload = [];
    await attempt("overload", async () => {
      for (const { gate, env } of OVERLOAD_GATES) {
        const file = path.join(tempDir("bench-overload-"), "shop.sqlite");
        const server = await startNext({ databaseUrl: file, label: `shop on SQLite, gate ${gate}`, env });
        try {
          run.overload.push(
            ...(await measureOverloadFronts(server.baseUrl, { dialect: "SQLite", gate }, OVERLOAD_DURATION_S, log)),
          );
        } finally {
          await server.stop();
        }
        await withPostgresServer(async (pgServer) => {
          run.overload.push(
            ...(await measureOverloadFronts(
              pgServer.baseUrl,
              { dialect: "PostgreSQL", gate },
              OVERLOAD_DURATION_S,
              log,
            )),
          );
        }, env);
      }
    });
  }

  if (want("growth") && sqliteServer) {
    const server = sqliteServer;
    await attempt("growth", async () => {
      const base = await measureContent(server.baseUrl, ROOT, {
        articles: countMarkdown(path.join(ROOT, "content", "blog")),
        products: await countProducts(ROOT),
        buildMs: run.build.ms,
      });
      log(`growth: real build measured (${base.articles} articles, ${base.products} products)`);
      // The real server is not needed any more; its memory and CPU go to the second build.
      await server.stop();
      sqliteServer = undefined;
      const grown = await measureGrownBuild(log);
      run.growth = {
        base,
        grown,
        listingPath: LISTING_PATH,
        listingDurationS: LISTING_DURATION_S,
        listingConnections: LISTING_CONNECTIONS,
      };
    });
  }

  // The back office's order list at 1,000,000 orders, on both databases.
  if (want("growth")) {
    run.adminOrders = [];
    await attempt("growth: back office orders", async () => {
      log("growth: back office orders on SQLite (seeding 1,000,000 orders)…");
      run.adminOrders.push(await measureAdminOrders({}));
      if (!(await hasPostgresBinaries())) {
        throw new Error("PostgreSQL 15 binaries not found (apt-get install -y postgresql-15, or PG_BIN_DIR)");
      }
      const pg = await startThrowawayPostgres();
      const unregister = onCleanup(pg.stop);
      try {
        log("growth: back office orders on PostgreSQL (seeding 1,000,000 orders)…");
        run.adminOrders.push(await measureAdminOrders({ databaseUrl: pg.url }));
      } finally {
        unregister();
        await pg.stop();
      }
    });
  }

  await sqliteServer?.stop();
  run.durationMs = performance.now() - startedAll;
  // The figures are kept before they are written up: a report that fails to render costs a
  // re-render (renderRun over this file), not the run's half hour of measuring.
  writeFileSync(RUN_RECORD, JSON.stringify(run));
  const section = renderRun(run);
  console.log(`\n${section}`);
  if (options.write) {
    writeRun(REPORT_FILE, section);
    // Biome formats markdown too (aligned tables): keep `npm run lint` green after a run.
    await runToEnd(
      process.execPath,
      [path.join(ROOT, "node_modules/@biomejs/biome/bin/biome"), "format", "--write", path.relative(ROOT, REPORT_FILE)],
      {
        label: "biome format docs/benchmarks.md",
      },
    ).catch((error) => log(`could not format the report: ${error instanceof Error ? error.message : error}`));
    log(`written to ${path.relative(ROOT, REPORT_FILE)}`);
  }
  const failed = Object.keys(run.errors);
  log(failed.length ? `✗ finished with failures in: ${failed.join(", ")}` : "✓ bench finished");
  return failed.length ? 1 : 0;
}

/**
 * A throwaway PostgreSQL 15 and the shop's server on it (with `env` added) for `body`, both stopped afterwards.
 * @param {(server: Awaited<ReturnType<typeof startNext>>, databaseUrl: string) => Promise<void>} body
 * @param {Record<string, string>} [env]
 */
async function withPostgresServer(body, env = {}) {
  if (!(await hasPostgresBinaries())) {
    throw new Error("PostgreSQL 15 binaries not found (apt-get install -y postgresql-15, or PG_BIN_DIR)");
  }
  const pg = await startThrowawayPostgres();
  const unregister = onCleanup(pg.stop);
  try {
    const pgServer = await startNext({ databaseUrl: pg.url, label: "shop on PostgreSQL", env });
    try {
      await body(pgServer, pg.url);
    } finally {
      await pgServer.stop();
    }
  } finally {
    unregister();
    await pg.stop();
  }
}

/**
 * @param {any} run @param {string} dialect
 * @param {Awaited<ReturnType<typeof compareSaveCart>>} result
 */
function recordCart(run, dialect, result) {
  run.http.comparisons.push(result.small);
  run.http.saveCart.push({ dialect, small: result.small });
  if (result.large) run.http.large.push({ dialect, small: result.small.app, large: result.large });
  run.http.cartRatios.push({
    dialect,
    plainNode: result.small.floor,
    sizes: [
      { rows: SMALL_TABLE_ROWS, cart: result.small.app, route: result.smallRoute },
      ...(result.large && result.largeRoute
        ? [{ rows: result.large.rowsAtStart, cart: result.large, route: result.largeRoute }]
        : []),
    ],
  });
}

let interrupted = false;
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n✗ interrupted by ${signal}; stopping what the bench started…`);
    void cleanupAll().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}

main().then(
  async (code) => {
    await cleanupAll();
    process.exit(code);
  },
  async (error) => {
    console.error("✗ bench failed:", error instanceof Error ? error.message : error);
    await cleanupAll();
    process.exit(1);
  },
);
