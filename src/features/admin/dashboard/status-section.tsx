import type { DashboardFigures } from "@/domain/admin/dashboard-figures";
import { BarChart } from "./bar-chart";
import { FigureSection } from "./figure-section";
import { FigureTable } from "./figure-table";

/** Orders placed in the period, counted by their payment status now. */
export function StatusSection({ figures }: { figures: DashboardFigures }) {
  return (
    <FigureSection id="admin-dashboard-statuses" title="Orders by status">
      <BarChart
        id="admin-dashboard-statuses-chart"
        title="Orders by status"
        bars={figures.byStatus.map((entry) => ({
          key: entry.status,
          label: entry.status,
          value: entry.orders,
          display: String(entry.orders),
        }))}
      />
      <FigureTable
        caption="Orders by status"
        columns={[{ header: "Status" }, { header: "Orders", align: "right" }]}
        rows={figures.byStatus.map((entry) => ({ key: entry.status, cells: [entry.status, String(entry.orders)] }))}
        empty="No orders."
        testId="admin-dashboard-status-table"
      />
    </FigureSection>
  );
}
