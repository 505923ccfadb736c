import { Card } from "@/components/ui/card";
import type { DashboardFigures } from "@/domain/admin/dashboard-figures";
import { formatUsd } from "@/domain/money/money";

/** The headline figures: revenue, paid orders, average order value, orders placed. */
export function SummaryFigures({ figures }: { figures: DashboardFigures }) {
  const entries = [
    { id: "revenue", label: "Revenue", value: formatUsd(figures.revenueCents) },
    { id: "paid-orders", label: "Paid orders", value: String(figures.paidOrders) },
    { id: "average", label: "Average order value", value: formatUsd(figures.averageOrderCents) },
    { id: "orders-placed", label: "Orders placed", value: String(figures.ordersPlaced) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {entries.map((entry) => (
        <Card key={entry.id} className="grid gap-1 p-5">
          <dt className="text-sm text-parchment-muted">{entry.label}</dt>
          <dd className="tabular font-display text-2xl text-gold" data-testid={`admin-dashboard-${entry.id}`}>
            {entry.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
