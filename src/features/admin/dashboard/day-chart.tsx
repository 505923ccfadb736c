import { columnBars, niceMax } from "@/domain/admin/dashboard-chart";
import { formatUsd } from "@/domain/money/money";

/*
 * Revenue per day as SVG columns, drawn on the server: the scale's top and zero on the left, the
 * period's first and last day under it. The figures themselves are in the table below the chart.
 */

const WIDTH = 640;
const HEIGHT = 180;
const LEFT = 72;
const BOTTOM = 24;

export function DayChart({ days }: { days: readonly { day: string; revenueCents: number }[] }) {
  const max = niceMax(Math.max(0, ...days.map((day) => day.revenueCents)));
  const plot = HEIGHT - BOTTOM;
  const bars = columnBars(
    days.map((day) => day.revenueCents),
    max,
    WIDTH - LEFT,
    plot,
  );
  const total = days.reduce((sum, day) => sum + day.revenueCents, 0);
  const best = days.reduce((top, day) => (day.revenueCents > (top?.revenueCents ?? 0) ? day : top), days[0]);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby="admin-dashboard-days-title admin-dashboard-days-desc"
      className="h-auto w-full"
      data-testid="admin-dashboard-days-chart"
    >
      <title id="admin-dashboard-days-title">Revenue per day</title>
      <desc id="admin-dashboard-days-desc">
        {`${days.length} days from ${days[0]?.day} to ${days.at(-1)?.day}: ${formatUsd(total)} in all` +
          (best && best.revenueCents > 0 ? `, most on ${best.day} (${formatUsd(best.revenueCents)}).` : ".")}
      </desc>
      <line x1={LEFT} x2={WIDTH} y1={plot} y2={plot} className="stroke-stone-line" />
      <text x={LEFT - 8} y={12} textAnchor="end" className="tabular fill-parchment-muted text-[12px]">
        {formatUsd(max)}
      </text>
      <text x={LEFT - 8} y={plot} textAnchor="end" className="tabular fill-parchment-muted text-[12px]">
        $0
      </text>
      <g transform={`translate(${LEFT} 0)`}>
        {bars.map((bar, index) => (
          <rect key={days[index]?.day} {...bar} rx={1} className="fill-gold" />
        ))}
      </g>
      <text x={LEFT} y={HEIGHT - 4} className="fill-parchment-muted text-[12px]">
        {days[0]?.day}
      </text>
      <text x={WIDTH} y={HEIGHT - 4} textAnchor="end" className="fill-parchment-muted text-[12px]">
        {days.at(-1)?.day}
      </text>
    </svg>
  );
}
