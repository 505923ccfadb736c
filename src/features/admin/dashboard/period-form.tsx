import { Button } from "@/components/ui/button";
import { DASHBOARD_PERIOD_DAYS, type DashboardDays } from "@/domain/admin/dashboard-period";

/*
 * A plain GET form: the period and whether test orders count live in the address, so a view can
 * be bookmarked, Back returns to the one before, and the export link carries the same choice.
 */
export function PeriodForm({ days, includeTest }: { days: DashboardDays; includeTest: boolean }) {
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
          <label
            key={choice}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-line px-3 text-parchment has-[:checked]:border-gold has-[:checked]:text-gold"
          >
            <input type="radio" name="days" value={choice} defaultChecked={choice === days} className="accent-gold" />
            Last {choice} days
          </label>
        ))}
      </fieldset>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-parchment">
        <input type="checkbox" name="tests" value="1" defaultChecked={includeTest} className="size-4 accent-gold" />
        Include test orders
      </label>
      <Button type="submit" pad={6}>
        Show
      </Button>
    </form>
  );
}
