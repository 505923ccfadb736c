import { levelY, linePoints, type StockPoint, seriesScale } from "@/domain/gold/gold-book";
import { formatTenths } from "@/domain/gold/gold-units";

/*
 * The stock at the end of each day as two lines, drawn on the server: on hand (gold) and available
 * (ember, dashed, so the two read apart without colour). The lines are drawn in a box of their own
 * that stretches to the width, so the chart fits a phone and a wide page alike; the text keeps its
 * size around it. The SVG is an image named by its title and told in words by its description, and
 * the figures of every day are in the table under it.
 */

const HEIGHT = 220;
const TOP = 20;
const BOTTOM = 24;
const PLOT = HEIGHT - TOP - BOTTOM;
const WIDTH = 1_000;

/** The chart's words: the period, where each line ended, and the lowest available day. */
export function describeSeries(series: readonly StockPoint[]): string {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return "No days to show.";
  const lowest = series.reduce((low, point) => (point.availableTenths < low.availableTenths ? point : low), first);
  return (
    `${series.length} days from ${first.day} to ${last.day}. On hand went from ${formatTenths(first.onHandTenths)} ` +
    `to ${formatTenths(last.onHandTenths)}; available from ${formatTenths(first.availableTenths)} to ` +
    `${formatTenths(last.availableTenths)}, lowest ${formatTenths(lowest.availableTenths)} on ${lowest.day}.`
  );
}

export function StockChart({ series }: { series: readonly StockPoint[] }) {
  const scale = seriesScale(series.flatMap((point) => [point.onHandTenths, point.availableTenths]));
  const onHand = linePoints(
    series.map((point) => point.onHandTenths),
    scale,
    WIDTH,
    PLOT,
  );
  const available = linePoints(
    series.map((point) => point.availableTenths),
    scale,
    WIDTH,
    PLOT,
  );
  return (
    <div className="grid gap-2">
      <svg
        width="100%"
        height={HEIGHT}
        role="img"
        aria-labelledby="admin-gold-chart-title admin-gold-chart-desc"
        className="text-[12px]"
        data-testid="admin-gold-chart"
      >
        <title id="admin-gold-chart-title">Gold stock at the end of each day</title>
        <desc id="admin-gold-chart-desc">{describeSeries(series)}</desc>
        <text x="0" y={12} className="tabular fill-parchment-muted">
          {formatTenths(scale.max)}
        </text>
        <line x1="0" x2="100%" y1={TOP} y2={TOP} strokeDasharray="4 4" className="stroke-stone-line" />
        <line
          x1="0"
          x2="100%"
          y1={TOP + levelY(0, scale, PLOT)}
          y2={TOP + levelY(0, scale, PLOT)}
          className="stroke-parchment-muted"
        />
        {scale.min < 0 && (
          <text x="0" y={TOP + PLOT - 4} className="tabular fill-parchment-muted">
            {formatTenths(scale.min)}
          </text>
        )}
        <svg
          x="0"
          y={TOP}
          width="100%"
          height={PLOT}
          viewBox={`0 0 ${WIDTH} ${PLOT}`}
          preserveAspectRatio="none"
          overflow="visible"
          aria-hidden="true"
        >
          <polyline
            points={onHand}
            fill="none"
            strokeWidth={2.5}
            vectorEffect="non-scaling-stroke"
            strokeLinejoin="round"
            className="stroke-gold"
            data-testid="admin-gold-chart-on-hand"
          />
          <polyline
            points={available}
            fill="none"
            strokeWidth={2.5}
            strokeDasharray="6 4"
            vectorEffect="non-scaling-stroke"
            strokeLinejoin="round"
            className="stroke-ember"
            data-testid="admin-gold-chart-available"
          />
        </svg>
        <text x="0" y={HEIGHT - 6} className="fill-parchment-muted">
          {series[0]?.day}
        </text>
        <text x="100%" y={HEIGHT - 6} textAnchor="end" className="fill-parchment-muted">
          {series.at(-1)?.day}
        </text>
      </svg>
      <ul className="flex flex-wrap gap-4 text-sm text-parchment-muted" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="inline-block h-0.5 w-6 bg-gold" /> On hand
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block h-0 w-6 border-t-2 border-dashed border-ember" /> Available
        </li>
      </ul>
    </div>
  );
}
