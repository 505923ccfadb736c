// @ts-check
// First-load JavaScript per route, gzipped, from Next's own .next/diagnostics/route-bundle-stats.json.
//
// The floor is the framework's: the `rootMainFiles` of .next/build-manifest.json, which Next adds
// to every App Router route (React, React DOM, the router and its runtime). That is exactly what
// an empty page under a root layout without client components loads. The chunks every route of
// this app shares beyond it (the root layout's client components: header, cart, chat launcher…)
// are reported separately as "shared by every route", because they count against the budget.

import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "./processes.mjs";

export const GZIP_LEVEL = 9;
// Issue 19: at most 25 kB gzipped above the framework floor on any shop route.
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
 * @property {number} sharedGzipBytes  gzip of chunks every page route loads (floor included)
 * @property {RouteBundle[]} routes
 * @property {number} gzipLevel
 */

/** @param {string} [projectDir] @returns {BundleResult} */
export function measureBundles(projectDir = ROOT) {
  const nextDir = path.join(projectDir, ".next");
  const statsFile = path.join(nextDir, "diagnostics", "route-bundle-stats.json");
  /** @type {{ route: string, firstLoadUncompressedJsBytes: number, firstLoadChunkPaths: string[] }[]} */
  const stats = JSON.parse(readFileSync(statsFile, "utf8"));
  /** @type {{ rootMainFiles?: string[] }} */
  const manifest = JSON.parse(readFileSync(path.join(nextDir, "build-manifest.json"), "utf8"));

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
  const sum = (files) => {
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const size = sizeOf(file);
      raw += size.raw;
      gzip += size.gzip;
    }
    return { raw, gzip };
  };

  const floorFiles = (manifest.rootMainFiles ?? [])
    .filter((file) => file.endsWith(".js"))
    .map((file) => path.relative(projectDir, path.join(nextDir, file)));
  const floor = sum(floorFiles);

  // Page routes only: route handlers (sitemap, rss, api) ship no JavaScript to the browser.
  const pages = stats.filter((entry) => entry.firstLoadChunkPaths.length > 0);
  /** @type {Set<string> | undefined} */
  let shared;
  for (const entry of pages) {
    const files = new Set(entry.firstLoadChunkPaths);
    shared = shared ? new Set([...shared].filter((file) => files.has(file))) : files;
  }

  const routes = pages
    .map((entry) => {
      const total = sum(entry.firstLoadChunkPaths);
      const above = total.gzip - floor.gzip;
      // Issue 19 budgets the shop's routes; the operator's back office is reported beside them.
      const shop = !/^\/admin(\/|$)/.test(entry.route);
      return {
        route: entry.route,
        rawBytes: total.raw,
        gzipBytes: total.gzip,
        aboveFloorBytes: above,
        met: !shop || above <= BUDGET_ABOVE_FLOOR_KB * 1000,
        shop,
        chunks: entry.firstLoadChunkPaths.length,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  return {
    floorGzipBytes: floor.gzip,
    floorRawBytes: floor.raw,
    floorChunks: floorFiles.length,
    sharedGzipBytes: sum(shared ?? []).gzip,
    routes,
    gzipLevel: GZIP_LEVEL,
  };
}
