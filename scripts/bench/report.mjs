// @ts-check
// Turns one run's results into a markdown section and writes it into docs/benchmarks.md below
// the file's own header (everything above the RUNS_MARKER line is kept as it is), replacing the
// run before it.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUDGET_ABOVE_FLOOR_KB } from "./bundles.mjs";
import {
  CONNECTIONS,
  LARGE_TABLE_ROWS,
  SAVE_CART_MIN_RATIO,
  SAVE_CART_P99_RETIRED_MS,
  SMALL_TABLE_ROWS,
  TRIVIAL_ROUTE_MIN_RATIO,
  TRIVIAL_ROUTE_PATH,
} from "./http.mjs";
import {
  FLOOR_RUNS,
  floorFigures,
  JUDGED_RUNS,
  LIGHTHOUSE_BUDGETS,
  lighthouseLimits,
  lighthouseVerdicts,
  missedBudgets,
  SIMULATED_FLOOR_RUNS,
} from "./lighthouse-budgets.mjs";
import { FRONT_HEADER, frontBudgetRows, renderFrontSections } from "./report-front.mjs";

export const RUNS_MARKER =
  "<!-- bench:runs (the latest run; `npm run bench` replaces what is below this line, and git keeps the older runs) -->";

const B = LIGHTHOUSE_BUDGETS;

/** "How to read a run" for the Lighthouse part; docs/benchmarks.md carries the same words. */
const LIGHTHOUSE_HOW_TO_READ = `- **Lighthouse**: Lighthouse 12.2.3, default config (mobile: Moto G Power screen), categories
  performance, accessibility, best practices and SEO. The budgets read the _devtools-throttled_ load
  (\`throttlingMethod: "devtools"\`): Chromium itself holds each request 562.5 ms, caps the bandwidth
  at 1.47 Mbit/s down and slows the CPU 4×, and FCP, LCP, TBT and CLS are what that load showed. Each
  page type and state is audited ${JUDGED_RUNS} times (\`--lighthouse-runs\`), round by round over all of them,
  and each figure is the median of its own ${JUDGED_RUNS} (median per metric: LCP, TBT, CLS and each category
  score separately, not one audit's figures). The _framework floor_ is an empty Next.js App Router
  page built with the same \`node_modules\`, audited ${FLOOR_RUNS} times the same way in the same rounds; its
  medians set the limits: LCP ≤ floor + ${B.lcpAboveFloorMs / 1000} s, TBT ≤ floor + ${B.tbtAboveFloorMs} ms. CLS ≤ ${B.cls} and accessibility,
  best practices and SEO = 1.00 are read from the same judged audits. Lighthouse's performance score
  is reported, not budgeted (a weighted blend of these metrics and Speed Index, it adds no limit of
  its own). The simulated load (Lantern, Lighthouse's default) is reported for the record, not
  judged: one audit per page type and ${SIMULATED_FLOOR_RUNS} of the floor; its model charges the first paint with the
  script chunks that the real load does not wait for. The run's header says how long each part
  took. Pages needing a state get it through the real pages and API first: an order placed with a
  manual method (order status page), a currency chosen, items in the cart. The cart drawer's
  opening is measured apart (375 px, CPU 4× slower, a PerformanceObserver counting every layout
  shift from the click, even those CLS forgives after an input). "Failing audits" lists every audit
  of those categories scoring under 0.9 in the judged audits ("k of ${JUDGED_RUNS}" when not in all of them).`;

/** "How to read a run" for the server ratios, reported and no longer budgeted. */
const SERVER_REPORTED = `  _Dynamic routes at the framework's floor_: the shop's trivial route \`GET ${TRIVIAL_ROUTE_PATH}\`
  (a database ping) beside the same path in an empty Next.js app built from the same \`node_modules\`
  (a constant JSON answer, no-store), saveCartData beside the shop's trivial route on the same
  server, on each database and table size, and saveCartData's p99: reported, not budgeted (the
  budgets of ${TRIVIAL_ROUTE_MIN_RATIO}×, ${SAVE_CART_MIN_RATIO}× and p99 < ${SAVE_CART_P99_RETIRED_MS} ms are retired: they compared the shop with a trivial
  route's CPU or asked for more than the plain-Node floor reaches on this machine; the overload
  budgets hold the server instead).`;

