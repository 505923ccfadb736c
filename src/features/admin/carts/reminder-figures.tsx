import { Card } from "@/components/ui/card";
import type { ReminderFigures as Figures } from "@/domain/api/admin-carts";

/** Reminded carts and what became of them: an order placed from the cart after its reminder, and a paid one. */
export function ReminderFigures({ figures }: { figures: Figures }) {
  const items = [
    { key: "reminded", label: "Carts reminded", value: figures.reminded },
    { key: "ordered", label: "Became orders", value: figures.ordered },
    { key: "paid", label: "Became paid orders", value: figures.paid },
  ] as const;
  return (
    <Card className="p-5">
      <h2 className="sr-only">Reminders</h2>
      <dl className="grid gap-4 sm:grid-cols-3" data-testid="admin-cart-figures">
        {items.map((item) => (
          <div key={item.key} className="grid gap-1">
            <dt className="text-sm text-parchment-muted">{item.label}</dt>
            <dd className="tabular font-display text-3xl text-gold" data-testid={`admin-cart-figure-${item.key}`}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
