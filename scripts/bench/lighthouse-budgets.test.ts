import { describe, expect, it } from "vitest";
import {
  floorFigures,
  type LighthousePage,
  lighthouseLimits,
  lighthouseVerdicts,
  medianAudit,
  missedBudgets,
} from "./lighthouse-budgets.mjs";

/** One devtools audit of a page: every category at 1.00 unless said. */
function audit(figures: Partial<LighthousePage> & { lcpMs: number; tbtMs: number }): LighthousePage {
  return {
    type: "home",
    path: "/",
    scores: { performance: 0.9, accessibility: 1, "best-practices": 1, seo: 1 },
    cls: 0,
    failing: [],
    ...figures,
  };
}

describe("the floor's medians", () => {
  it("are each metric's median over the floor's audits, leaving failed audits out", () => {
    const floor = floorFigures([
      audit({ lcpMs: 790, tbtMs: 199 }),
      audit({ lcpMs: 740, tbtMs: 143 }),
      audit({ lcpMs: 760, tbtMs: 260 }),
      audit({ lcpMs: 900, tbtMs: 120 }),
      audit({ lcpMs: 750, tbtMs: 150 }),
      audit({ lcpMs: 0, tbtMs: 0, error: "NO_FCP: the page painted nothing" }),
    ]);
    expect(floor).toMatchObject({ lcpMs: 760, tbtMs: 150, runs: 5 });
    expect(lighthouseLimits(floor)).toEqual({ lcpMs: 1060, tbtMs: 250 });
  });

  it("are absent without a measured floor, and then LCP and TBT are missed, never met by default", () => {
    expect(floorFigures([])).toBeNull();
    expect(lighthouseVerdicts(audit({ lcpMs: 100, tbtMs: 0 }), null)).toMatchObject({
      lcp: false,
      tbt: false,
      cls: true,
    });
  });
});

describe("a page type's judged figures", () => {
  it("are the median of each metric separately, with each audit's figures kept", () => {
    const page = medianAudit([
      audit({ lcpMs: 1700, tbtMs: 120, cls: 0.002, failing: ["unused-javascript (Potential savings of 50 KiB)"] }),
      audit({
        lcpMs: 1830,
        tbtMs: 446,
        cls: 0,
        failing: ["total-blocking-time (450 ms)", "unused-javascript (Potential savings of 50 KiB)"],
      }),
      audit({
        lcpMs: 1660,
        tbtMs: 201,
        cls: 0.001,
        failing: ["is-crawlable", "unused-javascript (Potential savings of 51 KiB)"],
      }),
    ]);
    expect(page).toMatchObject({ lcpMs: 1700, tbtMs: 201, cls: 0.001, audits: 3 });
    expect(page.samples?.map((s) => s.tbtMs)).toEqual([120, 446, 201]);
    expect(page.failing).toEqual([
      "is-crawlable (1 of 3 audits)",
      "total-blocking-time (1 of 3 audits: 450 ms)",
      "unused-javascript (Potential savings of 50 KiB / Potential savings of 51 KiB)",
    ]);
  });
});

describe("the verdicts", () => {
  const floor = { performance: 0.99, fcpMs: 760, lcpMs: 760, tbtMs: 150, runs: 5 };

  it("meet LCP at floor + 0.3 s and TBT at floor + 100 ms exactly, and miss just above", () => {
    expect(missedBudgets(audit({ lcpMs: 1060, tbtMs: 250 }), floor)).toEqual([]);
    expect(missedBudgets(audit({ lcpMs: 1061, tbtMs: 251 }), floor)).toEqual(["LCP", "TBT"]);
  });

  it("hold CLS to 0.01 and accessibility, best practices and SEO to 1.00, whatever the performance score", () => {
    const page = audit({
      lcpMs: 800,
      tbtMs: 160,
      cls: 0.011,
      scores: { performance: 0.5, accessibility: 0.98, "best-practices": 1, seo: 0.99 },
    });
    expect(missedBudgets(page, floor)).toEqual(["CLS", "accessibility", "SEO"]);
  });

  it("miss every budget of a page whose audits all failed", () => {
    const failed = audit({ lcpMs: 800, tbtMs: 160, error: "PROTOCOL_TIMEOUT" });
    expect(Object.values(lighthouseVerdicts(failed, floor)).every((met) => !met)).toBe(true);
  });
});