const HEADER = `# Benchmarks

Written by \`npm run bench\` (scripts/bench/run.mjs). Each run replaces the one below; older runs
are in git history. Numbers depend on the machine: compare runs made on the same
machine, and trust a run made on a quiet one (nothing else building or testing at the same time).

## How to run

\`\`\`sh
npm run bench                                   # everything; about 32 minutes on a quiet 2-core machine
npm run bench -- --only=lighthouse,bundles      # a subset of: lighthouse, bundles, http, growth, overload, front
npm run bench -- --duration=5 --no-write        # shorter load runs; print only, leave this file alone
npm run bench -- --rebuild                      # build even if .next is newer than the sources
npm run bench -- --note="after the CSP change"  # a line of context in the run's section
npm run bench -- --save-lighthouse=/tmp/lh      # keep every audit's full Lighthouse JSON report
npm run bench -- --only=lighthouse --pages=/,/blog --lighthouse-runs=1 --no-write   # a quick look at a few pages
\`\`\`

Offline and self-contained: it builds the app if \`.next\` is missing or older than the sources,
serves it with \`next start\` on free ports with a throwaway SQLite file and a throwaway PostgreSQL 15
server, drives Debian's Chromium (\`CHROMIUM_PATH\` to use another), and stops everything it started.

## How to read a run

- **Budgets** first: each budget beside the measured figure (the worst page or route) and _met_ or
  _missed_. The sections below give the detail.
${LIGHTHOUSE_HOW_TO_READ}
- **First-load JavaScript**: Next's \`.next/diagnostics/route-bundle-stats.json\` chunk lists, each
  chunk gzipped at level 9 and summed per route; kB = 1,000 bytes. The _framework floor_ is what
  the page of an empty Next.js app loads (React, React DOM, the Next.js runtime and its router), built
  by the bench in the same run with the same \`node_modules\` and measured the same way; without it,
  the \`rootMainFiles\` of the shop's \`.next/build-manifest.json\`. _Shared by every shop route_ is
  what all of the shop's page routes load, the floor's part included.
  The budget is at most ${BUDGET_ABOVE_FLOOR_KB} kB above the framework floor on every shop route; the back
  office's routes (/admin) are listed but not held to it.
- **Server**: autocannon, ${CONNECTIONS} connections, run from the same machine (the load generator
  shares the CPU with the server). Each shop target has its _floor_ measured in the same run: a plain
  Node \`http\` server sending the same HTML bytes, or a plain Node handler doing the same zod
  validation and the same upsert through the same database layer (src/server/db). _Ratio_ is
  app ÷ floor: how much Next.js and the shop's own code cost over the bare minimum. saveCartData
  posts a new uuid with one cart line per request (an insert each time). With ${CONNECTIONS} connections
  each waiting for its answer, mean latency ≈ ${CONNECTIONS} ÷ throughput: a p99 under ${SAVE_CART_P99_RETIRED_MS} ms needs well over
  ${(CONNECTIONS / 0.025).toLocaleString("en")} requests per second, so compare the app with its floor first.
${SERVER_REPORTED}
- **Growth**: saveCartData with ${SMALL_TABLE_ROWS.toLocaleString("en")} and with ${LARGE_TABLE_ROWS.toLocaleString("en")} rows in \`carts\` (reported); a
  second build of a temporary copy of the project with 1,000 articles and the catalogue ×10 (generated
  products with unique skus and paths), beside the real build: build time, /blog weight (HTML + JS,
  gzipped) and a listing page's HTML and latency.
${FRONT_HEADER}
${RUNS_MARKER}
`;

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1000).toFixed(1);
/** @param {number | null | undefined} ms */
const sec = (ms) => (typeof ms === "number" ? `${(ms / 1000).toFixed(2)} s` : "–");
/** @param {number | null | undefined} ms */
const msf = (ms) => (typeof ms === "number" ? `${Math.round(ms)} ms` : "–");
/** @param {number | null | undefined} score */
const score = (score) => (typeof score === "number" ? score.toFixed(2) : "–");
/** @param {boolean} ok */
const verdict = (ok) => (ok ? "met" : "**missed**");
/** @param {number | null} v */
const lat = (v) => (v === null ? "none completed" : `${v} ms`);
/** @param {number | null | undefined} cls */
const clsf = (cls) => (typeof cls === "number" ? cls.toFixed(3) : "–");
/**
 * A median with the audits' spread beside it, "1.72 s (1.66–1.83)", when there were several.
 * @param {any} page @param {"lcpMs" | "tbtMs"} key @param {(v: number | null | undefined) => string} f
 */
