import { centsToDecimalText } from "@/domain/money/money";
import { type CsvValue, csvLine } from "./csv";
import type { DashboardFigures } from "./dashboard-figures";
import { describePeriod } from "./dashboard-period";

/*
 * The dashboard's figures as a CSV, one record per figure shown: section, item, count, and an
 * amount in US dollars with two decimals, written from the integer cents (never through a
 * float), so the export is cent-exact. Product names pass csvCell's formula guard.
 */

export const DASHBOARD_CSV_COLUMNS = ["section", "item", "count", "amount_usd"] as const;

const dollars = (cents: number): string => centsToDecimalText(cents);

function record(section: string, item: string, count: number | null, amountCents: number | null): CsvValue[] {
  return [section, item, count, amountCents === null ? null : dollars(amountCents)];
}

function records(figures: DashboardFigures): CsvValue[][] {
  return [
    record("period", describePeriod(figures.period), null, null),
    record("orders", figures.orders === "test" ? "test orders only" : "live orders only", null, null),
    record("summary", "Revenue", figures.paidOrders, figures.revenueCents),
    record("summary", "Paid orders", figures.paidOrders, null),
    record("summary", "Average order value", figures.paidOrders, figures.averageOrderCents),
    record("summary", "Orders placed", figures.ordersPlaced, null),
    ...figures.byStatus.map((entry) => record("status", entry.status, entry.orders, null)),
    ...figures.funnel.map((step) => record("funnel", step.label, step.count, null)),
    ...figures.days.map((day) => record("day", day.day, day.orders, day.revenueCents)),
    ...figures.topProducts.map((seller) => record("product", seller.name, seller.lines, seller.revenueCents)),
    ...figures.topLines.map((seller) => record("line", seller.name, seller.lines, seller.revenueCents)),
  ];
}

/** The whole file, header first, CRLF line ends. */
export function dashboardCsv(figures: DashboardFigures): string {
  return [DASHBOARD_CSV_COLUMNS, ...records(figures)].map((values) => csvLine(values)).join("");
}
