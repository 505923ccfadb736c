// Types of report.mjs for the TypeScript that imports it (its test).

/** The line below which each run's section is written; the file's own text is above it. */
export const RUNS_MARKER: string;

/** The markdown section of one run, from the result object run.mjs assembles. */
export function renderRun(run: unknown): string;
/** Writes a run below the file's own text, replacing the run before it. */
export function writeRun(file: string, section: string): void;