const spread = (page, key, f) => {
  const values = (page.samples ?? [])
    .map((/** @type {any} */ s) => s[key])
    .filter((/** @type {unknown} */ v) => typeof v === "number");
  if (values.length < 2) return f(page[key]);
  const low = Math.min(...values);
  const high = Math.max(...values);
  return `${f(page[key])} (${f(low).replace(/ (s|ms)$/, "")}–${f(high)})`;
};
/** @param {number} a @param {number} b */
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : "–");

/**
 * @param {any} run  the result object assembled by run.mjs
 * @returns {string}
 */
export function renderRun(run) {
  const out = [];
  out.push(`## Run of ${run.startedAt.replace("T", " ").slice(0, 16)} UTC, commit ${run.commit}`);
  out.push("");
  if (run.note) out.push(`> ${run.note}`, "");
  out.push(
    `- Machine: ${run.machine.cpu}, ${run.machine.cores} cores, ${run.machine.ramGiB} GiB RAM; Node ${run.machine.node}; ${run.machine.os}`,
  );
  out.push(`- Took ${Math.round(run.durationMs / 1000)} s; parts run: ${run.parts.join(", ")}`);
  if (run.lighthouseTook) out.push(lighthouseTookLine(run));
  out.push(
    run.build.reused
      ? `- Build: reused an up-to-date .next${run.build.ms ? ` (it took ${sec(run.build.ms)} when the bench built it${run.build.at ? ` at ${run.build.at}` : ""}, not in this run)` : ""}`
      : `- Build: built by this run in ${sec(run.build.ms)}`,
  );
  for (const [part, message] of Object.entries(run.errors ?? {})) {
    out.push(`- **${part} failed**: ${String(message).split("\n")[0]}`);
  }
  out.push("");

  out.push("### Budgets", "", "| Budget | Measured | Verdict |", "| --- | --- | --- |");
  for (const row of budgetRows(run)) out.push(`| ${row[0]} | ${row[1]} | ${row[2]} |`);
  out.push("");

  out.push(...renderLighthouse(run));

  if (run.bundles) {
    const b = run.bundles;
    out.push("### First-load JavaScript (gzip level 9)", "");
    out.push(
      `Framework floor: **${kb(b.floorGzipBytes)} kB** gzipped (${kb(b.floorRawBytes)} kB raw, ${b.floorChunks} chunks: ${b.floorSource === "empty app" ? "what an empty Next.js app loads on its page" : "React, React DOM, Next.js runtime (rootMainFiles)"}). ` +
        `Shared by every shop route: ${kb(b.sharedGzipBytes)} kB, i.e. ${kb(b.sharedGzipBytes - b.floorGzipBytes)} kB above the floor on every page.`,
      "",
    );
    out.push(
      `| Route | First load (gzip) | Above floor | Budget ≤ ${BUDGET_ABOVE_FLOOR_KB} kB |`,
      "| --- | --- | --- | --- |",
    );
    for (const r of b.routes)
      out.push(
        `| \`${r.route}\` | ${kb(r.gzipBytes)} kB | ${kb(r.aboveFloorBytes)} kB | ${r.shop === false ? "back office, not budgeted" : verdict(r.met)} |`,
      );
    out.push("");
  }

  if (run.http) {
    out.push(
      `### Server throughput and latency (autocannon, ${CONNECTIONS} connections, ${run.http.durationS} s each)`,
      "",
    );
    out.push(
      "| Target | App req/s | App p50 | App p99 | Floor req/s | Floor p50 | Floor p99 | Throughput app/floor | p99 app/floor |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const c of run.http.comparisons) {
      const f = c.floor;
      out.push(
        `| ${c.target}${problems(c.app)} | ${Math.round(c.app.rps)} | ${lat(c.app.p50)} | ${lat(c.app.p99)} | ${f ? Math.round(f.rps) : "–"} | ${
          f ? lat(f.p50) : "–"
        } | ${f ? lat(f.p99) : "–"}${f ? problems(f) : ""} | ${f ? ratio(c.app.rps, f.rps) : "–"} | ${f && c.app.p99 !== null && f.p99 !== null ? ratio(c.app.p99, f.p99) : "–"} |`,
      );
    }
    out.push("");
  }

  if (run.http?.cartRatios?.length) {
    out.push(
      `Cart saves beside the shop's trivial route (\`GET ${TRIVIAL_ROUTE_PATH}\`) on the same server, in turns (route, cart, route, cart); reported (the ${SAVE_CART_MIN_RATIO}× budget is retired). The plain-Node floor is a node:http handler doing the same validated upsert (1,000 rows):`,
      "",
      "| Database | Rows at start | saveCartData req/s | Trivial route req/s | saveCartData ÷ trivial route | Plain-Node floor req/s |",
      "| --- | --- | --- | --- | --- | --- |",
    );
    for (const g of run.http.cartRatios) {
      for (const size of g.sizes) {
        out.push(
          `| ${g.dialect} | ${size.rows.toLocaleString("en")} | ${Math.round(size.cart.rps)}${problems(size.cart)} | ${Math.round(size.route.rps)}${problems(size.route)} | ${ratio(size.cart.rps, size.route.rps)} | ${g.plainNode ? Math.round(g.plainNode.rps) : "–"} |`,
        );
      }
    }
    out.push("");
  }

  if (run.http?.large?.length || run.growth) {
    out.push("### Growth", "");
  }
  if (run.http?.large?.length) {
    out.push(
      `saveCartData (shop, ${CONNECTIONS} connections) as \`carts\` grows; reported (the p99 < ${SAVE_CART_P99_RETIRED_MS} ms budget is retired):`,
      "",
      "| Database | Rows at start | req/s | p50 | p99 |",
      "| --- | --- | --- | --- | --- |",
    );
    for (const g of run.http.large) {
      out.push(
        `| ${g.dialect} | ${SMALL_TABLE_ROWS.toLocaleString("en")} | ${Math.round(g.small.rps)} | ${lat(g.small.p50)} | ${lat(g.small.p99)} |`,
      );
      out.push(
        `| ${g.dialect} | ${g.large.rowsAtStart.toLocaleString("en")} | ${Math.round(g.large.rps)} | ${lat(g.large.p50)} | ${lat(g.large.p99)} |`,
      );
    }
    out.push("");
  }
  if (run.growth) {
    const { base, grown } = run.growth;
    out.push(
      "Content: the real build beside a temporary copy with 1,000 articles and the catalogue ×10 (listing page " +
        `\`${run.growth.listingPath}\`, autocannon ${run.growth.listingConnections} connections, ${run.growth.listingDurationS} s; build times are comparable only when this run built the real app too, e.g. with \`--rebuild\`):`,
      "",
      "| Measure | Real | Grown | Grown ÷ real |",
      "| --- | --- | --- | --- |",
    );
    /** @type {[string, number | null, number | null, (v: number) => string][]} */
    const rows = [
      ["Articles (markdown files, drafts included)", base.articles, grown.articles, (v) => v.toLocaleString("en")],
      ["Catalogue products", base.products, grown.products, (v) => v.toLocaleString("en")],
      [
        run.build.reused ? "`next build` time (real: from an earlier run, not comparable)" : "`next build` time",
        base.buildMs,
        grown.buildMs,
        (v) => `${(v / 1000).toFixed(1)} s`,
      ],
      ["/blog HTML (gzip)", base.blogHtmlGzip, grown.blogHtmlGzip, (v) => `${kb(v)} kB`],
      ["/blog first-load JS (gzip)", base.blogJsGzip, grown.blogJsGzip, (v) => `${kb(v)} kB`],
      [
        "/blog total (gzip)",
        base.blogHtmlGzip + base.blogJsGzip,
        grown.blogHtmlGzip + grown.blogJsGzip,
        (v) => `${kb(v)} kB`,
      ],
      ["Listing HTML (raw)", base.listingHtmlBytes, grown.listingHtmlBytes, (v) => `${kb(v)} kB`],
      ["Listing HTML (gzip)", base.listingHtmlGzip, grown.listingHtmlGzip, (v) => `${kb(v)} kB`],
      ["Listing req/s", base.listingLoad.rps, grown.listingLoad.rps, (v) => `${Math.round(v)}`],
      ["Listing p50", base.listingLoad.p50, grown.listingLoad.p50, (v) => `${v} ms`],
      ["Listing p99", base.listingLoad.p99, grown.listingLoad.p99, (v) => `${v} ms`],
    ];
    for (const [name, a, b, f] of rows) {
      out.push(`| ${name} | ${a === null ? "–" : f(a)} | ${b === null ? "–" : f(b)} | ${a && b ? ratio(b, a) : "–"} |`);
    }
    out.push("");
  }
  out.push(...renderFrontSections(run));
  return `${out.join("\n")}\n`;
}

