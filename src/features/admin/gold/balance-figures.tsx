import { Card } from "@/components/ui/card";
import type { GoldBalanceView } from "@/domain/gold/gold-book-view";
import { formatTenths } from "@/domain/gold/gold-units";

/** The balance as the ledger adds it up: on hand, reserved for paid orders, available, and what waits for stock. */
export function BalanceFigures({ balance, lowStock }: { balance: GoldBalanceView; lowStock: boolean }) {
  const entries = [
    { id: "on-hand", label: "On hand", value: balance.onHandTenths, hint: "In the shop's accounts" },
    { id: "reserved", label: "Reserved", value: balance.reservedTenths, hint: "Paid orders not delivered yet" },
    { id: "available", label: "Available", value: balance.availableTenths, hint: "On hand less reserved" },
    { id: "waiting", label: "Waiting for stock", value: balance.waitingTenths, hint: "Paid orders not reserved yet" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {entries.map((entry) => (
        <Card
          key={entry.id}
          highlight={(entry.id === "available" && lowStock) || (entry.id === "waiting" && entry.value > 0)}
          className="grid content-start gap-1 p-5"
        >
          <dt className="text-sm text-parchment-muted">{entry.label}</dt>
          <dd className="tabular font-display text-2xl text-gold" data-testid={`admin-gold-${entry.id}`}>
            {formatTenths(entry.value)}
          </dd>
          <dd className="text-xs text-parchment-muted">{entry.hint}</dd>
        </Card>
      ))}
    </dl>
  );
}
