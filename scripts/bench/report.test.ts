import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { LighthousePage } from "./lighthouse-budgets.mjs";
import { RUNS_MARKER, renderRun, writeRun } from "./report.mjs";

/** One devtools audit: every category at 1.00 unless said. */
function audit(figures: Partial<LighthousePage> & { lcpMs: number; tbtMs: number }): LighthousePage {
  return {
    type: "home",
    path: "/",
    scores: { performance: 0.9, accessibility: 1, "best-practices": 1, seo: 1 },
    fcpMs: figures.lcpMs,
    cls: 0,
    failing: [],
    ...figures,
  };
}

/** A run of the Lighthouse part alone, as run.mjs assembles it. */
function lighthouseRun(extra: Record<string, unknown> = {}) {
  return {
    startedAt: "2026-12-06T09:23:41.000Z",
    commit: "0cecb39",
    machine: { cpu: "AMD EPYC", cores: 2, ramGiB: 24, node: "v20.20.2", os: "Debian GNU/Linux 12" },
    durationMs: 1_200_000,
    parts: ["lighthouse"],
    build: { reused: false, ms: 49_280 },
    lighthouseRuns: 3,
    lighthouseFloorRuns: 3,
    lighthouseDevtools: [
      {
        ...audit({ type: "cape page", path: "/fire-cape", lcpMs: 1_050, tbtMs: 200 }),
        samples: [
          { lcpMs: 1_000, tbtMs: 180 },
          { lcpMs: 1_050, tbtMs: 200 },
          { lcpMs: 1_090, tbtMs: 240 },
        ],
      },
      audit({ type: "boss list", path: "/osrs-pvm", lcpMs: 1_400, tbtMs: 250 }),
    ],
    lighthouseDevtoolsFloor: [
      audit({ type: "framework floor", lcpMs: 800, tbtMs: 150 }),
      audit({ type: "framework floor", lcpMs: 790, tbtMs: 190 }),
      audit({ type: "framework floor", lcpMs: 850, tbtMs: 170 }),
    ],
    ...extra,
  };
}

describe("a run's report", () => {
  it("judges LCP and TBT beside the floor measured in the same run, naming the worst page and how many miss", () => {
    const text = renderRun(lighthouseRun());
    expect(text).toContain("## Run of 2026-12-06 09:23 UTC, commit 0cecb39");
    expect(text).toContain("- Build: built by this run in 49.28 s");
    const lcp = text.split("\n").find((line) => line.startsWith("| LCP ≤ floor + 0.3 s"));
    expect(lcp).toContain("worst 1.40 s (boss list, `/osrs-pvm`); floor 0.80 s (median of 3), limit 1.10 s");
    expect(lcp).toContain("1 of 2 pages miss");
    expect(lcp).toMatch(/\| \*\*missed\*\* \|$/);
    const tbt = text.split("\n").find((line) => line.startsWith("| TBT ≤ floor + 100 ms"));
    expect(tbt).toMatch(/\| met \|$/);
    // Each page's row: the median with its audits' spread, and what it misses.
    expect(text).toContain("| 1.05 s (1.00–1.09 s) | 200 ms (180–240 ms) |");
    expect(text).toMatch(/\| boss list \| `\/osrs-pvm` .*\| \*\*missed\*\*: LCP \|/);
    expect(text).toContain("Median of its 3 audits: FCP 0.80 s, LCP 0.80 s, TBT 170 ms");
  });

  it("misses LCP and TBT when no floor was measured, and says which part failed", () => {
    const text = renderRun(
      lighthouseRun({ lighthouseDevtoolsFloor: [], errors: { bundles: "next build failed\nstack…" } }),
    );
    expect(text).toContain("- **bundles failed**: next build failed");
    expect(text).not.toContain("stack…");
    expect(text).toContain("The framework floor was not measured: LCP and TBT are not judged (missed).");
    const tbt = text.split("\n").find((line) => line.startsWith("| TBT ≤ floor + 100 ms"));
    expect(tbt).toContain("(no floor measured: not judged)");
    expect(tbt).toMatch(/\| \*\*missed\*\* \|$/);
  });
});

describe("writing a run", () => {
  let dir = "";
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("keeps the file's own text above the marker and replaces the run before", () => {
    dir = mkdtempSync(join(tmpdir(), "bench-report-"));
    const file = join(dir, "benchmarks.md");
    writeRun(file, "## Run one\n");
    const created = readFileSync(file, "utf8");
    expect(created).toContain(RUNS_MARKER);
    expect(created).toContain("## Run one");

    // An edit above the marker (what limits the budgets) survives the next run; the old run goes.
    writeFileSync(file, created.replace(RUNS_MARKER, `## What limits them\n\nEdited by hand.\n\n${RUNS_MARKER}`));
    writeRun(file, "## Run two\n");
    const next = readFileSync(file, "utf8");
    expect(next).toContain("Edited by hand.");
    expect(next).toContain("## Run two");
    expect(next).not.toContain("## Run one");
    expect(next.indexOf("Edited by hand.")).toBeLessThan(next.indexOf("## Run two"));
  });
});