/** @param {import("./http.mjs").LoadResult} r */
function problems(r) {
  return r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : "";
}

/** @param {any} run */
function lighthouseTookLine(run) {
  const t = run.lighthouseTook;
  const part = (/** @type {number | undefined} */ ms, /** @type {string} */ what) =>
    typeof ms === "number" ? `${what} ${Math.round(ms / 1000)} s` : null;
  return `- Lighthouse took: ${[
    part(
      t.devtools,
      `devtools, judged (${(run.lighthouseDevtools ?? []).length} page types × ${run.lighthouseRuns} + floor × ${run.lighthouseFloorRuns})`,
    ),
    part(t.drawer, "cart drawer"),
    part(
      t.simulated,
      `simulated, reported (${(run.lighthouse ?? []).length} page types × 1 + floor × ${run.lighthouseSimulatedFloorRuns})`,
    ),
  ]
    .filter(Boolean)
    .join("; ")}`;
}

/** @param {any} run @returns {string[]} markdown lines */
function renderLighthouse(run) {
  const out = [];
  const judged = run.lighthouseDevtools ?? [];
  const floor = floorFigures(run.lighthouseDevtoolsFloor);
  if (judged.length) {
    const limits = lighthouseLimits(floor);
    out.push(
      "### Lighthouse (mobile, devtools throttling): judged",
      "",
      `Chromium throttles the load itself (562.5 ms a request, 1.47 Mbit/s down, CPU 4× slower). Each page type and state audited ${run.lighthouseRuns} times, round by round; each column is the median of its own ${run.lighthouseRuns} audits (LCP and TBT with the lowest and highest beside it). Performance is reported, not budgeted.`,
      "",
      "| Page type | Path | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | Verdict |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const page of judged) {
      const missed = missedBudgets(page, floor);
      out.push(
        `| ${page.type} | \`${page.path}\` | ${score(page.scores.performance)} | ${score(page.scores.accessibility)} | ${score(
          page.scores["best-practices"],
        )} | ${score(page.scores.seo)} | ${sec(page.fcpMs)} | ${spread(page, "lcpMs", sec)} | ${spread(page, "tbtMs", msf)} | ${clsf(page.cls)} | ${
          page.error ? `**missed** (error: ${page.error})` : missed.length ? `**missed**: ${missed.join(", ")}` : "met"
        } |`,
      );
    }
    for (const page of run.lighthouseDevtoolsFloor ?? []) {
      out.push(
        `| ${page.type} | \`${page.path}\` | ${score(page.scores.performance)} | ${score(page.scores.accessibility)} | ${score(
          page.scores["best-practices"],
        )} | ${score(page.scores.seo)} | ${sec(page.fcpMs)} | ${sec(page.lcpMs)} | ${msf(page.tbtMs)} | ${clsf(page.cls)} | floor |`,
      );
    }
    out.push(
      "",
      floor
        ? `The framework floor rows are an empty Next.js App Router page (a heading and a paragraph, no client components) built with the same next and react, audited the same way in the same rounds: what this machine and the framework show before the shop adds anything. Median of its ${floor.runs} audits: FCP ${sec(floor.fcpMs)}, LCP ${sec(floor.lcpMs)}, TBT ${msf(floor.tbtMs)} (performance ${score(floor.performance)}); so every page type needs LCP ≤ ${sec(limits.lcpMs)} and TBT ≤ ${msf(limits.tbtMs)}.`
        : "The framework floor was not measured: LCP and TBT are not judged (missed).",
    );
    const noindex = judged.filter((/** @type {any} */ p) => typeof p.seoWithIndexing === "number");
    if (noindex.length) {
      out.push(
        "",
        `Noindex on purpose (${noindex.map((/** @type {any} */ p) => `\`${p.path}\``).join(", ")}): their SEO column leaves out Lighthouse's ` +
          `"is-crawlable" audit, which fails on any noindex page (with it: ${noindex.map((/** @type {any} */ p) => score(p.seoWithIndexing)).join(", ")}).`,
      );
    }
  }
  for (const d of run.drawerShifts ?? []) {
    out.push(
      "",
      d.error
        ? `Cart drawer opening on \`${d.path}\`: failed (${d.error}).`
        : `Cart drawer opening on \`${d.path}\` at ${d.width} px, CPU 4× slower: layout shift ${d.openingShift.toFixed(3)} from the click to a second after it is open (the page's own load before it: ${d.loadCls.toFixed(3)}).`,
    );
  }
  if (judged.length) {
    out.push("", `Failing audits (score under 0.9, in the judged audits):`, "");
    for (const page of judged) {
      const extra = [page.note, page.error ? `error: ${page.error}` : ""].filter(Boolean).join("; ");
      out.push(
        `- \`${page.path}\`${extra ? ` (${extra})` : ""}: ${page.failing.length ? page.failing.map((/** @type {string} */ id) => `\`${id}\``).join(", ") : "none"}`,
      );
    }
  }
  if (judged.length || run.drawerShifts?.length) out.push("");
  if (run.lighthouse?.length) {
    const simulatedFloor = floorFigures(run.lighthouseFloor);
    out.push(
      "### Lighthouse (mobile, simulated throttling): reported, not judged",
      "",
      "Lantern's model of the same profile (slow 4G, CPU 4× slower) over an unthrottled load, one audit per page type, for the record:",
      "",
      "| Page type | Path | Perf | A11y | Best pr. | SEO | LCP | TBT | CLS |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const page of [...run.lighthouse, ...(run.lighthouseFloor ?? [])]) {
      out.push(
        `| ${page.type} | \`${page.path}\` | ${score(page.scores.performance)} | ${score(page.scores.accessibility)} | ${score(
          page.scores["best-practices"],
        )} | ${score(page.scores.seo)} | ${sec(page.lcpMs)} | ${msf(page.tbtMs)} | ${clsf(page.cls)} |`,
      );
    }
    if (simulatedFloor) {
      out.push(
        "",
        `Median of the floor's ${simulatedFloor.runs} simulated audits: performance ${score(simulatedFloor.performance)}, LCP ${sec(simulatedFloor.lcpMs)}, TBT ${msf(simulatedFloor.tbtMs)}.`,
      );
    }
    out.push("");
  }
  return out;
}

