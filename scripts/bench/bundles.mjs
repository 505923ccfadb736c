// @ts-check
// First-load JavaScript per route, gzipped, from Next's own .next/diagnostics/route-bundle-stats.json.
//
// The floor is the framework's: what an empty Next.js app built with the same node_modules loads on
// its one page (scripts/bench/floor-app.mjs), read from that app's own route-bundle-stats.json and
// gzipped the same way as the shop's routes. Next's `rootMainFiles` alone undercount it: an empty
// page also loads a layout-router chunk they leave out, which the shop's routes would otherwise be
// charged for. Without the empty app's folder the floor falls back to `rootMainFiles`. The chunks
// every route of this app shares beyond the floor (the root layout's client components: header,
// cart, chat launcher…) count against the budget. A route's chunks are Next's list less those only
// the global 404 page needs (a separate document, never loaded by the route): what the route's
// HTML loads, checked against the prerendered pages' script tags.

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { ROOT } from "./processes.mjs";

export const GZIP_LEVEL = 9;
// The first-load budget: at most 25 kB gzipped above the framework floor on any shop route.
export const BUDGET_ABOVE_FLOOR_KB = 25;

/**
 * @typedef {object} RouteBundle
 * @property {string} route
 * @property {number} rawBytes
 * @property {number} gzipBytes
 * @property {number} aboveFloorBytes
 * @property {boolean} met  within the budget (back-office routes are not held to it: always true)
 * @property {boolean} shop  a storefront route (not the back office, /admin)
 * @property {number} chunks
 */

/**
 * @typedef {object} BundleResult
 * @property {number} floorGzipBytes
 * @property {number} floorRawBytes
 * @property {number} floorChunks
 * @property {"empty app" | "rootMainFiles"} floorSource
 * @property {number} sharedGzipBytes  gzip of chunks every page route loads (floor included)
 * @property {RouteBundle[]} routes
 * @property {number} gzipLevel
 */

/** @typedef {{ route: string, firstLoadUncompressedJsBytes: number, firstLoadChunkPaths: string[] }} RouteStat */

/** @param {string} projectDir @returns {RouteStat[]} */
function readRouteStats(projectDir) {
  const statsFile = path.join(projectDir, ".next", "diagnostics", "route-bundle-stats.json");
  return JSON.parse(readFileSync(statsFile, "utf8"));
}

/**
 * Raw and gzipped bytes of a set of built files, each read and compressed once.
 * @param {string} projectDir
 */
function fileSizer(projectDir) {
  /** @type {Map<string, { raw: number, gzip: number }>} */
  const sizes = new Map();
  /** @param {string} file project-relative */
  const sizeOf = (file) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(projectDir, file));
      size = { raw: bytes.byteLength, gzip: gzipSync(bytes, { level: GZIP_LEVEL }).byteLength };
      sizes.set(file, size);
    }
    return size;
  };
  /** @param {Iterable<string>} files */
  return (files) => {
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const size = sizeOf(file);
      raw += size.raw;
      gzip += size.gzip;
    }
    return { raw, gzip };
  };
}

const GLOBAL_NOT_FOUND_ENTRY = "[project]/src/app/global-not-found";

/**
 * Chunks Next's route stats list for a page that the page never loads: those only the global 404
 * page's entry needs. Next counts every entry of the route's client manifest, and with
 * `experimental.globalNotFound` that includes the global 404 page, a document of its own that no
 * other page renders (its chunk is absent from their HTML).
 * @param {string} projectDir
 * @returns {(route: string) => Set<string>} project-relative chunk paths
 */
