// @ts-check
// Fair under overload. 200 connections for 30 s, each connection alternating a cart save (a new
// uuid, an insert) and a prerendered page, on SQLite and on PostgreSQL, against the shop's server
// alone and through nginx as production runs it (deploy/nginx/runeforge.conf), each with the turn
// gate (REQUEST_TURN_SLICE_MS, ADR 0023) on as shipped and off, so a run shows what the gate is
// still worth. The budget is on the slowest request, not the average: no request waits more than
// 2 s, and none fails. A request still unanswered after 10 s counts as a timeout (autocannon would
// otherwise leave it out of the latencies altogether).

import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { startNginx } from "./front.mjs";
import { CART_JSON, warm } from "./http.mjs";

export const OVERLOAD_CONNECTIONS = 200;
export const OVERLOAD_DURATION_S = 30;
export const OVERLOAD_MAX_LATENCY_MS = 2000;
export const OVERLOAD_PAGE = "/fire-cape";
const SAVE_PATH = "/api/cart/saveCartData";
const TIMEOUT_S = 10;

/**
 * The gate as shipped (the server's default slice) and removed (0), as REQUEST_TURN_SLICE_MS sets it.
 * @type {ReadonlyArray<{ gate: "on" | "off", env: Record<string, string> }>}
 */
export const OVERLOAD_GATES = [
  { gate: "on", env: {} },
  { gate: "off", env: { REQUEST_TURN_SLICE_MS: "0" } },
];

/**
 * @typedef {object} OverloadResult
 * @property {string} dialect
 * @property {"alone" | "nginx"} front   the shop's server alone, or behind nginx
 * @property {"on" | "off"} gate         the turn gate as shipped, or removed
 * @property {number} connections
 * @property {number} durationS
 * @property {number} requests   answered requests
 * @property {number} rps
 * @property {number | null} p50
 * @property {number | null} p99
 * @property {number | null} p999
 * @property {number | null} max   ms, slowest answered request
 * @property {number} non2xx
 * @property {number} errors     socket errors and timeouts
 * @property {number} timeouts   no answer within 10 s
 */

/**
 * The overload against one running server: alone, then through nginx in front of it.
 * @param {string} appUrl @param {{ dialect: string, gate: "on" | "off" }} setting @param {number} durationS
 * @param {(line: string) => void} log
 * @returns {Promise<OverloadResult[]>}
 */
export async function measureOverloadFronts(appUrl, setting, durationS, log) {
  const alone = await measureOverload(appUrl, { ...setting, front: "alone" }, durationS, log);
  const nginx = await startNginx([new URL(appUrl).host]);
  try {
    return [alone, await measureOverload(nginx.baseUrl, { ...setting, front: "nginx" }, durationS, log)];
  } finally {
    await nginx.stop();
  }
}

/**
 * @param {string} appUrl @param {{ dialect: string, front: "alone" | "nginx", gate: "on" | "off" }} setting
 * @param {number} durationS @param {(line: string) => void} log
 * @returns {Promise<OverloadResult>}
 */
export async function measureOverload(appUrl, setting, durationS, log) {
  const { dialect, front, gate } = setting;
  await warm(appUrl, { path: SAVE_PATH, cart: true });
  await warm(appUrl, { path: OVERLOAD_PAGE });
  const result = await autocannon({
    url: appUrl,
    connections: OVERLOAD_CONNECTIONS,
    duration: durationS,
    timeout: TIMEOUT_S,
    requests: [
      {
        method: "POST",
        path: SAVE_PATH,
        headers: { "content-type": "application/json" },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ uuid: randomUUID(), cart: CART_JSON, email: "" }),
        }),
      },
      { method: "GET", path: OVERLOAD_PAGE },
    ],
  });
  // The requests still being served when the run ended finish before anything else is measured.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const answered = result.requests.total > 0;
  /** @type {OverloadResult} */
  const figures = {
    dialect,
    front,
    gate,
    connections: OVERLOAD_CONNECTIONS,
    durationS,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: answered ? result.latency.p50 : null,
    p99: answered ? result.latency.p99 : null,
    p999: answered ? result.latency.p99_9 : null,
    max: answered ? result.latency.max : null,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  log(
    `overload ${dialect}, ${front === "nginx" ? "through nginx" : "alone"}, gate ${gate}: ${Math.round(figures.rps)} req/s, p99 ${figures.p99} ms, max ${figures.max} ms, ` +
      `${figures.non2xx} non-2xx, ${figures.errors} errors (${figures.timeouts} timeouts)`,
  );
  return figures;
}

/** @param {OverloadResult} r */
export function overloadMet(r) {
  return r.max !== null && r.max <= OVERLOAD_MAX_LATENCY_MS && r.errors === 0 && r.non2xx === 0;
}
