import { formatCount } from "@/domain/money/format-amount";

/*
 * The progress figure an operator reports on a service while working on it, in the unit that fits
 * the service: kills for a boss, XP for a skill, percent for anything else. Whole numbers only;
 * a percent is out of 100. The figure is checked here so the back office and the API refuse the
 * same things with the same words.
 */

export const PROGRESS_UNITS = ["percent", "kills", "xp", "levels", "items", "tasks"] as const;
export type ProgressUnit = (typeof PROGRESS_UNITS)[number];

export type Progress = { done: number; target: number; unit: ProgressUnit };

/** The highest figure anything in the game reaches: 200 million XP in a skill. */
export const PROGRESS_MAX = 200_000_000;

const UNIT_WORDS: Record<ProgressUnit, string> = {
  percent: "%",
  kills: "kills",
  xp: "XP",
  levels: "levels",
  items: "items",
  tasks: "tasks",
};

export function isProgressUnit(value: string): value is ProgressUnit {
  return (PROGRESS_UNITS as readonly string[]).includes(value);
}

/** The unit's name as an operator picks it. */
export function progressUnitLabel(unit: ProgressUnit): string {
  return unit === "percent" ? "percent" : UNIT_WORDS[unit];
}

export type ProgressCheck = { ok: true; progress: Progress } | { ok: false; field: "done" | "target"; reason: string };

/** A reported figure, checked: percent always counts to 100. */
export function checkProgress(input: { done: number; target?: number; unit: ProgressUnit }): ProgressCheck {
  const target = input.unit === "percent" ? 100 : input.target;
  if (!Number.isInteger(input.done) || input.done < 0 || input.done > PROGRESS_MAX) {
    return { ok: false, field: "done", reason: "Enter a whole number of 0 or more." };
  }
  if (target === undefined || !Number.isInteger(target) || target < 1 || target > PROGRESS_MAX) {
    return { ok: false, field: "target", reason: "Enter the goal as a whole number of 1 or more." };
  }
  if (input.done > target) {
    return { ok: false, field: "done", reason: `Done cannot be more than the goal (${formatCount(target)}).` };
  }
  return { ok: true, progress: { done: input.done, target, unit: input.unit } };
}

/** Whole percent done, rounded down so 99.6 % never reads as finished. */
export function progressPercent(progress: Progress): number {
  return Math.floor((progress.done * 100) / progress.target);
}

/** "40%", "120 of 250 kills", "1,250,000 of 13,034,431 XP": how the customer reads it. */
export function progressText(progress: Progress): string {
  if (progress.unit === "percent") return `${progress.done}%`;
  return `${formatCount(progress.done)} of ${formatCount(progress.target)} ${UNIT_WORDS[progress.unit]}`;
}

/** The unit an operator most likely wants for an order's first line of work. */
export function suggestedUnit(lineIds: readonly string[]): ProgressUnit {
  if (lineIds.some((id) => id === "pvm" || id === "raids" || id === "dt2" || id === "ca-boss")) return "kills";
  if (lineIds.includes("skills")) return "xp";
  if (lineIds.includes("ironman-gathering")) return "items";
  return "percent";
}
