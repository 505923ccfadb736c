import { barLength, niceMax } from "@/domain/admin/dashboard-chart";

/*
 * Horizontal bars drawn on the server as SVG: one row per figure with its label and value, so
 * the chart reads without the table beside it. Positions across are percentages of the chart's
 * width and the text keeps its size, so the chart fits a phone and a wide card alike. The SVG
 * is an image named by its title and described by its figures in words.
 */

export type Bar = { key: string; label: string; value: number; display: string };

const ROW = 30;
/** Shares of the width, in percent: the label, the bar's track, the value. */
const LABEL = 38;
const VALUE = 18;
const TRACK = 100 - LABEL - VALUE;
const LONGEST_LABEL = 22;

const shortened = (label: string) =>
  label.length > LONGEST_LABEL ? `${label.slice(0, LONGEST_LABEL - 1).trimEnd()}…` : label;

export function BarChart({ id, title, bars }: { id: string; title: string; bars: readonly Bar[] }) {
  const max = niceMax(Math.max(0, ...bars.map((bar) => bar.value)));
  const height = Math.max(bars.length, 1) * ROW;
  const desc = bars.map((bar) => `${bar.label}: ${bar.display}`).join("; ");
  return (
    <svg
      width="100%"
      height={height}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="text-[13px]"
      data-testid={id}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{desc || "Nothing to show."}</desc>
      {bars.map((bar, index) => {
        const y = index * ROW;
        return (
          <g key={bar.key}>
            <text x="0" y={y + 19} className="fill-parchment">
              {shortened(bar.label)}
            </text>
            <rect x={`${LABEL}%`} y={y + 8} width={`${TRACK}%`} height={14} rx={3} className="fill-stone-raised" />
            <rect
              x={`${LABEL}%`}
              y={y + 8}
              width={`${barLength(bar.value, max, TRACK)}%`}
              height={14}
              rx={3}
              className="fill-gold"
            />
            <text x="100%" y={y + 19} textAnchor="end" className="tabular fill-parchment">
              {bar.display}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
