// @ts-check
// A prerendered page through the production front (nginx with
// deploy/nginx/runeforge.conf, unmodified, in front of `next start`), beside plain Node sending the
// same bytes (floor-static.mjs) and `next start` alone, each measured the same way in one run.

import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { writeNginxSite } from "../../deploy/nginx/write-site.mjs";
import { fmt, load, startFloor, warm } from "./http.mjs";
import { freePort, ROOT, startChild, tempDir, waitForHttp } from "./processes.mjs";

export const FRONT_PATH = "/fire-cape";
/** nginx in front serves the page at least this share of plain Node's rate. */
export const FRONT_RATIO_BUDGET = 0.8;
/** A retired budget, named where the server alone is reported: its rate on a prerendered page before the dynamic-routes work. */
export const NEXT_START_BEFORE_RPS = 950;

export const NGINX_BIN = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

/**
 * Writes the site files around deploy/nginx/runeforge.conf and checks them with `nginx -t`.
 * @param {{ dir: string, listen: number, upstreams: string[] }} site
 */
export async function prepareNginx(site) {
  const { conf, prefix } = writeNginxSite(site);
  const { stderr } = await promisify(execFile)(NGINX_BIN, ["-t", "-p", prefix, "-c", conf]);
  return { conf, prefix, check: stderr.trim() };
}

/**
 * nginx on a free port in front of `upstreams`, waiting until a page answers through it.
 * @param {string[]} upstreams host:port of each app instance
 */
export async function startNginx(upstreams) {
  const listen = await freePort();
  const dir = tempDir("bench-nginx-");
  const { conf, prefix, check } = await prepareNginx({ dir, listen, upstreams });
  const server = startChild(NGINX_BIN, ["-p", prefix, "-c", conf]);
  const baseUrl = `http://127.0.0.1:${listen}`;
  await waitForHttp(`${baseUrl}/api/health`, server, "nginx");
  return { baseUrl, check, stop: server.stop };
}

/**
 * @param {string} appUrl a running `next start`
 * @param {number} durationS
 * @param {(line: string) => void} log
 */
export async function measureFront(appUrl, durationS, log) {
  const response = await fetch(`${appUrl}${FRONT_PATH}`);
  if (!response.ok) throw new Error(`${FRONT_PATH} answered ${response.status}`);
  const cacheControl = response.headers.get("cache-control") ?? "";
  const html = Buffer.from(await response.arrayBuffer());
  const file = path.join(tempDir("bench-front-"), "page.html");
  writeFileSync(file, html);

  const nginx = await startNginx([new URL(appUrl).host]);
  try {
    // What the cache did with the page and with a private route, as a visitor sees it.
    const viaNginx = await fetch(`${nginx.baseUrl}${FRONT_PATH}`);
    await viaNginx.arrayBuffer();
    const again = await fetch(`${nginx.baseUrl}${FRONT_PATH}`);
    await again.arrayBuffer();
    const privateAnswer = await fetch(`${nginx.baseUrl}/api/health`);
    await privateAnswer.arrayBuffer();
    const cache = {
      page: again.headers.get("x-cache-status") ?? "none",
      api: privateAnswer.headers.get("x-cache-status") ?? "none",
    };
    log(`front: nginx -t ok; ${FRONT_PATH} second answer ${cache.page}, /api/health ${cache.api}`);

    await warm(nginx.baseUrl, { path: FRONT_PATH });
    const front = await load(nginx.baseUrl, { path: FRONT_PATH, durationS });
    log(`front: nginx → next start ${fmt(front)}`);

    const floorServer = await startFloor([path.join(ROOT, "scripts/bench/floor-static.mjs"), file], {}, "static floor");
    /** @type {import("./http.mjs").LoadResult} */
    let floor;
    try {
      await warm(floorServer.baseUrl, { path: FRONT_PATH });
      floor = await load(floorServer.baseUrl, { path: FRONT_PATH, durationS });
      log(`front: plain Node ${fmt(floor)}`);
    } finally {
      await floorServer.stop();
    }

    await warm(appUrl, { path: FRONT_PATH });
    const next = await load(appUrl, { path: FRONT_PATH, durationS });
    log(`front: next start alone ${fmt(next)}`);
    return {
      path: FRONT_PATH,
      htmlBytes: html.byteLength,
      cacheControl,
      nginxCheck: nginx.check,
      cache,
      front,
      floor,
      next,
    };
  } finally {
    await nginx.stop();
  }
}
