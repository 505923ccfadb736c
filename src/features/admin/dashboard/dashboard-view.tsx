import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import type { DashboardFigures } from "@/domain/admin/dashboard-figures";
import { describePeriod } from "@/domain/admin/dashboard-period";
import { dashboardSearch } from "@/domain/api/admin-dashboard";
import { DaysSection } from "./days-section";
import { FunnelSection } from "./funnel-section";
import { StatusSection } from "./status-section";
import { SummaryFigures } from "./summary-figures";
import { TopSellersSection } from "./top-sellers-section";

/** The figures of one period, as the page shows them and the export writes them. */
export function DashboardView({ figures }: { figures: DashboardFigures }) {
  const search = dashboardSearch({ days: figures.period.days, tests: figures.includeTest });
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-parchment" data-testid="admin-dashboard-period">
          {describePeriod(figures.period)}
        </p>
        <a
          href={`/api/admin/dashboard/export?${search}`}
          download
          className={buttonClass({ variant: "secondary", pad: 4 })}
          data-testid="admin-dashboard-export"
        >
          Export CSV
        </a>
      </div>
      <Notice className="p-4" data-testid="admin-dashboard-mode">
        {figures.includeTest
          ? "Test orders are included: orders placed in demo or test mode count with the live ones."
          : "Test orders are left out: only live orders count. Tick “Include test orders” to count them."}
      </Notice>
      <SummaryFigures figures={figures} />
      <Card tone="night" className="p-4 text-sm text-parchment-muted" data-testid="admin-dashboard-definitions">
        <p>
          <strong className="text-parchment">Revenue</strong> is what customers paid for the orders placed in the period
          that are paid (partly refunded ones included), less what was refunded of them. Fully refunded and disputed
          orders add nothing. <strong className="text-parchment">Average order value</strong> is revenue divided by
          those paid orders. Top products and lines count those orders' lines at what each line charged, before refunds.
          Days are UTC days.
        </p>
      </Card>
      <DaysSection figures={figures} />
      <div className="grid gap-6 lg:grid-cols-2">
        <StatusSection figures={figures} />
        <FunnelSection figures={figures} />
        <TopSellersSection
          id="admin-dashboard-top-products"
          title="Top products"
          countHeader="Orders"
          sellers={figures.topProducts}
        />
        <TopSellersSection
          id="admin-dashboard-top-lines"
          title="Top lines"
          countHeader="Order lines"
          sellers={figures.topLines}
        />
      </div>
    </>
  );
}
