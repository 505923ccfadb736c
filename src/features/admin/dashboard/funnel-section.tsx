import { type DashboardFigures, stepRate } from "@/domain/admin/dashboard-figures";
import { BarChart } from "./bar-chart";
import { FigureSection } from "./figure-section";
import { FigureTable } from "./figure-table";

/** Carts with items, orders placed, orders paid: each step with its share of the step before. */
export function FunnelSection({ figures }: { figures: DashboardFigures }) {
  const rows = figures.funnel.map((step, index) => ({
    key: step.key,
    cells: [
      step.label,
      String(step.count),
      index === 0 ? "" : stepRate(step.count, figures.funnel[index - 1]?.count ?? 0),
    ],
  }));
  return (
    <FigureSection id="admin-dashboard-funnel" title="Funnel">
      <BarChart
        id="admin-dashboard-funnel-chart"
        title="Funnel: carts with items, orders placed, orders paid"
        bars={figures.funnel.map((step) => ({
          key: step.key,
          label: step.label,
          value: step.count,
          display: String(step.count),
        }))}
      />
      <FigureTable
        caption="Funnel"
        columns={[
          { header: "Step" },
          { header: "Count", align: "right" },
          { header: "Of step before", align: "right" },
        ]}
        rows={rows}
        empty="Nothing yet."
        testId="admin-dashboard-funnel-table"
      />
    </FigureSection>
  );
}
