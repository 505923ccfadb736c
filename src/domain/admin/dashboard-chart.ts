/*
 * The geometry of the dashboard's SVG charts, drawn on the server: a scale with a round top so
 * the axis reads easily, and bars as rectangles in the chart's own units. Heights are whole
 * tenths of a unit, so the markup is the same on every render.
 */

const STEPS = [1, 2, 2.5, 5, 10];

/** The smallest of 1, 2, 2.5 or 5 times a power of ten at or above `value`; 1 for nothing. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = STEPS.find((candidate) => candidate * power >= value) ?? 10;
  return step * power;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/** A bar's length out of `full` for `value` on a scale of 0..max; a non-zero value shows at least a sliver. */
export function barLength(value: number, max: number, full: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.max(tenth((value / max) * full), 1);
}

export type ColumnBar = { x: number; y: number; width: number; height: number };

/** One column per value across `width`, standing on the bottom of `height`, a gap of a fifth between them. */
export function columnBars(values: readonly number[], max: number, width: number, height: number): ColumnBar[] {
  const slot = values.length === 0 ? width : width / values.length;
  const barWidth = tenth(slot * 0.8);
  return values.map((value, index) => {
    const barHeight = barLength(value, max, height);
    return { x: tenth(index * slot + slot * 0.1), y: tenth(height - barHeight), width: barWidth, height: barHeight };
  });
}
