import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import type { DashboardFigures } from "@/domain/admin/dashboard-figures";
import { describePeriod } from "@/domain/admin/dashboard-period";
import { dashboardSearch } from "@/domain/api/admin-dashboard";
import type { PaymentMode } from "@/domain/checkout/payment-mode";
import { DaysSection } from "./days-section";
import { FunnelSection } from "./funnel-section";
import { StatusSection } from "./status-section";
import { SummaryFigures } from "./summary-figures";
import { TopSellersSection } from "./top-sellers-section";

/** What the banner says of the orders counted, and of the shop's mode when it takes no real money. */
function ordersBanner(figures: DashboardFigures, mode: PaymentMode): string {
  if (figures.orders === "live") {
    return mode === "live"
      ? "Live orders only: real payments. Test orders are left out (choose “Test orders” to see them)."
      : `Live orders only. The shop is in ${mode} mode: its orders are test orders, so these figures stay at zero until it takes real payments.`;
  }
  return mode === "live"
    ? "Test orders only: orders placed in demo or test mode, no real money. Live orders are left out."
    : `${mode === "demo" ? "Demo" : "Test"} mode: these are test orders, no real money was taken. Live orders are never added to them.`;
}

/** The figures of one period, as the page shows them and the export writes them. */
export function DashboardView({ figures, mode }: { figures: DashboardFigures; mode: PaymentMode }) {
  const search = dashboardSearch({ days: figures.period.days, orders: figures.orders });
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
      <Notice className="p-4 font-medium" data-testid="admin-dashboard-mode" data-orders={figures.orders}>
        {ordersBanner(figures, mode)}
      </Notice>
      <SummaryFigures figures={figures} />
      <Card tone="night" className="p-4 text-sm text-parchment-muted" data-testid="admin-dashboard-definitions">
        <p>
          <strong className="text-parchment">Paid orders</strong> are the orders placed in the period that were paid:
          paid, refunded or disputed now (the funnel's “Orders paid” is the same count).{" "}
          <strong className="text-parchment">Revenue</strong> is what was charged for them, after promo codes, less what
          was refunded of them: a fully refunded order adds nothing.{" "}
          <strong className="text-parchment">Average order value</strong> is revenue divided by paid orders. Top
          products and lines share each order's revenue over its lines by what each line charged, so they add up to the
          revenue. Days are UTC days.
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
