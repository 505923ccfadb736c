// Types of lighthouse-budgets.mjs for the TypeScript that imports it (its test).

export interface LighthousePage {
  type: string;
  path: string;
  scores: Record<string, number | null>;
  fcpMs?: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  failing: string[];
  error?: string;
  note?: string;
  seoWithIndexing?: number | null;
  audits?: number;
  samples?: { lcpMs: number | null; tbtMs: number | null; cls: number | null }[];
}

export interface FloorFigures {
  performance: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  runs: number;
}

export interface LighthouseVerdicts {
  accessibility: boolean;
  "best-practices": boolean;
  seo: boolean;
  lcp: boolean;
  tbt: boolean;
  cls: boolean;
}

export const JUDGED_RUNS: number;
export const FLOOR_RUNS: number;
export const SIMULATED_FLOOR_RUNS: number;
export const LIGHTHOUSE_BUDGETS: {
  lcpAboveFloorMs: number;
  tbtAboveFloorMs: number;
  cls: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
};
export const VERDICT_NAMES: Readonly<Record<keyof LighthouseVerdicts, string>>;

export function median(values: (number | null | undefined)[]): number | null;
export function medianAudit(audits: LighthousePage[]): LighthousePage;
export function floorFigures(floorPages: LighthousePage[] | undefined): FloorFigures | null;
export function lighthouseLimits(floor: FloorFigures | null): { lcpMs: number | null; tbtMs: number | null };
export function lighthouseVerdicts(page: LighthousePage, floor: FloorFigures | null): LighthouseVerdicts;
export function missedBudgets(page: LighthousePage, floor: FloorFigures | null): string[];
