// @ts-check
// The report's blocks for overload, the nginx front and the back office at 1,000,000 orders,
// kept apart from report.mjs so each part of the bench renders its own.

import { FRONT_PATH, FRONT_RATIO_BUDGET, NEXT_START_BEFORE_RPS } from "./front.mjs";
import { ADMIN_ORDERS_P95_BUDGET_MS, ADMIN_ORDERS_ROWS } from "./growth.mjs";
import { CONNECTIONS } from "./http.mjs";
import {
  OVERLOAD_CONNECTIONS,
  OVERLOAD_DURATION_S,
  OVERLOAD_MAX_LATENCY_MS,
  OVERLOAD_PAGE,
  overloadMet,
} from "./overload.mjs";

export const FRONT_HEADER = `- **Overload**: ${OVERLOAD_CONNECTIONS} connections for ${OVERLOAD_DURATION_S} s, on SQLite and on PostgreSQL, each connection
  alternating a cart save (a new uuid) and \`${OVERLOAD_PAGE}\`, against the shop's server alone and through
  nginx (\`deploy/nginx/runeforge.conf\`), with the turn gate as shipped and removed
  (\`REQUEST_TURN_SLICE_MS=0\`). The budget is on the slowest request, with the gate as shipped: none
  waits more than ${OVERLOAD_MAX_LATENCY_MS / 1000} s, none fails (a request unanswered after 10 s is a timeout, an error). The
  runs without the gate are reported beside them, the measure of what the gate still buys.
- **Front**: \`${FRONT_PATH}\` (prerendered) through nginx (Debian's package) configured with
  \`deploy/nginx/runeforge.conf\` as it is in the repository (checked with \`nginx -t\` first), in
  front of the shop's server; beside plain Node sending the same bytes and the shop's server alone,
  ${CONNECTIONS} connections each. Budget: nginx ≥ ${FRONT_RATIO_BUDGET} × plain Node. The server alone is reported, no longer held
  to ${NEXT_START_BEFORE_RPS} req/s: that rate needed an ETag and byte cache patched into Next's own code, which the shop
  no longer carries (it runs on the framework's supported surfaces only), and production serves these pages from nginx.
- **Back office**: \`scripts/bench/admin-orders.ts\` fills a fresh database (SQLite file, then an empty
  PostgreSQL one) with ${ADMIN_ORDERS_ROWS.toLocaleString("en")} orders and times the production \`listOrders\` (50 rows a
  page) on the first page, a keyset page 90% down, each filter and each kind of search, 40 runs each
  after a warm-up; budget p95 < ${ADMIN_ORDERS_P95_BUDGET_MS} ms for every one. The CSV export is reported, not budgeted.
`;

/** @param {boolean} ok */
const verdict = (ok) => (ok ? "met" : "**missed**");
/** @param {number | null} v */
const lat = (v) => (v === null ? "none completed" : `${v} ms`);
/** @param {number} ms */
const ms2 = (ms) => `${ms.toFixed(1)} ms`;

/** @param {{ front?: string }} o */
const frontName = (o) => (o.front === "nginx" ? "through nginx" : "alone");

/** @param {any} run @returns {string[][]} */
export function frontBudgetRows(run) {
  /** @type {string[][]} */
  const rows = [];
  for (const o of (run.overload ?? []).filter((/** @type {any} */ o) => (o.gate ?? "on") === "on")) {
    rows.push([
      `No request > ${OVERLOAD_MAX_LATENCY_MS / 1000} s and no error, ${OVERLOAD_CONNECTIONS} connections × ${o.durationS} s, ${o.dialect}, ${frontName(o)}`,
      `max ${lat(o.max)}, p99 ${lat(o.p99)}; ${o.non2xx} non-2xx, ${o.errors} errors (${o.timeouts} timeouts)`,
      verdict(overloadMet(o)),
    ]);
  }
  if (run.front) {
    const f = run.front;
    rows.push([
      `Prerendered page through nginx ≥ ${FRONT_RATIO_BUDGET} × plain Node`,
      `${Math.round(f.front.rps)} ÷ ${Math.round(f.floor.rps)} req/s = ${(f.front.rps / f.floor.rps).toFixed(2)}`,
      verdict(f.front.rps >= FRONT_RATIO_BUDGET * f.floor.rps && f.front.errors === 0 && f.front.non2xx === 0),
    ]);
  }
  for (const a of run.adminOrders ?? []) {
    const lists = a.timings.filter((/** @type {any} */ t) => t.kind === "list");
    const worst = [...lists].sort((x, y) => y.p95Ms - x.p95Ms)[0];
    rows.push([
      `Back office order list, filters, search p95 < ${ADMIN_ORDERS_P95_BUDGET_MS} ms, ${a.dialect === "sqlite" ? "SQLite" : "PostgreSQL"}, ${a.orders.toLocaleString("en")} orders`,
      worst ? `worst p95 ${ms2(worst.p95Ms)} (${worst.label})` : "–",
      verdict(lists.length > 0 && lists.every((/** @type {any} */ t) => t.p95Ms < ADMIN_ORDERS_P95_BUDGET_MS)),
    ]);
  }
  return rows;
}

