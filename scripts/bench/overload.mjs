// @ts-check
// Fair under overload. 200 connections for 30 s against one `next start`, each
// connection alternating a cart save (a new uuid, an insert) and a prerendered page, on SQLite and
// on PostgreSQL. The budget is on the slowest request, not the average: no request waits more
// than 2 s, and none fails. A request still unanswered after 10 s counts as a timeout (autocannon
// would otherwise leave it out of the latencies altogether).

import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { CART_JSON, warm } from "./http.mjs";

export const OVERLOAD_CONNECTIONS = 200;
export const OVERLOAD_DURATION_S = 30;
export const OVERLOAD_MAX_LATENCY_MS = 2000;
export const OVERLOAD_PAGE = "/fire-cape";
const SAVE_PATH = "/api/cart/saveCartData";
const TIMEOUT_S = 10;

/**
 * @typedef {object} OverloadResult
 * @property {string} dialect
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
 * @param {string} appUrl @param {string} dialect @param {number} durationS
 * @param {(line: string) => void} log
 * @returns {Promise<OverloadResult>}
 */
export async function measureOverload(appUrl, dialect, durationS, log) {
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
    `overload ${dialect}: ${Math.round(figures.rps)} req/s, p99 ${figures.p99} ms, max ${figures.max} ms, ` +
      `${figures.non2xx} non-2xx, ${figures.errors} errors (${figures.timeouts} timeouts)`,
  );
  return figures;
}

/** @param {OverloadResult} r */
export function overloadMet(r) {
  return r.max !== null && r.max <= OVERLOAD_MAX_LATENCY_MS && r.errors === 0 && r.non2xx === 0;
}
