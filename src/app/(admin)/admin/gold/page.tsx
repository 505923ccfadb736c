import type { Metadata } from "next";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { ledgerSearch } from "@/domain/gold/gold-ledger-filter";
import { formatTenths } from "@/domain/gold/gold-units";
import { FigureSection } from "@/features/admin/dashboard/figure-section";
import { FigureTable } from "@/features/admin/dashboard/figure-table";
import { AddStockForm } from "@/features/admin/gold/add-stock-form";
import { BalanceFigures } from "@/features/admin/gold/balance-figures";
import { CorrectionForm } from "@/features/admin/gold/correction-form";
import { LedgerFilterForm, type LedgerFilterValues } from "@/features/admin/gold/ledger-filter-form";
import { LedgerTable } from "@/features/admin/gold/ledger-table";
import { StockChart } from "@/features/admin/gold/stock-chart";
import { TradeToday } from "@/features/admin/gold/trade-today";
import { requireOperatorPage } from "@/server/admin/operator-guard";
import { goldBookView } from "@/server/gold/gold-book";

export const metadata: Metadata = { title: "Gold" };

type SearchParams = Record<string, string | string[] | undefined>;

const FILTER_KEYS = ["kind", "account", "from", "to", "cursor"] as const;

/** The address's ledger filter and page (the first of a repeated key), as raw strings. */
function addressValues(params: SearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const raw = params[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value) values[key] = value;
  }
  return values;
}

/**
 * The owner's book of the gold stock: the balance and where it is held, today's trade (its money
 * for owners only), the stock over the last 30 days, the forms that add and correct stock, and the
 * ledger filtered from the address, a page at a time.
 */
export default async function AdminGoldPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const operator = await requireOperatorPage("gold");
  const values = addressValues(await searchParams);
  const view = await goldBookView(operator, values, new Date());
  const { cursor, ...filterValues } = values;
  const accountNames = view.accounts.flatMap((entry) => (entry.account === null ? [] : [entry.account]));
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-gold">Gold</h1>
        {view.sellOrdersHref && (
          <a
            href={view.sellOrdersHref}
            className={buttonClass({ variant: "secondary", pad: 4 })}
            data-testid="admin-gold-sell-orders"
          >
            Sell orders
          </a>
        )}
      </div>
      {view.lowStock && (
        <Notice tone="danger" className="p-4" data-testid="admin-gold-low-stock">
          Low stock: {formatTenths(view.balance.availableTenths)} available, below the threshold of{" "}
          {formatTenths(view.thresholdTenths)} (Settings, gold_low_stock_millions).
        </Notice>
      )}
      <BalanceFigures balance={view.balance} lowStock={view.lowStock} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TradeToday today={view.today} />
        <FigureSection id="admin-gold-accounts" title="On hand per account">
          <FigureTable
            caption="Gold on hand per in-game account"
            columns={[
              { header: "Account", sortable: true },
              { header: "On hand", align: "right", sortable: true },
            ]}
            rows={view.accounts.map((entry) => ({
              key: entry.account ?? "",
              cells: [entry.account ?? "No account named", formatTenths(entry.onHandTenths)],
              values: [entry.account ?? "", entry.onHandTenths],
            }))}
            empty="No gold recorded in any account yet."
            testId="admin-gold-accounts-table"
          />
        </FigureSection>
      </div>
      <FigureSection id="admin-gold-stock" title="Stock over the last 30 days">
        <StockChart series={view.series} />
        <details className="text-parchment">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-gold">Figures per day</summary>
          <FigureTable
            caption="Gold stock at the end of each day"
            columns={[
              { header: "Day (UTC)" },
              { header: "On hand", align: "right" },
              { header: "Available", align: "right" },
            ]}
            rows={view.series.map((point) => ({
              key: point.day,
              cells: [point.day, formatTenths(point.onHandTenths), formatTenths(point.availableTenths)],
            }))}
            empty="No days."
            testId="admin-gold-stock-table"
          />
        </details>
      </FigureSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-5">
          <AddStockForm accounts={accountNames} />
        </Card>
        <Card className="p-5">
          <CorrectionForm accounts={accountNames} canOverride={view.canOverride} />
        </Card>
      </div>
      <section id="ledger" aria-labelledby="admin-gold-ledger-title" className="grid gap-4">
        <h2 id="admin-gold-ledger-title" className="font-display text-2xl text-parchment">
          Ledger
        </h2>
        <Card className="p-5">
          <LedgerFilterForm values={filterValues as LedgerFilterValues} accounts={accountNames} />
        </Card>
        {view.ledger.ok ? (
          <Card className="grid gap-4 p-5">
            <LedgerTable rows={view.ledger.rows} sellOrdersHref={view.sellOrdersHref} />
            <div className="flex flex-wrap justify-end gap-3">
              {cursor && (
                <a
                  href={`/admin/gold?${ledgerSearch(view.ledger.filter)}#ledger`}
                  className={buttonClass({ variant: "secondary", pad: 4 })}
                >
                  First page
                </a>
              )}
              {view.ledger.nextCursor && (
                <a
                  href={`/admin/gold?${ledgerSearch(view.ledger.filter, view.ledger.nextCursor)}#ledger`}
                  className={buttonClass({ variant: "secondary", pad: 4 })}
                  data-testid="admin-gold-ledger-next"
                >
                  Next page
                </a>
              )}
            </div>
          </Card>
        ) : (
          <Notice tone="danger" role="alert" className="p-4" data-testid="admin-gold-ledger-error">
            This filter cannot be used: {view.ledger.message}
          </Notice>
        )}
      </section>
    </div>
  );
}