/** @param {any} run @returns {string[][]} */
function budgetRows(run) {
  /** @type {string[][]} */
  const rows = [];
  const b = LIGHTHOUSE_BUDGETS;
  const pages = run.lighthouseDevtools ?? [];
  if (pages.length) {
    const floor = floorFigures(run.lighthouseDevtoolsFloor);
    const limits = lighthouseLimits(floor);
    const load = `devtools-throttled load, median of ${run.lighthouseRuns}`;
    /**
     * @param {string} label
     * @param {(p: any) => number | null} get
     * @param {"min" | "max"} worst
     * @param {(v: number) => string} f
     * @param {keyof import("./lighthouse-budgets.mjs").LighthouseVerdicts} key
     * @param {string} [floorText]  the floor figure and the limit it sets
     */
    const row = (label, get, worst, f, key, floorText = "") => {
      const measured = pages
        .map((/** @type {any} */ p) => ({ p, v: get(p) }))
        .sort((/** @type {any} */ x, /** @type {any} */ y) =>
          worst === "min" ? (x.v ?? -1) - (y.v ?? -1) : (y.v ?? Infinity) - (x.v ?? Infinity),
        );
      const w = measured[0];
      /** @type {boolean[]} */
      const verdicts = pages.map((/** @type {any} */ p) => lighthouseVerdicts(p, floor)[key]);
      const failing = verdicts.filter((ok) => !ok).length;
      rows.push([
        label,
        `worst ${w && w.v !== null ? f(w.v) : "–"} (${w?.p.type}, \`${w?.p.path}\`)${floorText}${failing ? `; ${failing} of ${pages.length} pages miss` : ""}`,
        verdict(failing === 0),
      ]);
    };
    const noFloor = " (no floor measured: not judged)";
    row(
      `LCP ≤ floor + ${b.lcpAboveFloorMs / 1000} s (${load}), every page type and state`,
      (p) => p.lcpMs,
      "max",
      (v) => `${(v / 1000).toFixed(2)} s`,
      "lcp",
      floor ? `; floor ${sec(floor.lcpMs)} (median of ${floor.runs}), limit ${sec(limits.lcpMs)}` : noFloor,
    );
    row(
      `TBT ≤ floor + ${b.tbtAboveFloorMs} ms (${load}), every page type and state`,
      (p) => p.tbtMs,
      "max",
      (v) => `${Math.round(v)} ms`,
      "tbt",
      floor ? `; floor ${msf(floor.tbtMs)} (median of ${floor.runs}), limit ${msf(limits.tbtMs)}` : noFloor,
    );
    row(
      `CLS ≤ ${b.cls} (${load}), every page type and state (empty-cart checkout, a chosen currency, a full cart)`,
      (p) => p.cls,
      "max",
      (v) => v.toFixed(3),
      "cls",
    );
    row(
      `Lighthouse accessibility = 1.00 (${load})`,
      (p) => p.scores.accessibility,
      "min",
      (v) => v.toFixed(2),
      "accessibility",
    );
    row(
      `Lighthouse best practices = 1.00 (${load})`,
      (p) => p.scores["best-practices"],
      "min",
      (v) => v.toFixed(2),
      "best-practices",
    );
    row(
      `Lighthouse SEO = 1.00 (${load})`,
      (p) => p.scores.seo,
      "min",
      (v) => v.toFixed(2),
      "seo",
    );
  } else if (run.parts?.includes("lighthouse")) {
    rows.push(["Lighthouse budgets (devtools-throttled load)", "not measured (see the failure above)", verdict(false)]);
  }
  for (const d of run.drawerShifts ?? []) {
    rows.push([
      `Layout shift ≤ ${b.cls} while the cart drawer opens (${d.width} px)`,
      d.error ? `failed: ${d.error}` : `${d.openingShift.toFixed(3)} (\`${d.path}\`)`,
      verdict(!d.error && d.openingShift <= b.cls),
    ]);
  }
  if (run.bundles?.routes?.length) {
    const shopRoutes = run.bundles.routes.filter((/** @type {any} */ r) => r.shop !== false);
    const worst = [...shopRoutes].sort((x, y) => y.aboveFloorBytes - x.aboveFloorBytes)[0];
    const missing = shopRoutes.filter((/** @type {any} */ r) => !r.met).length;
    rows.push([
      `First-load JS ≤ ${BUDGET_ABOVE_FLOOR_KB} kB gzip above the framework floor, every shop route`,
      `worst ${kb(worst.aboveFloorBytes)} kB above (\`${worst.route}\`, ${kb(worst.gzipBytes)} kB total)${missing ? `; ${missing} of ${shopRoutes.length} routes miss` : ""}`,
      verdict(missing === 0),
    ]);
  }
  rows.push(...frontBudgetRows(run));
  if (rows.length === 0) rows.push(["(no budgeted part was run)", "–", "–"]);
  return rows;
}

/**
 * Writes a run below the file's header, replacing the run before it (git keeps that one), and
 * creates the file with the script's header if it has none.
 * @param {string} file @param {string} section
 */
export function writeRun(file, section) {
  mkdirSync(path.dirname(file), { recursive: true });
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  const at = current.indexOf(RUNS_MARKER);
  // Above the marker is the file's own (budgets, how to read a run, what limits the misses): kept
  // as it is, so a run never undoes an edit to it; HEADER only starts a new file.
  const head = at === -1 ? HEADER : `${current.slice(0, at + RUNS_MARKER.length)}\n`;
  writeFileSync(file, `${head}\n${section}`);
}
