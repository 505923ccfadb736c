// @ts-check
// What the Lighthouse budgets judge, as pure functions of the figures (no browser, no Lighthouse):
// each page type's judged audits folded into medians, the framework floor's medians, the limits
// they set and each page's verdicts. The budgets read the devtools-throttled load (Chromium itself
// applies the latency, bandwidth and CPU slowdown, and the metrics are observed); Lantern's
// simulated figures are kept for the record only, because its model charges the first paint with
// script chunks that the real load does not wait for.

/** Devtools audits per page type in a run; each metric is the median of these. */
export const JUDGED_RUNS = 3;
/** Devtools audits of the framework floor; its medians set the limits. More than a page gets: the
 * floor's TBT alone moved by 50 to 170 ms between audits of one run on this machine. */
export const FLOOR_RUNS = 5;
/** Simulated audits of the framework floor, reported beside the simulated pages (not judged). */
export const SIMULATED_FLOOR_RUNS = 3;

/**
 * Every limit a page type is held to. LCP and TBT are above the floor measured in the same run,
 * because this machine's noise moves both alike. Lighthouse's performance score is reported, not
 * judged: it is a weighted blend of these same metrics (and of Speed Index), so it adds no limit.
 */
export const LIGHTHOUSE_BUDGETS = {
  lcpAboveFloorMs: 300,
  tbtAboveFloorMs: 100,
  cls: 0.01,
  accessibility: 1,
  "best-practices": 1,
  seo: 1,
};

/**
 * @typedef {object} LighthousePage
 * @property {string} type
 * @property {string} path
 * @property {Record<string, number | null>} scores
 * @property {number | null} [fcpMs]
 * @property {number | null} lcpMs
 * @property {number | null} tbtMs
 * @property {number | null} cls
 * @property {string[]} failing  audit ids (with a short value) scoring below 0.9; for a page of
 *   several audits, each id once with every audit's value, and "k of n audits" when it did not
 *   fail in all of them
 * @property {string} [error]
 * @property {string} [note]
 * @property {number | null} [seoWithIndexing]  for a noindex page, Lighthouse's own SEO score, which
 *   counts the noindex against it; `scores.seo` is then the score without that one audit
 * @property {number} [audits]  how many audits the figures are the medians of
 * @property {{ lcpMs: number | null, tbtMs: number | null, cls: number | null }[]} [samples]
 *   each audit's own figures, in the order they ran
 */

/**
 * @typedef {object} FloorFigures  medians of the framework floor's audits
 * @property {number | null} performance
 * @property {number | null} fcpMs
 * @property {number | null} lcpMs
 * @property {number | null} tbtMs
 * @property {number} runs
 */

/** @param {(number | null | undefined)[]} values @returns {number | null} */
export function median(values) {
  const sorted = /** @type {number[]} */ (values.filter((v) => typeof v === "number")).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  const upper = /** @type {number} */ (sorted[mid]);
  const lower = /** @type {number} */ (sorted[mid - 1] ?? upper);
  return sorted.length % 2 ? upper : (lower + upper) / 2;
}

/**
 * One page type's audits as one row: each metric and each category score is the median of that
 * metric over the audits that finished (median per metric, not the audit with the median score, so
 * one audit's slow paint and another's long task are not read together). An audit that failed is
 * left out; if every one failed, the row carries the first error.
 * @param {LighthousePage[]} audits  the same page type, in the order they ran
 * @returns {LighthousePage}
 */
