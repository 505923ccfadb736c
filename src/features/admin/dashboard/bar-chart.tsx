import { barLength, niceMax } from "@/domain/admin/dashboard-chart";

/*
 * Horizontal bars drawn on the server as SVG: one row per figure with its label and value, so
 * the chart reads without the table beside it. The SVG is an image named by its title and
 * described by its figures in words.
 */

export type Bar = { key: string; label: string; value: number; display: string };

const WIDTH = 640;
const ROW = 32;
const LABEL = 170;
const VALUE = 90;

export function BarChart({ id, title, bars }: { id: string; title: string; bars: readonly Bar[] }) {
  const max = niceMax(Math.max(0, ...bars.map((bar) => bar.value)));
  const track = WIDTH - LABEL - VALUE;
  const height = Math.max(bars.length, 1) * ROW;
  const desc = bars.map((bar) => `${bar.label}: ${bar.display}`).join("; ");
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full"
      data-testid={id}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{desc || "Nothing to show."}</desc>
      {bars.map((bar, index) => {
        const y = index * ROW;
        return (
          <g key={bar.key}>
            <text x={0} y={y + 21} className="fill-parchment text-[14px]">
              {bar.label}
            </text>
            <rect x={LABEL} y={y + 8} width={track} height={16} rx={3} className="fill-stone-raised" />
            <rect
              x={LABEL}
              y={y + 8}
              width={barLength(bar.value, max, track)}
              height={16}
              rx={3}
              className="fill-gold"
            />
            <text x={WIDTH} y={y + 21} textAnchor="end" className="tabular fill-parchment text-[14px]">
              {bar.display}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