/** @param {any} run @returns {string[]} markdown lines */
export function renderFrontSections(run) {
  const out = [];
  if (run.overload?.length) {
    out.push(
      `### Overload (autocannon, ${OVERLOAD_CONNECTIONS} connections, ${OVERLOAD_DURATION_S} s, cart saves and \`${OVERLOAD_PAGE}\` alternating)`,
      "",
      "| Database | Front | Turn gate | requests | req/s | p50 | p99 | p99.9 | max | non-2xx | errors (timeouts) | Verdict |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const o of run.overload) {
      const gate = o.gate ?? "on";
      out.push(
        `| ${o.dialect} | ${frontName(o)} | ${gate === "on" ? "on (as shipped)" : "off"} | ${o.requests} | ${Math.round(o.rps)} | ${lat(o.p50)} | ${lat(o.p99)} | ${lat(o.p999)} | ${lat(o.max)} | ${o.non2xx} | ${o.errors} (${o.timeouts}) | ${gate === "on" ? verdict(overloadMet(o)) : overloadMet(o) ? "would meet" : "would miss"} |`,
      );
    }
    out.push("");
  }
  if (run.front) {
    const f = run.front;
    out.push(
      `### Front: \`${f.path}\` (${f.htmlBytes.toLocaleString("en")} B HTML) through nginx`,
      "",
      `\`nginx -t\`: ${f.nginxCheck.includes("successful") ? "ok" : f.nginxCheck}. Next's Cache-Control for the page: \`${f.cacheControl || "none"}\`; ` +
        `through nginx a second request was a cache \`${f.cache.page}\`, \`/api/health\` \`${f.cache.api}\` (never stored).`,
      "",
      "| Server | req/s | p50 | p99 | ÷ plain Node |",
      "| --- | --- | --- | --- | --- |",
    );
    for (const [name, r] of /** @type {const} */ ([
      ["nginx (deploy/nginx/runeforge.conf) → next start", f.front],
      ["plain Node, same bytes", f.floor],
      ["next start alone", f.next],
    ])) {
      const bad = r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : "";
      out.push(
        `| ${name}${bad} | ${Math.round(r.rps)} | ${lat(r.p50)} | ${lat(r.p99)} | ${(r.rps / f.floor.rps).toFixed(2)}× |`,
      );
    }
    out.push("");
  }
  for (const a of run.adminOrders ?? []) {
    out.push(
      `### Back office at ${a.orders.toLocaleString("en")} orders, ${a.dialect === "sqlite" ? "SQLite" : "PostgreSQL 15"} (${a.runs} runs each, seeded in ${(a.seedMs / 1000).toFixed(1)} s)`,
      "",
      "| Query (50 rows a page) | median | p95 | max | Verdict |",
      "| --- | --- | --- | --- | --- |",
    );
    for (const t of a.timings) {
      out.push(
        `| ${t.label} | ${ms2(t.medianMs)} | ${ms2(t.p95Ms)} | ${ms2(t.maxMs)} | ${t.kind === "list" ? verdict(t.p95Ms < ADMIN_ORDERS_P95_BUDGET_MS) : "not budgeted"} |`,
      );
    }
    out.push("");
  }
  return out;
}
