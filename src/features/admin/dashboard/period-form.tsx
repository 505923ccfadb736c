import { Button } from "@/components/ui/button";
import type { OrdersView } from "@/domain/admin/dashboard-figures";
import { DASHBOARD_PERIOD_DAYS, type DashboardDays } from "@/domain/admin/dashboard-period";

const CHOICE_CLASS =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-line px-3 text-parchment has-[:checked]:border-gold has-[:checked]:text-gold";

const ORDER_CHOICES: readonly { value: OrdersView; label: string }[] = [
  { value: "live", label: "Live orders" },
  { value: "test", label: "Test orders" },
];

/*
 * A plain GET form: the period and which orders count (live or test, one or the other: they are
 * never added together) live in the address, so a view can be bookmarked, Back returns to the one
 * before, and the export link carries the same choice.
 */
export function PeriodForm({ days, orders }: { days: DashboardDays; orders: OrdersView }) {
  return (
    <form
      method="get"
      action="/admin/dashboard"
      className="flex flex-wrap items-end gap-4"
      data-testid="admin-dashboard-form"
    >
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-medium text-parchment">Period</legend>
        {DASHBOARD_PERIOD_DAYS.map((choice) => (
          <label key={choice} className={CHOICE_CLASS}>
            <input type="radio" name="days" value={choice} defaultChecked={choice === days} className="accent-gold" />
            Last {choice} days
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-medium text-parchment">Orders</legend>
        {ORDER_CHOICES.map((choice) => (
          <label key={choice.value} className={CHOICE_CLASS}>
            <input
              type="radio"
              name="orders"
              value={choice.value}
              defaultChecked={choice.value === orders}
              className="accent-gold"
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <Button type="submit" pad={6}>
        Show
      </Button>
    </form>
  );
}