export function medianAudit(audits) {
  const first = audits[0];
  if (!first) throw new Error("medianAudit needs at least one audit");
  const done = audits.filter((a) => !a.error);
  if (!done.length) return first;
  const rest = /** @type {LighthousePage} */ (done[0]);
  /** @type {Record<string, number | null>} */
  const scores = {};
  for (const id of Object.keys(rest.scores)) scores[id] = median(done.map((a) => a.scores[id]));
  // Grouped by audit id: the value beside it ("total-blocking-time (470 ms)") differs between audits.
  /** @type {Map<string, { count: number, values: string[] }>} */
  const failures = new Map();
  for (const audit of done) {
    for (const entry of audit.failing) {
      const [id = entry, ...rest] = entry.split(" ");
      const value = rest.join(" ").replace(/^\((.*)\)$/, "$1");
      const seen = failures.get(id) ?? { count: 0, values: [] };
      seen.count++;
      if (value && !seen.values.includes(value)) seen.values.push(value);
      failures.set(id, seen);
    }
  }
  const withIndexing = done.map((a) => a.seoWithIndexing).filter((v) => typeof v === "number");
  return {
    ...rest,
    scores,
    fcpMs: median(done.map((a) => a.fcpMs)),
    lcpMs: median(done.map((a) => a.lcpMs)),
    tbtMs: median(done.map((a) => a.tbtMs)),
    cls: median(done.map((a) => a.cls)),
    failing: [...failures]
      .map(([id, { count, values }]) => {
        const shown = values.join(" / ");
        if (count === done.length) return shown ? `${id} (${shown})` : id;
        return `${id} (${count} of ${done.length} audits${shown ? `: ${shown}` : ""})`;
      })
      .sort(),
    ...(withIndexing.length ? { seoWithIndexing: median(withIndexing) } : {}),
    audits: done.length,
    samples: done.map((a) => ({ lcpMs: a.lcpMs, tbtMs: a.tbtMs, cls: a.cls })),
  };
}

/**
 * The floor each page is judged against: the medians of the framework floor's audits in this run.
 * @param {LighthousePage[] | undefined} floorPages @returns {FloorFigures | null}
 */
export function floorFigures(floorPages) {
  const runs = (floorPages ?? []).filter((p) => !p.error);
  if (!runs.length) return null;
  return {
    performance: median(runs.map((p) => p.scores.performance)),
    fcpMs: median(runs.map((p) => p.fcpMs)),
    lcpMs: median(runs.map((p) => p.lcpMs)),
    tbtMs: median(runs.map((p) => p.tbtMs)),
    runs: runs.length,
  };
}

/** The limits a page must meet, given the floor (null: no floor measured, those budgets cannot be judged). */
export function lighthouseLimits(/** @type {FloorFigures | null} */ floor) {
  const b = LIGHTHOUSE_BUDGETS;
  return {
    lcpMs: floor?.lcpMs == null ? null : floor.lcpMs + b.lcpAboveFloorMs,
    tbtMs: floor?.tbtMs == null ? null : floor.tbtMs + b.tbtAboveFloorMs,
  };
}

/**
 * Met (true) or missed (false) for each budget; a figure not measured, or a limit without its
 * floor, is missed: a budget is never met by default.
 * @param {LighthousePage} page @param {FloorFigures | null} floor
 */
export function lighthouseVerdicts(page, floor) {
  const b = LIGHTHOUSE_BUDGETS;
  const limits = lighthouseLimits(floor);
  /** @param {number | null | undefined} value @param {number | null} min */
  const atLeast = (value, min) => typeof value === "number" && min !== null && value >= min - 1e-9;
  /** @param {number | null | undefined} value @param {number | null} max */
  const atMost = (value, max) => typeof value === "number" && max !== null && value <= max + 1e-9;
  const ok = !page.error;
  return {
    accessibility: ok && atLeast(page.scores.accessibility, b.accessibility),
    "best-practices": ok && atLeast(page.scores["best-practices"], b["best-practices"]),
    seo: ok && atLeast(page.scores.seo, b.seo),
    lcp: ok && atMost(page.lcpMs, limits.lcpMs),
    tbt: ok && atMost(page.tbtMs, limits.tbtMs),
    cls: ok && atMost(page.cls, b.cls),
  };
}

/** The budgets' names as the run's tables write them, in the order of lighthouseVerdicts. */
export const VERDICT_NAMES = /** @type {const} */ ({
  lcp: "LCP",
  tbt: "TBT",
  cls: "CLS",
  accessibility: "accessibility",
  "best-practices": "best practices",
  seo: "SEO",
});

/**
 * The budgets a page misses, by name ("LCP", "TBT"…); empty when it meets them all.
 * @param {LighthousePage} page @param {FloorFigures | null} floor @returns {string[]}
 */
export function missedBudgets(page, floor) {
  const verdicts = lighthouseVerdicts(page, floor);
  return /** @type {(keyof typeof VERDICT_NAMES)[]} */ (Object.keys(VERDICT_NAMES))
    .filter((key) => !verdicts[key])
    .map((key) => VERDICT_NAMES[key]);
}
