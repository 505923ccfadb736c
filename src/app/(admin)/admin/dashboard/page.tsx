import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { defaultOrdersView } from "@/domain/admin/dashboard-figures";
import { DEFAULT_DASHBOARD_DAYS } from "@/domain/admin/dashboard-period";
import { takesRealPayments } from "@/domain/checkout/payment-mode";
import { DashboardView } from "@/features/admin/dashboard/dashboard-view";
import { PeriodForm } from "@/features/admin/dashboard/period-form";
import { dashboardFigures, parseDashboardQuery } from "@/server/admin/dashboard/dashboard-request";
import { requireOperatorPage } from "@/server/admin/operator-guard";
import { paymentSetup } from "@/server/checkout/payment-setup";
import { AppError } from "@/server/http/errors";

export const metadata: Metadata = { title: "Dashboard" };

type SearchParams = Record<string, string | string[] | undefined>;

/** The address's query (the first of a repeated key), as the export reads it. */
function queryOf(params: SearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined) query.set(key, value);
  }
  return query;
}

/** The figures, or the reason the address's choice was refused (a 400's message, never a 500). */
async function readFigures(params: SearchParams) {
  try {
    const query = parseDashboardQuery(queryOf(params));
    return { ok: true as const, query, figures: await dashboardFigures(query, new Date()) };
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return { ok: false as const, message: error.message };
    throw error;
  }
}

/** The numbers: revenue, orders by status, average, top sellers and the funnel over 7, 30 or 90 days. */
export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireOperatorPage("dashboard");
  const result = await readFigures(await searchParams);
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-gold">Dashboard</h1>
      <Card className="p-5">
        <PeriodForm
          days={result.ok ? result.query.days : DEFAULT_DASHBOARD_DAYS}
          orders={result.ok ? result.query.orders : defaultOrdersView(takesRealPayments(paymentSetup.mode))}
        />
      </Card>
      {result.ok ? (
        <DashboardView figures={result.figures} mode={paymentSetup.mode} />
      ) : (
        <Notice tone="danger" role="alert" className="p-4" data-testid="admin-dashboard-error">
          This view cannot be shown: {result.message}
        </Notice>
      )}
    </div>
  );
}
