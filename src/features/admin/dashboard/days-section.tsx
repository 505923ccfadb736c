import type { DashboardFigures } from "@/domain/admin/dashboard-figures";
import { formatUsd } from "@/domain/money/money";
import { DayChart } from "./day-chart";
import { FigureSection } from "./figure-section";
import { FigureTable } from "./figure-table";

/** Revenue per UTC day, the chart first and every day's figures a click away. */
export function DaysSection({ figures }: { figures: DashboardFigures }) {
  return (
    <FigureSection id="admin-dashboard-days" title="Revenue per day">
      <DayChart days={figures.days} />
      <details className="text-parchment">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-gold">Figures per day</summary>
        <FigureTable
          caption="Revenue per day"
          columns={[
            { header: "Day (UTC)" },
            { header: "Paid orders", align: "right" },
            { header: "Revenue", align: "right" },
          ]}
          rows={figures.days.map((day) => ({
            key: day.day,
            cells: [day.day, String(day.orders), formatUsd(day.revenueCents)],
          }))}
          empty="No days."
          testId="admin-dashboard-days-table"
        />
      </details>
    </FigureSection>
  );
}