function globalNotFoundOnlyChunks(projectDir) {
  const nextDir = path.join(projectDir, ".next");
  /** @type {Record<string, string>} */
  const appPaths = JSON.parse(readFileSync(path.join(nextDir, "app-path-routes-manifest.json"), "utf8"));
  return (route) => {
    const none = new Set();
    if (route === "/_not-found") return none;
    const appPath = Object.keys(appPaths).find((key) => appPaths[key] === route && key.endsWith("/page"));
    const file = appPath && path.join(nextDir, "server", "app", `${appPath}_client-reference-manifest.js`);
    if (!file || !existsSync(file)) return none;
    /** @type {{ globalThis: { __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> } }} */
    const sandbox = { globalThis: {} };
    runInNewContext(readFileSync(file, "utf8"), sandbox);
    const entries = Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {})[0]?.entryJSFiles ?? {};
    const needed = new Set(
      Object.entries(entries)
        .filter(([entry]) => entry !== GLOBAL_NOT_FOUND_ENTRY)
        .flatMap(([, files]) => files),
    );
    const only = (entries[GLOBAL_NOT_FOUND_ENTRY] ?? []).filter((chunk) => !needed.has(chunk));
    return new Set(only.map((chunk) => path.relative(projectDir, path.join(nextDir, chunk))));
  };
}

/**
 * The empty app's first load on `/`, measured as the shop's routes are.
 * @param {string} floorDir the built empty app (buildFrameworkFloor in floor-app.mjs)
 */
function emptyAppFloor(floorDir) {
  const home = readRouteStats(floorDir).find((entry) => entry.route === "/");
  if (!home || home.firstLoadChunkPaths.length === 0) {
    throw new Error(`the empty app in ${floorDir} has no first-load chunks for /`);
  }
  return { ...fileSizer(floorDir)(home.firstLoadChunkPaths), chunks: home.firstLoadChunkPaths.length };
}

/**
 * @param {{ projectDir?: string, floorDir?: string }} [options] floorDir: the built empty app
 *   whose `/` is the floor; without it, the shop's own `rootMainFiles` (an undercount)
 * @returns {BundleResult}
 */
export function measureBundles({ projectDir = ROOT, floorDir } = {}) {
  const nextDir = path.join(projectDir, ".next");
  const stats = readRouteStats(projectDir);
  const sum = fileSizer(projectDir);
  const notLoaded = globalNotFoundOnlyChunks(projectDir);

  let floor;
  if (floorDir) {
    floor = emptyAppFloor(floorDir);
  } else {
    /** @type {{ rootMainFiles?: string[] }} */
    const manifest = JSON.parse(readFileSync(path.join(nextDir, "build-manifest.json"), "utf8"));
    const floorFiles = (manifest.rootMainFiles ?? [])
      .filter((file) => file.endsWith(".js"))
      .map((file) => path.relative(projectDir, path.join(nextDir, file)));
    floor = { ...sum(floorFiles), chunks: floorFiles.length };
  }

  // Page routes only: route handlers (sitemap, rss, api) ship no JavaScript to the browser.
  const pages = stats
    .filter((entry) => entry.firstLoadChunkPaths.length > 0)
    .map((entry) => {
      const skip = notLoaded(entry.route);
      return { route: entry.route, chunks: entry.firstLoadChunkPaths.filter((file) => !skip.has(file)) };
    });
  /** @type {Set<string> | undefined} */
  let shared;
  // Shared by the shop's routes: the back office's own framework chunks would leave nothing shared.
  for (const entry of pages.filter((page) => !/^\/admin(\/|$)/.test(page.route))) {
    const files = new Set(entry.chunks);
    shared = shared ? new Set([...shared].filter((file) => files.has(file))) : files;
  }

  const routes = pages
    .map((entry) => {
      const total = sum(entry.chunks);
      const above = total.gzip - floor.gzip;
      // Only the shop's routes have a budget; the operator's back office is reported beside them.
      const shop = !/^\/admin(\/|$)/.test(entry.route);
      return {
        route: entry.route,
        rawBytes: total.raw,
        gzipBytes: total.gzip,
        aboveFloorBytes: above,
        met: !shop || above <= BUDGET_ABOVE_FLOOR_KB * 1000,
        shop,
        chunks: entry.chunks.length,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  return {
    floorGzipBytes: floor.gzip,
    floorRawBytes: floor.raw,
    floorChunks: floor.chunks,
    floorSource: floorDir ? "empty app" : "rootMainFiles",
    sharedGzipBytes: sum(shared ?? []).gzip,
    routes,
    gzipLevel: GZIP_LEVEL,
  };
}
