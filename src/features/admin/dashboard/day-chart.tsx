import { columnBars, niceMax } from "@/domain/admin/dashboard-chart";
import { formatUsd } from "@/domain/money/money";

/*
 * Revenue per day as SVG columns, drawn on the server: a line at the scale's top with its amount,
 * the zero line, the period's first and last day under it. Positions across are percentages of
 * the width and the text keeps its size, so the chart fits a phone and a wide page alike. The
 * figures themselves are in the table below the chart.
 */

const HEIGHT = 200;
const TOP = 20;
const BOTTOM = 24;

export function DayChart({ days }: { days: readonly { day: string; revenueCents: number }[] }) {
  const max = niceMax(Math.max(0, ...days.map((day) => day.revenueCents)));
  const plot = HEIGHT - TOP - BOTTOM;
  const bars = columnBars(
    days.map((day) => day.revenueCents),
    max,
    100,
    plot,
  );
  const total = days.reduce((sum, day) => sum + day.revenueCents, 0);
  const best = days.reduce((top, day) => (day.revenueCents > (top?.revenueCents ?? 0) ? day : top), days[0]);
  return (
    <svg
      width="100%"
      height={HEIGHT}
      role="img"
      aria-labelledby="admin-dashboard-days-title admin-dashboard-days-desc"
      className="text-[12px]"
      data-testid="admin-dashboard-days-chart"
    >
      <title id="admin-dashboard-days-title">Revenue per day</title>
      <desc id="admin-dashboard-days-desc">
        {`${days.length} days from ${days[0]?.day} to ${days.at(-1)?.day}: ${formatUsd(total)} in all` +
          (best && best.revenueCents > 0 ? `, most on ${best.day} (${formatUsd(best.revenueCents)}).` : ".")}
      </desc>
      <text x="0" y={12} className="tabular fill-parchment-muted">
        {formatUsd(max)}
      </text>
      <line x1="0" x2="100%" y1={TOP} y2={TOP} strokeDasharray="4 4" className="stroke-stone-line" />
      <line x1="0" x2="100%" y1={TOP + plot} y2={TOP + plot} className="stroke-parchment-muted" />
      {bars.map((bar, index) => (
        <rect
          key={days[index]?.day}
          x={`${bar.x}%`}
          y={TOP + bar.y}
          width={`${bar.width}%`}
          height={bar.height}
          rx={1}
          className="fill-gold"
        />
      ))}
      <text x="0" y={HEIGHT - 6} className="fill-parchment-muted">
        {days[0]?.day}
      </text>
      <text x="100%" y={HEIGHT - 6} textAnchor="end" className="fill-parchment-muted">
        {days.at(-1)?.day}
      </text>
    </svg>
  );
}
